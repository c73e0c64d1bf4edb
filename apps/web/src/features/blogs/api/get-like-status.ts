import { API, type LikeStatusResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const getLikeStatus = async (id: string) =>
  (await apiClient.get<LikeStatusResponse>(API.likeBlog(id))).liked;

/**
 * Whether the signed-in patient likes the post. The post itself is the same for everyone and
 * carries no account ids, so this is asked apart; keyed by token, so a new login never sees the
 * previous patient's answer.
 */
export const likeStatusQueryOptions = (id: string, token: string | null) =>
  queryOptions({
    queryKey: ['blogs', id, 'liked', token],
    queryFn: () => getLikeStatus(id),
    enabled: token !== null,
  });

export const useLikeStatus = (id: string, token: string | null) =>
  useQuery(likeStatusQueryOptions(id, token));
