import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async () => {
      // The schemas (and zod) load when the shell first calls the API, out of the first load;
      // ADMIN_API comes in the same import. Only this destructuring form lets the bundler keep
      // them in their own chunk.
      const { ADMIN_API, adminMeResponse } = await import('@clinic/contracts');
      return (await apiClient.get(ADMIN_API.me, adminMeResponse)).operator;
    },
    staleTime: Infinity,
  });

export const useMe = () => useQuery(meQueryOptions());
