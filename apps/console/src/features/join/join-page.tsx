import { STAFF_TEXTS, acceptInvitationRequest, invitationCodeSchema } from '@clinic/contracts';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SubmitButton } from '../../components/button';
import { FormError } from '../../components/form-error';
import { PasswordField, passwordLengthError } from '../../components/password-field';
import { PublicCard, PublicCardLink } from '../../components/public-card';
import { fieldErrors } from '../../lib/field-errors';
import { useLoginWithNotice } from '../../lib/login-notice';
import { useFormFields } from '../../lib/use-form-fields';
import { useAcceptInvitation } from './api/accept-invitation';

const MISMATCH = 'The two passwords are not the same';

type Field = 'password' | 'repeat';

/**
 * Joining from the invitation mail. Its link carries the code after `#`, which the browser never
 * sends to a server, so it stays out of every log.
 */
export function JoinPage() {
  const { hash } = useLocation();
  const loginWithNotice = useLoginWithNotice();
  const code = invitationCodeSchema.safeParse(hash.slice(1));
  const { values, setErrors, field } = useFormFields<Field>({ password: '', repeat: '' });
  const joinMutation = useAcceptInvitation();

  if (!code.success)
    return (
      <PublicCard title="Choose your password">
        <p role="alert" className="text-sm text-red-600">
          {STAFF_TEXTS.invitationInvalid}
        </p>
        <PublicCardLink to="/login">Go to the login</PublicCardLink>
      </PublicCard>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = acceptInvitationRequest.safeParse({
      code: code.data,
      password: values.password,
    });
    const found: Partial<Record<Field, string>> = parsed.success
      ? {}
      : fieldErrors(parsed.error.issues, ['password']);
    found.password ??= passwordLengthError(values.password);
    if (values.repeat !== values.password) found.repeat = MISMATCH;
    setErrors(found);
    if (!parsed.success || found.password || found.repeat) return;
    joinMutation.mutate(parsed.data, { onSuccess: (answer) => loginWithNotice(answer.message) });
  }

  return (
    <PublicCard title="Choose your password">
      <form onSubmit={submit} noValidate className="space-y-4">
        <PasswordField kind="new" label="New password" {...field('password')} />
        <PasswordField kind="repeat" label="Confirm password" {...field('repeat')} />
        <FormError error={joinMutation.error} />
        <SubmitButton
          className="w-full"
          busy={joinMutation.isPending}
          busyText="Creating your account…"
        >
          Create my account
        </SubmitButton>
      </form>
    </PublicCard>
  );
}
