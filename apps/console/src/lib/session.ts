import { useSyncExternalStore } from 'react';
import { tokenStore } from './token-storage';

/** The operator's token; components re-render when it is set, dropped (401) or changed elsewhere. */
export function useToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}
