import {
  API,
  intakeStateResponse,
  messageResponse,
  saveIntakeResponse,
  type SaveIntakeRequest,
} from '@clinic/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';

const INTAKE_KEY = ['intake'] as const;

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

/** Gives the intake's own consent (or withdraws it). */
export function useIntakeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intake: boolean) => apiClient.post(API.intakeConsent, messageResponse, { intake }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTAKE_KEY }),
  });
}
