import { API, appointmentListResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/appointments-key';
import { useToken } from '../../../lib/session';

/** My Appointments shows at most this many, newest first (docs/product.md, `/my-appointment`). */
export const APPOINTMENTS_SHOWN = 3;

export const appointmentsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...APPOINTMENTS_KEY, token],
    queryFn: async () =>
      (await apiClient.get(API.appointments, appointmentListResponse)).appointments,
    enabled: token !== null,
  });

export function useAppointments() {
  return useQuery(appointmentsQueryOptions(useToken()));
}
