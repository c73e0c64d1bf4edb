import { API, blogListResponse, blogResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The public list is the whole list: every post is published once saved. */
export const blogsQueryOptions = () =>
  queryOptions({
    queryKey: ['blogs'],
    queryFn: async () => (await apiClient.get(API.blogs, blogListResponse)).blogs,
  });

export const useBlogs = () => useQuery(blogsQueryOptions());

/** One post whole, to edit: the list carries only each post's excerpt. Under the list's key. */
export const useBlog = (id: string) =>
  useQuery({
    queryKey: [...blogsQueryOptions().queryKey, id],
    queryFn: async () => (await apiClient.get(API.blog(id), blogResponse)).blog,
    // A missing post stays missing: say so at once instead of asking again.
    retry: false,
  });
