import { serverMessage } from './server-message';

/** The shape of a failed contract-schema parse that forms read: one message per field. */
interface ParseIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each top-level field of a failed `safeParse`, in the reader's language. */
export function fieldErrors(error: ParseIssues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= serverMessage({ message: issue.message });
  }
  return errors;
}

/** An error for each listed field that is blank (only spaces), with the message given for it. */
export function blankErrors<K extends string>(
  values: Readonly<Record<K, string>>,
  messages: Readonly<Partial<Record<K, string>>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(messages) as K[]) {
    const message = messages[field];
    if (message !== undefined && values[field].trim() === '') errors[field] = message;
  }
  return errors;
}
