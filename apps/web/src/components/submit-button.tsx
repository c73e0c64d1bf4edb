import type { ReactNode } from 'react';

/** A form's submit button, disabled and marked busy while its request is under way. */
export function SubmitButton({
  busy,
  className,
  children,
}: {
  busy: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={className}>
      {children}
    </button>
  );
}
