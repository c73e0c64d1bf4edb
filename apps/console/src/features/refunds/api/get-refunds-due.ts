import { ADMIN_API, adminAppointmentsResponse } from '@clinic/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/shared-queries';

export const REFUNDS_PAGE_SIZE = 20;

/** The cancelled appointments whose money is still to be given back, one page at a time. */
export const refundsDueQueryOptions = (page: number) => {
  const query = { status: 'refund-due' as const, page, pageSize: REFUNDS_PAGE_SIZE };
  return queryOptions({
    // Under the appointments' key, so that a recorded refund or a cancellation refreshes it.
    queryKey: [...APPOINTMENTS_KEY, query],
    queryFn: () => apiClient.get(ADMIN_API.appointments, adminAppointmentsResponse, query),
    placeholderData: keepPreviousData,
  });
};

export const useRefundsDue = (page: number) => useQuery(refundsDueQueryOptions(page));
