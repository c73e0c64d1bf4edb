import { API, messageResponse, type DeleteAccountRequest } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { apiClient } from '../../../lib/api-client';
import { forgetEverything } from '../../../lib/storage';
import { texts } from '../../../lib/texts';

/** Erasure (POST /api/user/delete-account): the account, its personal data and every session. */
export const deleteAccount = (request: DeleteAccountRequest) =>
  apiClient.post(API.deleteAccount, messageResponse, request);

/**
 * On success the browser forgets the patient too: every stored key and every cached answer.
 * `beforeForget` runs first, so the page can leave the signed-in route before the token goes
 * (RequireAuth would otherwise send it to /login).
 */
export function useDeleteAccount(beforeForget: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // The form shows the server's message itself (a wrong password is the usual one).
    meta: { toastErrors: false },
    onSuccess: async () => {
      await beforeForget();
      forgetEverything();
      queryClient.clear();
      toast.success(texts.get().accountDeleted);
    },
  });
}
