/**
 * The site's entries in the tab's history, over wouter's browser location (src/app/router.tsx).
 * wouter keeps the address only: each entry the site adds carries a key of its own, so that a page
 * can tell one visit from another at the same address (the scroll restoration, the login page's
 * forms), and the state a navigation passes along (lib/login-return.ts).
 */
import { useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { AroundNavHandler } from 'wouter';

/** history.state of an entry the site added. */
interface Entry {
  key: string;
  state: unknown;
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && 'key' in value;

let entries = 0;

/** Whether the address last changed by the browser's back or forward, not by the site. */
let popped = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (popped = true));

/** Every navigation of the site (wouter's `aroundNav`): a new key, the state kept beside it. */
export const keyedNavigation: AroundNavHandler = (navigate, to, options) => {
  popped = false;
  entries += 1;
  const entry: Entry = { key: `${Date.now().toString(36)}.${entries}`, state: options?.state };
  navigate(to, { replace: options?.replace, state: entry });
};

/** Whether the page shown came by back or forward. */
export const cameBack = () => popped;

/** The current entry's key: 'default' for the page loaded from the address bar, as it was first. */
export function useEntryKey(): string {
  const entry: unknown = useHistoryState();
  return isEntry(entry) ? entry.key : 'default';
}

/** The state the navigation to the current entry passed along; null without one. */
export function useEntryState(): unknown {
  const entry: unknown = useHistoryState();
  return isEntry(entry) ? (entry.state ?? null) : null;
}

/** The address's query, `?` included ('' without one), as `location.search` writes it. */
export function useLocationSearch(): string {
  const search = useSearch();
  return search ? `?${search}` : '';
}

/** Goes to an address of the site, as a link would (wouter's navigate, through keyedNavigation). */
export const useNavigate = () => useLocation()[1];
