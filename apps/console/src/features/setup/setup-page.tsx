import { PASSWORD_MIN, TEXTS, setupRequest } from '@clinic/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/button';
import { TextField } from '../../components/fields';
import { PublicCard } from '../../components/public-card';
import { fieldErrors } from '../../lib/field-errors';
import { loginWithNotice } from '../../lib/login-notice';
import { useSetUpClinic } from './api/set-up-clinic';

const FIELDS = ['setupCode', 'name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A new installation's first owner. The set-up code is on the server only (the API writes it to
 * its data folder), so only whoever runs the server can claim the clinic.
 */
export function SetupPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    setupCode: '',
    name: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const setupMutation = useSetUpClinic();

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = setupRequest.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues, FIELDS);
    if (!found.password && [...values.password].length < PASSWORD_MIN)
      found.password = TEXTS.passwordTooShort;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setupMutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        const { to, state } = loginWithNotice(answer.message);
        navigate(to, { state });
      },
    });
  }

  return (
    <PublicCard title="Set up the clinic">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Set-up code"
          autoComplete="off"
          hint="In the file setup-code in the server's data folder."
          required
          {...field('setupCode')}
        />
        <TextField label="Your name" autoComplete="name" required {...field('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...field('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters; a common password is refused.`}
          required
          {...field('password')}
        />
        {setupMutation.error && (
          <p role="alert" className="text-sm text-red-600">
            {setupMutation.error.message}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={setupMutation.isPending}>
          {setupMutation.isPending ? 'Setting up…' : 'Set up the clinic'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-primary hover:underline">
          Back to the login
        </Link>
      </p>
    </PublicCard>
  );
}
