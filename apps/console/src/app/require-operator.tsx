import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useToken } from '../lib/session';

/** Without a token every console screen sends the operator to the login. */
export function RequireOperator({ children }: { children: ReactNode }) {
  const token = useToken();
  return token ? children : <Navigate to="/login" replace />;
}
