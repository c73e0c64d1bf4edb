import { useState, type FormEvent } from 'react';
import {
  loginRequest,
  PASSWORD_MIN,
  PRIVACY_NOTICE_VERSION,
  registerRequest,
  TEXTS,
} from '@clinic/contracts';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Field } from '../../../components/field';
import { PasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { blankErrors, fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { useSendOtp } from '../api/send-otp';
import { AuthCard } from './auth-card';

export type AuthMode = 'signup' | 'login';

const EMPTY = { name: '', email: '', password: '', phone: '', otp: '' };
type Values = typeof EMPTY;

const REQUIRED: Record<keyof Values, string> = {
  name: 'Please enter your full name',
  email: 'Please enter your e-mail address',
  password: 'Please enter a password',
  phone: 'Please enter your phone number',
  otp: 'Please enter the code we e-mailed you',
};

/** The messages for the fields a step requires. */
function required(fields: (keyof Values)[]): Partial<Record<keyof Values, string>> {
  return Object.fromEntries(fields.map((field) => [field, REQUIRED[field]]));
}

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
    toast.success(TEXTS.otpSent);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();

    if (mode === 'login') {
      const blank = blankErrors(values, required(['email', 'password']));
      if (Object.keys(blank).length > 0) return setErrors(blank);
      const parsed = loginRequest.safeParse(values);
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      const answer = await login.mutateAsync(parsed.data).catch(() => null);
      if (answer) toast.success(answer.message);
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
    if (values.password.length < PASSWORD_MIN) found.password = TEXTS.passwordTooShort;
    if (Object.keys(found).length > 0 || !parsed.success) return setErrors(found);

    if (!codeShown) {
      await requestCode({ email: parsed.data.email }).catch(() => undefined);
      return;
    }
    const answer = await register.mutateAsync(registerRequest.parse(parsed.data)).catch(() => null);
    if (answer) toast.success(answer.message);
  };

  const isSignup = mode === 'signup';
  const submitText = isSignup ? (codeShown ? TEXTS.createAccount : TEXTS.sendOtp) : 'Login';

  return (
    <AuthCard
      title={isSignup ? TEXTS.createAccount : 'Login'}
      intro={`Please ${isSignup ? 'sign up' : 'log in'} to book an appointment.`}
      onSubmit={onSubmit}
    >
      {isSignup && (
        <Field
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
      )}
      <Field
        label="Email"
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
        label="Password"
        name="password"
        required
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      {isSignup && (
        <Field
          label="Phone"
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
          hint="10-digit mobile number"
        />
      )}
      {codeShown && (
        <div className="space-y-2">
          <Field
            label="Verification code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={values.otp}
            onChange={update('otp')}
            error={errors.otp}
            hint={`We sent a 6-digit code to ${codeSentTo}. It is valid for 10 minutes.`}
          />
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              if (codeSentTo) requestCode({ email: codeSentTo }).catch(() => undefined);
            }}
            className="rounded text-sm text-primary underline disabled:opacity-60"
          >
            Send a new code
          </button>
        </div>
      )}

      {isSignup && (
        <fieldset className="space-y-3 rounded-lg bg-gray-50 p-4 text-sm text-gray-700">
          <legend className="sr-only">Your privacy</legend>
          <p>
            We keep your account details, the health details you choose to add and your
            appointments, to book and run your visits. Only clinic staff who care for you see them,
            and we never sell or share them for advertising. You can download or delete your data at
            any time from My Profile.{' '}
            <Link to="/privacy" className="rounded text-primary underline">
              Read the privacy notice
            </Link>{' '}
            (version {PRIVACY_NOTICE_VERSION}).
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
                className="mt-1"
              />
              <span>
                I agree to the privacy notice and to the clinic using my details to care for me.
              </span>
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
              className="mt-1"
            />
            <span>Also send me occasional clinic news by e-mail (optional).</span>
          </label>
        </fieldset>
      )}

      {!isSignup && (
        <p className="text-sm">
          <Link to="/reset-password" className="rounded text-primary underline">
            Forgot password?
          </Link>
        </p>
      )}

      <SubmitButton busy={busy} className="btn-primary w-full">
        {submitText}
      </SubmitButton>

      <p className="text-sm text-gray-700">
        {isSignup ? 'Already have an account? ' : 'Create a new account? '}
        <button
          type="button"
          onClick={() => switchMode(isSignup ? 'login' : 'signup')}
          className="rounded text-primary underline"
        >
          {isSignup ? 'Login here' : 'Click here'}
        </button>
      </p>
    </AuthCard>
  );
}
