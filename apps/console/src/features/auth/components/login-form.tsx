import { adminLoginRequest, type AdminLoginResponse } from '@clinic/contracts';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/button';
import { TextField } from '../../../components/fields';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { fieldErrors } from '../../../lib/field-errors';
import { useLogin } from '../api/login';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  initialEmail: string;
  onChallenge: (email: string, challenge: AdminLoginResponse) => void;
}

/** The first step: e-mail and password. */
export function LoginForm({ initialEmail, onChallenge }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const loginMutation = useLogin();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminLoginRequest.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data, {
      onSuccess: (challenge) => onChallenge(parsed.data.email, challenge),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <PasswordField
        kind="current"
        label="Password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <FormError error={loginMutation.error} />
      <SubmitButton className="w-full" busy={loginMutation.isPending} busyText="Logging in…">
        Log in
      </SubmitButton>
    </form>
  );
}
