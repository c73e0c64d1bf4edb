import { API, messageResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { apiClient } from '../../../lib/api-client';
import { texts } from '../../../lib/texts';
import { tokenStore } from '../../../lib/storage';

/** Ends every session of the patient, this one included (POST /api/user/logout-all). */
export const logoutAll = () => apiClient.post(API.logoutAll, messageResponse);

/**
 * On success the browser forgets the session like a logout: every stored key and cached answer
 * (tokenStore.clear), and the signed-in page gives way to /login (RequireAuth).
 */
export const useLogoutAll = () =>
  useMutation({
    mutationFn: logoutAll,
    onSuccess: () => {
      tokenStore.clear();
      toast.success(texts.get().loggedOutEverywhere);
    },
  });
