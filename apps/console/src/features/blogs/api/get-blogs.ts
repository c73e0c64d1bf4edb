import { API, blogListResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The public list is the whole list: every post is published once saved. */
export const blogsQueryOptions = () =>
  queryOptions({
    queryKey: ['blogs'],
    queryFn: async () => (await apiClient.get(API.blogs, blogListResponse)).blogs,
  });

export const useBlogs = () => useQuery(blogsQueryOptions());
