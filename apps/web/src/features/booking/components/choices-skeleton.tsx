import { Skeleton } from '../../../components/skeleton';

/** Where the day and time choices will be, while they or what they need arrive. */
export function ChoicesSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading free times…</span>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-10 w-2/3" />
    </div>
  );
}
