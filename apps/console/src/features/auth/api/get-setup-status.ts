import { ADMIN_API, setupStatusResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Whether the installation still waits for its first owner. */
export const setupStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['setup-status'],
    queryFn: async () => (await apiClient.get(ADMIN_API.setup, setupStatusResponse)).needed,
  });

export const useSetupStatus = () => useQuery(setupStatusQueryOptions());
