import { ADMIN_API, adminIntakeResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const intakeQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: ['intake', appointmentId],
    queryFn: () => apiClient.get(ADMIN_API.appointmentIntake(appointmentId), adminIntakeResponse),
  });

export const useAppointmentIntake = (appointmentId: string) =>
  useQuery(intakeQueryOptions(appointmentId));
