import { ADMIN_API, adminMeResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async () => (await apiClient.get(ADMIN_API.me, adminMeResponse)).operator,
    staleTime: Infinity,
  });

export const useMe = () => useQuery(meQueryOptions());
