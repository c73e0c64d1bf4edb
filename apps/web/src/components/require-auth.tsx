import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useLocationSearch } from '../lib/history';
import { LOGIN_FIRST, type LoginState } from '../lib/login-return';
import { useToken } from '../lib/session';

/**
 * Pages for signed-in patients: without a token (or after a 401 drops it) they go to /login, which
 * brings them back here once logged in. `returning`: whoever opens this page has an account (it
 * is linked from their mail), so the login form comes first rather than sign-up.
 */
export function RequireAuth({
  children,
  returning = false,
}: {
  children: ReactNode;
  returning?: boolean;
}) {
  const token = useToken();
  const [pathname] = useLocation();
  const search = useLocationSearch();
  if (!token) {
    const state: LoginState = { from: `${pathname}${search}` };
    return <Redirect to={returning ? LOGIN_FIRST : '/login'} replace state={state} />;
  }
  return children;
}
