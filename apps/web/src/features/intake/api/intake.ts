import {
  API,
  intakeStateResponse,
  saveIntakeResponse,
  type SaveIntakeRequest,
} from '@clinic/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { INTAKE_KEY } from '../../../lib/intake-consent';
import { useToken } from '../../../lib/session';

export const intakeQueryOptions = (token: string | null, appointmentId: string) =>
  queryOptions({
    queryKey: [...INTAKE_KEY, token, appointmentId],
    queryFn: () => apiClient.get(API.intake(appointmentId), intakeStateResponse),
    enabled: token !== null,
  });

export function useIntake(appointmentId: string) {
  return useQuery(intakeQueryOptions(useToken(), appointmentId));
}

/** Saves the answers so far, or finishes the intake; the API scores them. */
export function useSaveIntake(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveIntakeRequest) =>
      apiClient.put(API.intake(appointmentId), saveIntakeResponse, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTAKE_KEY }),
  });
}
