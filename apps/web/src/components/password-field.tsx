import { PASSWORD_MIN } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { i18n } from '../lib/i18n';
import { Field, type FieldProps } from './field';

export const messages = i18n('components/password-field', {
  newHint: params('At least {min} characters. A long phrase is easy to remember.'),
});

interface PasswordFieldProps extends Omit<FieldProps, 'type' | 'autoComplete'> {
  /** 'new' asks the browser to suggest a password and, unless told otherwise, gives the length hint. */
  kind: 'new' | 'current';
}

/** A password input: its autocomplete follows its kind, and a new one says how long it must be. */
export function PasswordField({ kind, hint, ...field }: PasswordFieldProps) {
  const t = useStore(messages);
  return (
    <Field
      type="password"
      autoComplete={kind === 'new' ? 'new-password' : 'current-password'}
      hint={hint ?? (kind === 'new' ? t.newHint({ min: PASSWORD_MIN }) : undefined)}
      {...field}
    />
  );
}
