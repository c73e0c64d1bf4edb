import { PASSWORD_MIN, STAFF_TEXTS, operatorPasswordRequest } from '@clinic/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button } from '../../components/button';
import { TextField } from '../../components/fields';
import { PageHeader } from '../../components/page-header';
import { useOperator } from '../../lib/operator';
import { useChangePassword } from './api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'repeatPassword';

const MISMATCH = 'The two new passwords are not the same';

/**
 * The operator's own password. The API checks the current one and the rules (the patients'
 * rules) and logs the operator out everywhere else; this session stays. When the owner asked for
 * a new password, this is the only screen until it is chosen; then the console opens.
 */
export function AccountPage() {
  const { mustChangePassword } = useOperator();
  const navigate = useNavigate();
  const [form, setForm] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState('');
  const changeMutation = useChangePassword();

  const field = (name: Field) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone('');
    const parsed = operatorPasswordRequest.safeParse(form);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const name = issue.path[0];
      if (name === 'currentPassword' || name === 'newPassword') found[name] ??= issue.message;
    }
    if (form.repeatPassword !== form.newPassword) found.repeatPassword = MISMATCH;
    setErrors(found);
    if (!parsed.success || found.repeatPassword) return;
    changeMutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        if (mustChangePassword) {
          toast.success(answer.message);
          navigate('/', { replace: true });
          return;
        }
        setForm({ currentPassword: '', newPassword: '', repeatPassword: '' });
        setDone(answer.message);
      },
    });
  }

  return (
    <>
      <PageHeader title="My account" />
      {mustChangePassword && (
        <p
          role="alert"
          className="mb-6 max-w-md rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          {STAFF_TEXTS.passwordChangeRequired}
        </p>
      )}
      <section aria-labelledby="password-heading" className="max-w-md">
        <h2 id="password-heading" className="mb-4 text-lg font-semibold text-gray-900">
          Change my password
        </h2>
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            {...field('currentPassword')}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN} characters; a common password is refused.`}
            required
            {...field('newPassword')}
          />
          <TextField
            label="New password again"
            type="password"
            autoComplete="new-password"
            required
            {...field('repeatPassword')}
          />
          {changeMutation.error && (
            <p role="alert" className="text-sm text-red-600">
              {changeMutation.error.message}
            </p>
          )}
          {done && (
            <p role="status" className="text-sm text-green-700">
              {done}
            </p>
          )}
          <Button type="submit" disabled={changeMutation.isPending}>
            {changeMutation.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </form>
      </section>
    </>
  );
}
