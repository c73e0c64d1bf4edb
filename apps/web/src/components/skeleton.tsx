/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-md bg-gray-200 motion-reduce:animate-none ${className}`}
    />
  );
}
