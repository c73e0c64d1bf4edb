import { setupRequest } from '@clinic/contracts';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../components/button';
import { TextField } from '../../components/fields';
import { FormError } from '../../components/form-error';
import { PasswordField, passwordLengthError } from '../../components/password-field';
import { PublicCard, PublicCardLink } from '../../components/public-card';
import { fieldErrors } from '../../lib/field-errors';
import { useLoginWithNotice } from '../../lib/login-notice';
import { useFormFields } from '../../lib/use-form-fields';
import { useSetUpClinic } from './api/set-up-clinic';

const FIELDS = ['setupCode', 'name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A new installation's first owner. The set-up code is on the server only (the API writes it to
 * its data folder), so only whoever runs the server can claim the clinic.
 */
export function SetupPage() {
  const loginWithNotice = useLoginWithNotice();
  const { values, setErrors, field } = useFormFields<Field>({
    setupCode: '',
    name: '',
    email: '',
    password: '',
  });
  const setupMutation = useSetUpClinic();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = setupRequest.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues, FIELDS);
    found.password ??= passwordLengthError(values.password);
    setErrors(found);
    if (!parsed.success || found.password) return;
    setupMutation.mutate(parsed.data, { onSuccess: (answer) => loginWithNotice(answer.message) });
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
        <PasswordField kind="new" label="Password" {...field('password')} />
        <FormError error={setupMutation.error} />
        <SubmitButton className="w-full" busy={setupMutation.isPending} busyText="Setting up…">
          Set up the clinic
        </SubmitButton>
      </form>
      <PublicCardLink to="/login">Back to the login</PublicCardLink>
    </PublicCard>
  );
}
