import { API, type LikeResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { apiClient } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';
import { texts } from '../../../lib/texts';
import { blogQueryOptions } from './get-blog';
import { likeStatusQueryOptions } from './get-like-status';

/** Adds the patient's like, or takes it back; answers the blog's likes and the patient's own. */
export const likeBlog = (id: string) => apiClient.post<LikeResponse>(API.likeBlog(id));

export function useLikeBlog() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: likeBlog,
    meta: { toastErrors: false },
    onSuccess: ({ likes, likeCount, liked }, id) => {
      queryClient.setQueryData(
        blogQueryOptions(id).queryKey,
        (blog) => blog && { ...blog, likes, likeCount },
      );
      queryClient.setQueryData(likeStatusQueryOptions(id, token).queryKey, liked);
    },
    // One text for both causes, no session or no such blog (docs/product.md, Contact and blogs).
    onError: () => toast.error(texts.get().likeFailed),
  });
}
