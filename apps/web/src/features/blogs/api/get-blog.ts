import { API, type BlogResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const getBlog = async (id: string) => (await apiClient.get<BlogResponse>(API.blog(id))).blog;

export const blogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['blogs', id],
    queryFn: () => getBlog(id),
    // A missing blog stays missing: go back to the list at once instead of asking again.
    retry: false,
  });

export const useBlog = (id: string) => useQuery(blogQueryOptions(id));
