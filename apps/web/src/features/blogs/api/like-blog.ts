import { API, TEXTS, type Blog, type LikeResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiClient } from '../../../lib/api-client';
import { blogQueryOptions } from './get-blog';
import { blogsQueryOptions } from './get-blogs';

/** Adds the patient's like, or takes it back; answers the blog's likes after the change. */
export const likeBlog = async (id: string) =>
  (await apiClient.post<LikeResponse>(API.likeBlog(id))).likes;

export function useLikeBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeBlog,
    meta: { toastErrors: false },
    onSuccess: (likes, id) => {
      const withLikes = (blog: Blog): Blog => (blog._id === id ? { ...blog, likes } : blog);
      queryClient.setQueryData(blogQueryOptions(id).queryKey, (blog) => blog && withLikes(blog));
      queryClient.setQueryData(blogsQueryOptions().queryKey, (blogs) => blogs?.map(withLikes));
    },
    // One text for both causes, no session or no such blog (docs/product.md, Contact and blogs).
    onError: () => toast.error(TEXTS.likeFailed),
  });
}
