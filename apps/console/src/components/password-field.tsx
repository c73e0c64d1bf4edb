import { PASSWORD_MIN, TEXTS } from '@clinic/contracts';
import type { ComponentProps } from 'react';
import { TextField } from './fields';

type PasswordFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'autoComplete' | 'hint' | 'required'
> & {
  /** 'new' lets the browser suggest one and says the rules; 'repeat' is the new one typed again. */
  kind: 'current' | 'new' | 'repeat';
};

export function PasswordField({ kind, ...field }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
      hint={
        kind === 'new'
          ? `At least ${PASSWORD_MIN} characters; a common password is refused.`
          : undefined
      }
      required
      {...field}
    />
  );
}

/**
 * The API's length rule for a new password, so that the field says it before anything is sent.
 * Counted in characters, as apps/api/src/libraries/passwords.ts counts; only the API knows the
 * common passwords.
 */
export function passwordLengthError(password: string): string | undefined {
  return [...password].length < PASSWORD_MIN ? TEXTS.passwordTooShort : undefined;
}
