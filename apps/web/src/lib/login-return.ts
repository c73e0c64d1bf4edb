/**
 * Where the login page sends a visitor once a token exists: back to the signed-in page that sent
 * them to log in (a mailed appointment link, say), else home. The page travels in the router's
 * state, never in the address, so no link can send a patient elsewhere after logging in.
 */
export interface LoginState {
  /** The path (and query) to come back to. */
  from?: string;
  /** 'login' shows the login form first instead of sign-up. */
  mode?: 'login';
}

export function loginState(from: string, returning: boolean): LoginState {
  return returning ? { from, mode: 'login' } : { from };
}

/** The page to go to after logging in: `from` when it is a path of this site, else '/'. */
export function returnPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
