import { Button } from './button';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-gray-500">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-primary border-t-transparent"
      />
      {label}
    </p>
  );
}

export function ErrorState({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{error.message}</p>
      {onRetry && (
        <Button variant="secondary" small className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: string }) {
  return (
    <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-gray-500">
      {children}
    </p>
  );
}
