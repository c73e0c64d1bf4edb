import { ADMIN_API, dashboardResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: async () => (await apiClient.get(ADMIN_API.dashboard, dashboardResponse)).dashboard,
    // Front-desk figures: keep them fresh while the screen stays open.
    refetchInterval: 60_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
