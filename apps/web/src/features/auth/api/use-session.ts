import { API, type MessageResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/appointments-key';
import { PROFILE_KEY, useProfile, useToken } from '../../../lib/session';
import { tokenStore } from '../../../lib/storage';

/** Who is signed in: the token, the profile it loads whenever there is one, and logging out. */
export function useSession() {
  const token = useToken();
  const profile = useProfile();
  const queryClient = useQueryClient();

  const logout = useMutation({
    mutationFn: () => apiClient.post<MessageResponse>(API.logout),
    // The token is revoked on the server when it can be; the browser forgets it either way.
    meta: { toastErrors: false },
    onSettled: () => {
      tokenStore.clear();
      queryClient.removeQueries({ queryKey: PROFILE_KEY });
      queryClient.removeQueries({ queryKey: APPOINTMENTS_KEY });
    },
  });

  return {
    token,
    isLoggedIn: token !== null,
    userData: profile.data,
    profile,
    logout: () => logout.mutateAsync().catch(() => undefined),
    isLoggingOut: logout.isPending,
  };
}
