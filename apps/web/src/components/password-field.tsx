import { PASSWORD_MIN } from '@clinic/contracts';
import { Field, type FieldProps } from './field';

interface PasswordFieldProps extends Omit<FieldProps, 'type' | 'autoComplete'> {
  /** 'new' asks the browser to suggest a password and, unless told otherwise, gives the length hint. */
  kind: 'new' | 'current';
}

/** A password input: its autocomplete follows its kind, and a new one says how long it must be. */
export function PasswordField({ kind, hint, ...field }: PasswordFieldProps) {
  return (
    <Field
      type="password"
      autoComplete={kind === 'new' ? 'new-password' : 'current-password'}
      hint={
        hint ??
        (kind === 'new'
          ? `At least ${PASSWORD_MIN} characters. A long phrase is easy to remember.`
          : undefined)
      }
      {...field}
    />
  );
}
