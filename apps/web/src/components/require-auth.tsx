import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useToken } from '../lib/session';

/** Pages for signed-in patients: without a token (or after a 401 drops it) they go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  if (!token) return <Navigate to="/login" replace />;
  return children;
}
