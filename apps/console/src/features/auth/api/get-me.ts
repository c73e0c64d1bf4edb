import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async () => {
      // ADMIN_API lives beside the schemas: the shell imports both (and zod) when it first calls
      // the API, so they stay out of the first load. Only this destructuring form lets the
      // bundler keep them in their own chunk.
      const { ADMIN_API, adminMeResponse } = await import('@clinic/contracts');
      return (await apiClient.get(ADMIN_API.me, adminMeResponse)).operator;
    },
    staleTime: Infinity,
  });

export const useMe = () => useQuery(meQueryOptions());
