import { TEXTS, type StaffPermission } from '@clinic/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useMay } from '../lib/operator';

/**
 * A screen the role may not use, reached by its address, says so instead of calling the API
 * (which would refuse it with the same text).
 */
export function Allowed({
  permission,
  children,
}: {
  permission: StaffPermission;
  children: ReactNode;
}) {
  const may = useMay();
  if (may(permission)) return children;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      {TEXTS.forbidden}
    </p>
  );
}

/** The dashboard for the owner and the front desk; a doctor starts on their own schedule. */
export function Landing({ children }: { children: ReactNode }) {
  const may = useMay();
  return may('dashboard') ? children : <Navigate to="/schedule" replace />;
}
