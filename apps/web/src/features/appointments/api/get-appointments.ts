import { API, appointmentListResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';

/** The appointments list shows at most this many, newest first (spec §7, §9). */
export const APPOINTMENTS_SHOWN = 3;

export const appointmentsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['appointments', token],
    queryFn: async () =>
      (await apiClient.get(API.appointments, appointmentListResponse)).appointments,
    enabled: token !== null,
  });

export function useAppointments() {
  return useQuery(appointmentsQueryOptions(useToken()));
}
