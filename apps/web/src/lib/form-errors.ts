import { fieldText, isFixedErrorCode, type FieldTextKey } from '@clinic/contracts';
import { fieldMessages, serverMessage } from './server-message';

/** The shape of a failed contract-schema parse that forms read: one message per field. */
interface ParseIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * A schema's message in the reader's language: the schemas give the key of each of their texts
 * (packages/contracts/src/errors.ts, fieldText); a message of zod's own stays as it is.
 */
function fieldMessage(message: string): string {
  const translated = fieldMessages.get();
  if (Object.hasOwn(translated, message)) return translated[message as FieldTextKey];
  const code = isFixedErrorCode(message) ? message : undefined;
  return serverMessage({ message: fieldText(message), code });
}

/** The first message for each top-level field of a failed `safeParse`, in the reader's language. */
export function fieldErrors(error: ParseIssues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= fieldMessage(issue.message);
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
