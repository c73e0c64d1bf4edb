import { API, type MessageResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProfile, useToken } from '../../../lib/session';
import { tokenStore } from '../../../lib/storage';

/** Who is signed in: the token, the profile it loads whenever there is one, and logging out. */
export function useSession() {
  const token = useToken();
  const profile = useProfile();

  const logout = useMutation({
    mutationFn: () => apiClient.post<MessageResponse>(API.logout),
    // The token is revoked on the server when it can be; the browser forgets it either way.
    meta: { toastErrors: false },
    // Clearing the token clears every key the site keeps (src/lib/storage.ts) and every cached
    // answer of the session (forgetEndedSessions in src/lib/session.ts).
    onSettled: () => tokenStore.clear(),
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
