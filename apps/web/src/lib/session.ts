import { useSyncExternalStore } from 'react';
import { API, type ProfileResponse } from '@clinic/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { tokenStore } from './storage';

/** The current token; components re-render when it is set, dropped (401) or changed in another tab. */
export function useToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}

/**
 * Drops the cached answers of a session once its token is gone or replaced (logout, log out
 * everywhere, a 401, another tab): every query of personal data is keyed by its token (the
 * profile, the appointments, the data summary, blog likes), public ones are not. Answers the
 * unsubscribe.
 */
export function forgetEndedSessions(queryClient: QueryClient): () => void {
  let current = tokenStore.get();
  return tokenStore.subscribe(() => {
    const ended = current;
    current = tokenStore.get();
    if (ended !== null && ended !== current)
      queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(ended) });
  });
}

/** The start of every token's key: saving the profile makes it stale, logout drops it. */
export const PROFILE_KEY = ['profile'] as const;

/** Keyed by token, so a new login never sees the previous patient's cached profile. */
export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...PROFILE_KEY, token],
    queryFn: async () => (await apiClient.get<ProfileResponse>(API.getProfile)).userData,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** The logged-in patient's profile, loaded whenever a token exists; idle while there is none. */
export function useProfile() {
  const token = useToken();
  return useQuery(profileQueryOptions(token));
}
