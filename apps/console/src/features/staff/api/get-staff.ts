import { ADMIN_API, staffResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The staff accounts and the invitations not yet taken up. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['staff'],
    queryFn: () => apiClient.get(ADMIN_API.staff, staffResponse),
  });

export const useStaff = () => useQuery(staffQueryOptions());
