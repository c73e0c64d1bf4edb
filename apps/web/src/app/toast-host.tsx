import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';

const ToastContainer = lazy(() => import('./toast-container'));

/**
 * The notifications of docs/product.md (Loading and errors): react-toastify's defaults (top-right,
 * 5 s, drag to 80 %, Alt+T). The library (about 6 KB gzipped) loads once the patient leaves the
 * home page or starts an action, keeping the home page's first load within budget; toasts raised
 * before it mounts wait in react-toastify's queue.
 */
export function ToastHost() {
  const [pathname] = useLocation();
  const queryClient = useQueryClient();
  const [needed, setNeeded] = useState(false);
  if (!needed && pathname !== '/') setNeeded(true);

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'added') setNeeded(true);
      }),
    [queryClient],
  );

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
