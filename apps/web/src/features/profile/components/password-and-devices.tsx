import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { changePasswordRequest, PASSWORD_MIN, TEXTS } from '@clinic/contracts';
import { PasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useLogoutAll } from '../api/logout-all';
import { ProfileSection } from './profile-section';

const EMPTY = { currentPassword: '', newPassword: '' };

function ChangePassword() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangePassword();

  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordRequest.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (values.currentPassword === '') found.currentPassword = TEXTS.passwordRequired;
    if (values.newPassword.length < PASSWORD_MIN) found.newPassword = TEXTS.passwordTooShort;
    if (Object.keys(found).length > 0 || !parsed.success) return setErrors(found);
    try {
      const answer = await change.mutateAsync(parsed.data);
      setValues(EMPTY);
      toast.success(answer.message);
    } catch (error) {
      const message = error instanceof Error ? error.message : TEXTS.internalError;
      // The wrong current password and the policy's 400s belong to their fields.
      if (error instanceof ApiError && error.status === 400)
        setErrors(
          message === TEXTS.currentPasswordWrong
            ? { currentPassword: message }
            : { newPassword: message },
        );
      else setErrors({ form: message });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password" className="space-y-3">
      <h3 className="font-medium text-gray-900">Change password</h3>
      <PasswordField
        kind="current"
        label="Current password"
        name="currentPassword"
        value={values.currentPassword}
        onChange={update('currentPassword')}
        error={errors.currentPassword}
      />
      <PasswordField
        kind="new"
        label="New password"
        name="newPassword"
        value={values.newPassword}
        onChange={update('newPassword')}
        error={errors.newPassword}
        hint={`At least ${PASSWORD_MIN} characters. Your other devices are logged out.`}
      />
      {errors.form && (
        <p role="alert" className="text-red-700">
          {errors.form}
        </p>
      )}
      <SubmitButton busy={change.isPending} className="btn-outline">
        Change password
      </SubmitButton>
    </form>
  );
}

/** My Profile's password and sessions (docs/product.md, The profile). */
export function PasswordAndDevices() {
  const logoutAll = useLogoutAll();

  return (
    <ProfileSection title="Password and devices">
      <ChangePassword />
      <div className="space-y-3">
        <h3 className="font-medium text-gray-900">Devices</h3>
        <p className="text-gray-700">
          Signed in on a phone or computer you no longer use, or one that is shared? Log out
          everywhere, this device included.
        </p>
        <button
          type="button"
          onClick={() => logoutAll.mutate()}
          disabled={logoutAll.isPending}
          aria-busy={logoutAll.isPending}
          className="btn-outline"
        >
          Log out of all devices
        </button>
      </div>
    </ProfileSection>
  );
}
