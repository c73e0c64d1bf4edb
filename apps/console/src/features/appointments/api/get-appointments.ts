import {
  ADMIN_API,
  adminAppointmentsResponse,
  type AdminAppointmentsQuery,
} from '@clinic/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/shared-queries';

export const appointmentsQueryOptions = (query: AdminAppointmentsQuery) =>
  queryOptions({
    queryKey: [...APPOINTMENTS_KEY, query],
    queryFn: () => apiClient.get(ADMIN_API.appointments, adminAppointmentsResponse, query),
    // Paging keeps the old page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useAppointments = (query: AdminAppointmentsQuery) =>
  useQuery(appointmentsQueryOptions(query));
