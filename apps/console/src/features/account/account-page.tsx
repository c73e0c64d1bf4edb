import { STAFF_TEXTS, operatorPasswordRequest } from '@clinic/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { SubmitButton } from '../../components/button';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { PasswordField } from '../../components/password-field';
import { fieldErrors } from '../../lib/field-errors';
import { useOperator } from '../../lib/operator';
import { useFormFields } from '../../lib/use-form-fields';
import { useChangePassword } from './api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'repeatPassword';

const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', repeatPassword: '' };

const MISMATCH = 'The two new passwords are not the same';

/**
 * The operator's own password. The API checks the current one and the rules (the patients'
 * rules) and logs the operator out everywhere else; this session stays. When the owner asked for
 * a new password, this is the only screen until it is chosen; then the console opens.
 */
export function AccountPage() {
  const { mustChangePassword } = useOperator();
  const navigate = useNavigate();
  const { values, setValues, setErrors, field } = useFormFields(EMPTY);
  const [done, setDone] = useState('');
  const changeMutation = useChangePassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone('');
    const parsed = operatorPasswordRequest.safeParse(values);
    const found: Partial<Record<Field, string>> = parsed.success
      ? {}
      : fieldErrors(parsed.error.issues, ['currentPassword', 'newPassword']);
    if (values.repeatPassword !== values.newPassword) found.repeatPassword = MISMATCH;
    setErrors(found);
    if (!parsed.success || found.repeatPassword) return;
    changeMutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        if (mustChangePassword) {
          toast.success(answer.message);
          navigate('/', { replace: true });
          return;
        }
        setValues(EMPTY);
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
          <PasswordField kind="current" label="Current password" {...field('currentPassword')} />
          <PasswordField kind="new" label="New password" {...field('newPassword')} />
          <PasswordField kind="repeat" label="New password again" {...field('repeatPassword')} />
          <FormError error={changeMutation.error} />
          {done && (
            <p role="status" className="text-sm text-green-700">
              {done}
            </p>
          )}
          <SubmitButton busy={changeMutation.isPending} busyText="Changing…">
            Change password
          </SubmitButton>
        </form>
      </section>
    </>
  );
}
