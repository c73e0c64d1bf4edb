import { useStore } from '@nanostores/react';
import { i18n } from '../lib/i18n';
import { serverMessage } from '../lib/server-message';

export const messages = i18n('components/error-state', {
  title: 'We could not load this.',
  tryAgain: 'Try again',
});

interface ErrorStateProps {
  title?: string;
  error: unknown;
  onRetry?: () => void;
}

/** A failed load: what went wrong, in the server's words, and a way to try again. */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  const t = useStore(messages);
  const message = error instanceof Error ? serverMessage(error) : undefined;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-5 text-sm text-red-800"
    >
      <p className="font-medium">{title ?? t.title}</p>
      {message && <p className="mt-1">{message}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry} className="btn-outline mt-3 bg-white">
          {t.tryAgain}
        </button>
      )}
    </div>
  );
}
