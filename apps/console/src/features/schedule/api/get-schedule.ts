import {
  ADMIN_API,
  ADMIN_PAGE_SIZE_MAX,
  adminAppointmentsResponse,
  type AdminAppointment,
} from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/shared-queries';

export interface ScheduleQuery {
  /** Left out: every doctor's appointments (the front desk's day of all doctors). */
  docId?: string;
  /** Inclusive D_M_YYYY bounds. */
  from: string;
  to: string;
}

/**
 * Every appointment of the doctor (or of all doctors) in the range, page after page: a doctor's
 * week holds at most 84 live ones, but cancelled ones are listed too, and a day of all doctors
 * may hold more than one page of ADMIN_PAGE_SIZE_MAX.
 */
export async function getSchedule(query: ScheduleQuery): Promise<AdminAppointment[]> {
  const appointments: AdminAppointment[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiClient.get(ADMIN_API.appointments, adminAppointmentsResponse, {
      ...query,
      page,
      pageSize: ADMIN_PAGE_SIZE_MAX,
    });
    appointments.push(...answer.appointments);
    if (answer.appointments.length === 0 || appointments.length >= answer.total)
      return appointments;
  }
}

export const scheduleQueryOptions = (query: ScheduleQuery) =>
  queryOptions({
    // Under the appointments' key, so that a cancel or a payment decision refreshes it too.
    queryKey: [...APPOINTMENTS_KEY, 'schedule', query],
    queryFn: () => getSchedule(query),
  });

export const useSchedule = (query: ScheduleQuery | null) =>
  useQuery({
    ...scheduleQueryOptions(query ?? { from: '', to: '' }),
    enabled: query !== null,
  });
