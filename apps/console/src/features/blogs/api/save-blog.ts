import { ADMIN_API, adminBlogResponse, messageResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiClient } from '../../../lib/api-client';
import { AUDIT_KEY } from '../../../lib/shared-queries';
import { blogsQueryOptions } from './get-blogs';

export const createBlog = (form: FormData) =>
  apiClient.postForm(ADMIN_API.blogs, adminBlogResponse, form);

export const updateBlog = ({ blogId, form }: { blogId: string; form: FormData }) =>
  apiClient.putForm(ADMIN_API.blog(blogId), adminBlogResponse, form);

export const deleteBlog = (blogId: string) =>
  apiClient.delete(ADMIN_API.blog(blogId), messageResponse);

function useBlogsRefresh() {
  const queryClient = useQueryClient();
  return async (message: string) => {
    toast.success(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: blogsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
  };
}

export function useCreateBlog() {
  const refresh = useBlogsRefresh();
  return useMutation({ mutationFn: createBlog, onSuccess: (answer) => refresh(answer.message) });
}

export function useUpdateBlog() {
  const refresh = useBlogsRefresh();
  return useMutation({ mutationFn: updateBlog, onSuccess: (answer) => refresh(answer.message) });
}

export function useDeleteBlog() {
  const refresh = useBlogsRefresh();
  return useMutation({ mutationFn: deleteBlog, onSuccess: (answer) => refresh(answer.message) });
}
