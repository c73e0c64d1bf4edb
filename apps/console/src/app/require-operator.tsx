import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorState, Loading } from '../components/query-state';
import { OperatorContext, useMe } from '../lib/operator';
import { useToken } from '../lib/session';

const ACCOUNT_PATH = '/account';

/** Screens wait for the operator, so that none calls the API before the role is known. */
function SignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const { pathname } = useLocation();
  if (me.isPending) return <Loading />;
  if (me.error)
    return (
      <main className="p-6">
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  // The owner asked for a new password: until it is chosen the API answers nothing else.
  if (me.data.mustChangePassword && pathname !== ACCOUNT_PATH)
    return <Navigate to={ACCOUNT_PATH} replace />;
  return <OperatorContext.Provider value={me.data}>{children}</OperatorContext.Provider>;
}

/** Without a token every console screen sends the operator to the login. */
export function RequireOperator({ children }: { children: ReactNode }) {
  const token = useToken();
  return token ? <SignedIn>{children}</SignedIn> : <Navigate to="/login" replace />;
}
