import {
  ADMIN_API,
  savedSocialLinksResponse,
  socialLinksResponse,
  type SavedSocialLinksResponse,
  type SocialLinksRequest,
} from '@clinic/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const socialLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'social-links'],
    queryFn: async () => (await apiClient.get(ADMIN_API.socialLinks, socialLinksResponse)).links,
  });

export const useSocialLinks = () => useQuery(socialLinksQueryOptions());

export const saveSocialLinks = (request: SocialLinksRequest): Promise<SavedSocialLinksResponse> =>
  apiClient.put(ADMIN_API.socialLinks, savedSocialLinksResponse, request);

/** The form shows the server's answer beside itself; the saved links become the form's. */
export function useSaveSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSocialLinks,
    meta: { toastErrors: false },
    onSuccess: (answer) =>
      queryClient.setQueryData(socialLinksQueryOptions().queryKey, answer.links),
  });
}
