import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async () => {
      // ADMIN_API lives beside the schemas: both (and zod) load after the first paint (see README).
      const { ADMIN_API, adminMeResponse } = await import('@clinic/contracts');
      return (await apiClient.get(ADMIN_API.me, adminMeResponse)).operator;
    },
    staleTime: Infinity,
  });

export const useMe = () => useQuery(meQueryOptions());
