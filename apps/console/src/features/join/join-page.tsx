import {
  PASSWORD_MIN,
  STAFF_TEXTS,
  TEXTS,
  acceptInvitationRequest,
  invitationCodeSchema,
} from '@clinic/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/button';
import { TextField } from '../../components/fields';
import { PublicCard } from '../../components/public-card';
import { fieldErrors } from '../../lib/field-errors';
import { loginWithNotice } from '../../lib/login-notice';
import { useAcceptInvitation } from './api/accept-invitation';

const MISMATCH = 'The two passwords are not the same';

type Field = 'password' | 'repeat';

/**
 * Joining from the invitation mail. Its link carries the code after `#`, which the browser never
 * sends to a server, so it stays out of every log.
 */
export function JoinPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const code = invitationCodeSchema.safeParse(hash.slice(1));
  const [values, setValues] = useState<Record<Field, string>>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const joinMutation = useAcceptInvitation();

  if (!code.success)
    return (
      <PublicCard title="Choose your password">
        <p role="alert" className="text-sm text-red-600">
          {STAFF_TEXTS.invitationInvalid}
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="font-medium text-primary hover:underline">
            Go to the login
          </Link>
        </p>
      </PublicCard>
    );

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = acceptInvitationRequest.safeParse({
      code: code.data,
      password: values.password,
    });
    const found: Partial<Record<Field, string>> = parsed.success
      ? {}
      : fieldErrors(parsed.error.issues, ['password']);
    if (!found.password && [...values.password].length < PASSWORD_MIN)
      found.password = TEXTS.passwordTooShort;
    if (values.repeat !== values.password) found.repeat = MISMATCH;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    joinMutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        const { to, state } = loginWithNotice(answer.message);
        navigate(to, { state });
      },
    });
  }

  return (
    <PublicCard title="Choose your password">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters; a common password is refused.`}
          required
          {...field('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          {...field('repeat')}
        />
        {joinMutation.error && (
          <p role="alert" className="text-sm text-red-600">
            {joinMutation.error.message}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={joinMutation.isPending}>
          {joinMutation.isPending ? 'Creating your account…' : 'Create my account'}
        </Button>
      </form>
    </PublicCard>
  );
}
