import type { BookingChoice } from './storage';

/**
 * Where the login page sends a visitor once a token exists: back to the signed-in page that sent
 * them to log in (a mailed appointment link, say), else to the doctor whose time they chose before
 * being asked to log in, else home. The page travels in the router's state and the choice in
 * sessionStorage (lib/storage.ts), never in the address, so no link can send a patient elsewhere
 * after logging in.
 */
export interface LoginState {
  /** The path (and query) to come back to. */
  from?: string;
}

/**
 * /login opens the sign-up form first (docs/product.md); this address opens the login form
 * (the navigation's 'Log in', a password reset, a page linked from the patient's mail).
 */
export const LOGIN_FIRST = '/login?mode=login';

/** Whether the login page's address asks for the login form first. */
export const opensLogin = (search: string) => new URLSearchParams(search).get('mode') === 'login';

const isSitePath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

/**
 * The page to go to after logging in: `from` when it is a path of this site, else the booking page
 * of the doctor in `booking`, else '/'.
 */
export function returnPath(state: unknown, booking: BookingChoice | null): string {
  const from = (state as LoginState | null)?.from;
  if (isSitePath(from)) return from;
  return booking ? `/appointment/${booking.docId}` : '/';
}
