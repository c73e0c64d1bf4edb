import { API, messageResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The multipart update of spec §7: text fields, `address` as JSON text, an optional image. */
export const updateProfile = (form: FormData) =>
  apiClient.postForm(API.updateProfile, messageResponse, form);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The profile reloads before the page returns to view mode (spec §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
