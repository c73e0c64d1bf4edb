import { useState, type FormEvent } from 'react';
import { forgotPasswordRequest, PASSWORD_MIN, resetPasswordRequest } from '@clinic/contracts';
import { Link, Redirect } from 'wouter';
import { useNavigate } from '../../lib/history';
import { toast } from 'react-toastify/unstyled';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { Field } from '../../components/field';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { blankErrors, fieldErrors, type FieldErrors } from '../../lib/form-errors';
import { i18n } from '../../lib/i18n';
import { LOGIN_FIRST } from '../../lib/login-return';
import { useToken } from '../../lib/session';
import { texts } from '../../lib/texts';
import { useForgotPassword } from './api/forgot-password';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';

export const messages = i18n('auth/reset-password', {
  heading: 'Reset your password',
  introEmail: 'Enter the e-mail address of your account. We will e-mail you a code.',
  introCode: params(
    'If {email} has an account, we have e-mailed it a 6-digit code, valid for 10 minutes.',
  ),
  requiredEmail: 'Please enter your e-mail address',
  requiredOtp: 'Please enter the code we e-mailed you',
  email: 'Email',
  code: 'Reset code',
  newPassword: 'New password',
  sendCode: 'Send reset code',
  setPassword: 'Set new password',
  newCode: 'Send a new code',
  backToLogin: 'Back to login',
});

/**
 * Forgot password (docs/product.md, Signing up and logging in): the e-mail first, which gets a
 * code if it has an account (the answer never says), then the code and a new password. The new
 * password ends every session, so the patient logs in again.
 */
export default function ResetPasswordPage() {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const token = useToken();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', otp: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // The e-mail the code was asked for, as the contract normalises it.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const busy = forgot.isPending || reset.isPending;

  // Signed in: the password is changed from My Profile, with the current one.
  if (token) return <Redirect to="/my-profile" replace />;

  const update = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const requestCode = async (email: string) => {
    const answer = await forgot.mutateAsync({ email }).catch(() => null);
    if (!answer) return;
    setCodeSentTo(email);
    toast.success(fixed.resetCodeSent);
  };

  const onAskCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const blank = blankErrors(values, { email: t.requiredEmail });
    if (Object.keys(blank).length > 0) return setErrors(blank);
    const parsed = forgotPasswordRequest.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    await requestCode(parsed.data.email);
  };

  const onReset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordRequest.safeParse({ ...values, email: codeSentTo });
    const found: FieldErrors = {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      ...blankErrors(values, { otp: t.requiredOtp }),
    };
    if (values.password.length < PASSWORD_MIN) found.password = fixed.passwordTooShort;
    if (Object.keys(found).length > 0 || !parsed.success) return setErrors(found);
    const answer = await reset.mutateAsync(parsed.data).catch(() => null);
    if (!answer) return;
    toast.success(fixed.passwordReset);
    navigate(LOGIN_FIRST);
  };

  return (
    <div className="flex justify-center py-10 sm:py-16">
      <AuthCard
        title={t.heading}
        intro={codeSentTo === null ? t.introEmail : t.introCode({ email: codeSentTo })}
        onSubmit={codeSentTo === null ? onAskCode : onReset}
      >
        {codeSentTo === null ? (
          <Field
            label={t.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update('email')}
            error={errors.email}
          />
        ) : (
          <>
            <Field
              label={t.code}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={values.otp}
              onChange={update('otp')}
              error={errors.otp}
            />
            <PasswordField
              kind="new"
              label={t.newPassword}
              name="password"
              required
              value={values.password}
              onChange={update('password')}
              error={errors.password}
            />
          </>
        )}

        <SubmitButton busy={busy} className="btn-primary w-full">
          {codeSentTo === null ? t.sendCode : t.setPassword}
        </SubmitButton>

        <p className="flex justify-between gap-4 text-sm text-gray-700">
          {codeSentTo !== null && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void requestCode(codeSentTo)}
              className="rounded text-primary underline disabled:opacity-60"
            >
              {t.newCode}
            </button>
          )}
          <Link to={LOGIN_FIRST} className="rounded text-primary underline">
            {t.backToLogin}
          </Link>
        </p>
      </AuthCard>
    </div>
  );
}
