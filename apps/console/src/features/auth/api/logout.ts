import { ADMIN_API, messageResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/token-storage';

export const logout = () => apiClient.post(ADMIN_API.logout, messageResponse);

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // The token goes whatever the server answered: the operator asked to leave this device.
    onSettled: () => {
      tokenStore.clear();
      queryClient.clear();
    },
  });
}
