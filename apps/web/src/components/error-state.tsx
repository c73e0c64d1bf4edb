interface ErrorStateProps {
  title?: string;
  error: unknown;
  onRetry?: () => void;
}

/** A failed load: what went wrong, in the server's words, and a way to try again. */
export function ErrorState({ title = 'We could not load this.', error, onRetry }: ErrorStateProps) {
  const message = error instanceof Error ? error.message : undefined;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-5 text-sm text-red-800"
    >
      <p className="font-medium">{title}</p>
      {message && <p className="mt-1">{message}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry} className="btn-outline mt-3 bg-white">
          Try again
        </button>
      )}
    </div>
  );
}
