import { useStore } from '@nanostores/react';
import { Skeleton } from '../../../components/skeleton';
import { i18n } from '../../../lib/i18n';

export const messages = i18n('booking/choices-skeleton', { loading: 'Loading free times…' });

/** Where the day and time choices will be, while they or what they need arrive. */
export function ChoicesSkeleton() {
  const t = useStore(messages);
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t.loading}</span>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-10 w-2/3" />
    </div>
  );
}
