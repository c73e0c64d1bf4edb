import { API, messageResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { PROFILE_KEY } from '../../../lib/session';

/** The multipart update (docs/product.md, Calls): text fields, JSON `address`, optional image. */
export const updateProfile = (form: FormData) =>
  apiClient.postForm(API.updateProfile, messageResponse, form);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The profile reloads before the page returns to view mode (docs/product.md, The profile).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}
