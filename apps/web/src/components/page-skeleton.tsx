import { useStore } from '@nanostores/react';
import { i18n } from '../lib/i18n';
import { Skeleton } from './skeleton';

export const messages = i18n('components/page-skeleton', { loading: 'Loading…' });

/** Shown while a page's code or data arrives: the page's rough shape instead of blank space. */
export function PageSkeleton() {
  const t = useStore(messages);
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <span className="sr-only">{t.loading}</span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-3/4" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
