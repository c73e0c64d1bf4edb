import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
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
  const { pathname, search } = useLocation();
  if (!token) {
    const state: LoginState = { from: `${pathname}${search}` };
    return <Navigate to={returning ? LOGIN_FIRST : '/login'} replace state={state} />;
  }
  return children;
}
