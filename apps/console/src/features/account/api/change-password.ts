import { ADMIN_API, messageResponse, type OperatorPasswordRequest } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/operator';

export const changePassword = (request: OperatorPasswordRequest) =>
  apiClient.post(ADMIN_API.password, messageResponse, request);

/**
 * The form shows the server's answer beside itself (a wrong current password), not in a toast.
 * A new password lifts the owner's requirement for one, so the operator is read again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: { toastErrors: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
