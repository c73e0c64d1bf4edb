import type { AdminLoginRequest } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/token-storage';
import { meQueryOptions } from './get-me';

export async function login(credentials: AdminLoginRequest) {
  const { ADMIN_API, adminLoginResponse } = await import('@clinic/contracts');
  return apiClient.post(ADMIN_API.login, adminLoginResponse, credentials);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { toastErrors: false },
    onSuccess: (answer) => {
      // Nothing cached under an earlier session may show under this one.
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions().queryKey, answer.operator);
      tokenStore.set(answer.token);
    },
  });
}
