import { API, type BlogListResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const getBlogs = async () => (await apiClient.get<BlogListResponse>(API.blogs)).blogs;

export const blogsQueryOptions = () => queryOptions({ queryKey: ['blogs'], queryFn: getBlogs });

export const useBlogs = () => useQuery(blogsQueryOptions());
