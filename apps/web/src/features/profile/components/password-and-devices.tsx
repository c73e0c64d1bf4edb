import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { changePasswordRequest, PASSWORD_MIN } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { PasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { texts } from '../../../lib/texts';
import { useChangePassword } from '../api/change-password';
import { useLogoutAll } from '../api/logout-all';
import { ProfileSection } from './profile-section';

export const messages = i18n('profile/password-and-devices', {
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newHint: params('At least {min} characters. Your other devices are logged out.'),
  title: 'Password and devices',
  devices: 'Devices',
  devicesIntro:
    'Signed in on a phone or computer you no longer use, or one that is shared? Log out everywhere, this device included.',
  logoutAll: 'Log out of all devices',
});

const EMPTY = { currentPassword: '', newPassword: '' };

function ChangePassword() {
  const t = useStore(messages);
  const fixed = useStore(texts);
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
    if (values.currentPassword === '') found.currentPassword = fixed.passwordRequired;
    if (values.newPassword.length < PASSWORD_MIN) found.newPassword = fixed.passwordTooShort;
    if (Object.keys(found).length > 0 || !parsed.success) return setErrors(found);
    try {
      await change.mutateAsync(parsed.data);
      setValues(EMPTY);
      toast.success(fixed.passwordChanged);
    } catch (error) {
      const message = error instanceof Error ? serverMessage(error) : fixed.internalError;
      // The wrong current password and the policy's 400s belong to their fields.
      if (error instanceof ApiError && error.status === 400)
        setErrors(
          error.code === 'currentPasswordWrong'
            ? { currentPassword: message }
            : { newPassword: message },
        );
      else setErrors({ form: message });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.changePassword} className="space-y-3">
      <h3 className="font-medium text-gray-900">{t.changePassword}</h3>
      <PasswordField
        kind="current"
        label={t.currentPassword}
        name="currentPassword"
        value={values.currentPassword}
        onChange={update('currentPassword')}
        error={errors.currentPassword}
      />
      <PasswordField
        kind="new"
        label={t.newPassword}
        name="newPassword"
        value={values.newPassword}
        onChange={update('newPassword')}
        error={errors.newPassword}
        hint={t.newHint({ min: PASSWORD_MIN })}
      />
      {errors.form && (
        <p role="alert" className="text-red-700">
          {errors.form}
        </p>
      )}
      <SubmitButton busy={change.isPending} className="btn-outline">
        {t.changePassword}
      </SubmitButton>
    </form>
  );
}

/** My Profile's password and sessions (docs/product.md, The profile). */
export function PasswordAndDevices() {
  const t = useStore(messages);
  const logoutAll = useLogoutAll();

  return (
    <ProfileSection title={t.title}>
      <ChangePassword />
      <div className="space-y-3">
        <h3 className="font-medium text-gray-900">{t.devices}</h3>
        <p className="text-gray-700">{t.devicesIntro}</p>
        <button
          type="button"
          onClick={() => logoutAll.mutate()}
          disabled={logoutAll.isPending}
          aria-busy={logoutAll.isPending}
          className="btn-outline"
        >
          {t.logoutAll}
        </button>
      </div>
    </ProfileSection>
  );
}
