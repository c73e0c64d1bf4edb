import { useState, type FormEvent } from 'react';
import {
  loginRequest,
  PASSWORD_MIN,
  PRIVACY_NOTICE_VERSION,
  registerRequest,
} from '@clinic/contracts';
import { Link } from 'wouter';
import { toast } from 'react-toastify/unstyled';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { Field } from '../../../components/field';
import { PasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { blankErrors, fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';
import { texts } from '../../../lib/texts';
import { pageTexts } from '../../../lib/page-texts';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { useSendOtp } from '../api/send-otp';
import { AuthCard } from './auth-card';

export type AuthMode = 'signup' | 'login';

const EMPTY = { name: '', email: '', password: '', phone: '', otp: '' };
type Values = typeof EMPTY;

export const messages = i18n('auth/form', {
  requiredName: 'Please enter your full name',
  requiredEmail: 'Please enter your e-mail address',
  requiredPassword: 'Please enter a password',
  requiredPhone: 'Please enter your phone number',
  requiredOtp: 'Please enter the code we e-mailed you',
  login: 'Login',
  introSignup: 'Please sign up to book an appointment.',
  introLogin: 'Please log in to book an appointment.',
  fullName: 'Full Name',
  email: 'Email',
  password: 'Password',
  phone: 'Phone',
  phoneHint: '10-digit mobile number',
  otp: 'Verification code',
  otpHint: params('We sent a 6-digit code to {email}. It is valid for 10 minutes.'),
  newCode: 'Send a new code',
  yourPrivacy: 'Your privacy',
  privacySummary:
    'We keep your account details, the health details you choose to add and your appointments, to book and run your visits. Only clinic staff who care for you see them, and we never sell or share them for advertising. You can download or delete your data at any time from My Profile.',
  readNotice: 'Read the privacy notice',
  noticeVersion: params('(version {version}).'),
  consent: 'I agree to the privacy notice and to the clinic using my details to care for me.',
  newsletter: 'Also send me occasional clinic news by e-mail (optional).',
  forgot: 'Forgot password?',
  haveAccount: 'Already have an account?',
  newAccount: 'Create a new account?',
  loginHere: 'Login here',
});

const REQUIRED_KEYS = {
  name: 'requiredName',
  email: 'requiredEmail',
  password: 'requiredPassword',
  phone: 'requiredPhone',
  otp: 'requiredOtp',
} as const;

/**
 * Sign-up and login in one form (docs/product.md, Signing up and logging in). Sign-up has two
 * steps: the first submit e-mails a code and reveals its field, the second creates the account.
 */
export function AuthForm({
  mode,
  onModeChange,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
}) {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const page = useStore(pageTexts);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The e-mail the code was sent to, as the contract normalises it; changing it asks for a new code.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  // Both unticked at first: consent is a clear act of the patient, never a default.
  const [consent, setConsent] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const sendOtp = useSendOtp();
  const register = useRegister();
  const login = useLogin();

  const codeShown =
    mode === 'signup' && codeSentTo !== null && codeSentTo === values.email.trim().toLowerCase();
  const busy = sendOtp.isPending || register.isPending || login.isPending;

  /** The messages for the fields a step requires. */
  const required = (fields: (keyof Values)[]): Partial<Record<keyof Values, string>> =>
    Object.fromEntries(fields.map((field) => [field, t[REQUIRED_KEYS[field]]]));

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const switchMode = (next: AuthMode) => {
    setErrors({});
    onModeChange(next);
  };

  const requestCode = async (details: { email: string }) => {
    await sendOtp.mutateAsync(details);
    setCodeSentTo(details.email);
    toast.success(fixed.otpSent);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();

    if (mode === 'login') {
      const blank = blankErrors(values, required(['email', 'password']));
      if (Object.keys(blank).length > 0) return setErrors(blank);
      const parsed = loginRequest.safeParse(values);
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      const answer = await login.mutateAsync(parsed.data).catch(() => null);
      if (answer) toast.success(fixed.loggedIn);
      return;
    }

    const blank = blankErrors(
      values,
      required(
        codeShown
          ? ['name', 'email', 'password', 'phone', 'otp']
          : ['name', 'email', 'password', 'phone'],
      ),
    );
    if (Object.keys(blank).length > 0) return setErrors(blank);
    const schema = codeShown ? registerRequest : registerRequest.omit({ otp: true });
    const parsed = schema.safeParse({
      ...values,
      consent: consent || undefined,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      newsletter,
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (values.password.length < PASSWORD_MIN) found.password = fixed.passwordTooShort;
    if (Object.keys(found).length > 0 || !parsed.success) return setErrors(found);

    if (!codeShown) {
      await requestCode({ email: parsed.data.email }).catch(() => undefined);
      return;
    }
    const answer = await register.mutateAsync(registerRequest.parse(parsed.data)).catch(() => null);
    if (answer) toast.success(fixed.registered);
  };

  const isSignup = mode === 'signup';
  const submitText = isSignup ? (codeShown ? page.createAccount : page.sendOtp) : t.login;

  return (
    <AuthCard
      title={isSignup ? page.createAccount : t.login}
      intro={isSignup ? t.introSignup : t.introLogin}
      onSubmit={onSubmit}
    >
      {isSignup && (
        <Field
          label={t.fullName}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
      )}
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
      <PasswordField
        kind={isSignup ? 'new' : 'current'}
        label={t.password}
        name="password"
        required
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      {isSignup && (
        <Field
          label={t.phone}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          value={values.phone}
          onChange={(event) =>
            update('phone')({ target: { value: event.target.value.replace(/\D/g, '') } })
          }
          error={errors.phone}
          hint={t.phoneHint}
        />
      )}
      {codeShown && (
        <div className="space-y-2">
          <Field
            label={t.otp}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={values.otp}
            onChange={update('otp')}
            error={errors.otp}
            hint={t.otpHint({ email: codeSentTo ?? '' })}
          />
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              if (codeSentTo) requestCode({ email: codeSentTo }).catch(() => undefined);
            }}
            className="rounded text-sm text-primary underline disabled:opacity-60"
          >
            {t.newCode}
          </button>
        </div>
      )}

      {isSignup && (
        <fieldset className="space-y-3 rounded-lg bg-gray-50 p-4 text-sm text-gray-700">
          <legend className="sr-only">{t.yourPrivacy}</legend>
          <p>
            {t.privacySummary}{' '}
            <Link to="/privacy" className="rounded text-primary underline">
              {t.readNotice}
            </Link>{' '}
            {t.noticeVersion({ version: PRIVACY_NOTICE_VERSION })}
          </p>
          <div>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="consent"
                checked={consent}
                onChange={(event) => {
                  setConsent(event.target.checked);
                  setErrors((current) => ({ ...current, consent: undefined }));
                }}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? 'consent-error' : undefined}
                className="size-6 shrink-0 accent-primary"
              />
              <span>{t.consent}</span>
            </label>
            {errors.consent && (
              <p id="consent-error" role="alert" className="mt-1 text-red-600">
                {errors.consent}
              </p>
            )}
          </div>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="newsletter"
              checked={newsletter}
              onChange={(event) => setNewsletter(event.target.checked)}
              className="size-6 shrink-0 accent-primary"
            />
            <span>{t.newsletter}</span>
          </label>
        </fieldset>
      )}

      {!isSignup && (
        <p className="text-sm">
          <Link to="/reset-password" className="rounded text-primary underline">
            {t.forgot}
          </Link>
        </p>
      )}

      <SubmitButton busy={busy} className="btn-primary w-full">
        {submitText}
      </SubmitButton>

      <p className="text-sm text-gray-700">
        {isSignup ? t.haveAccount : t.newAccount}{' '}
        <button
          type="button"
          onClick={() => switchMode(isSignup ? 'login' : 'signup')}
          className="rounded text-primary underline"
        >
          {isSignup ? t.loginHere : page.clickHere}
        </button>
      </p>
    </AuthCard>
  );
}
