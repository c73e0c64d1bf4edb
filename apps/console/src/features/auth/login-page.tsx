import type { AdminLoginResponse, SecondFactorResponse } from '@clinic/contracts';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PublicCard, PublicCardLink } from '../../components/public-card';
import { readLoginNotice } from '../../lib/login-notice';
import { useToken } from '../../lib/session';
import { useSetupStatus } from './api/get-setup-status';
import { useStartSession } from './api/start-session';
import { LoginForm } from './components/login-form';
import { RecoveryCodes } from './components/recovery-codes';
import { SecondFactorForm } from './components/second-factor-form';

type Step =
  | { name: 'password'; notice: string | undefined }
  | { name: 'second-factor'; challenge: AdminLoginResponse }
  | { name: 'recovery-codes'; answer: SecondFactorResponse; codes: string[] };

/** Shown only while the installation has no owner yet. */
function SetupLink() {
  const setup = useSetupStatus();
  if (!setup.data) return null;
  return <PublicCardLink to="/setup">Setting up a new clinic?</PublicCardLink>;
}

/**
 * The login in two steps: e-mail and password, then the authenticator app's code (set up on the
 * first login, when the recovery codes are shown once before the console opens).
 */
export function LoginPage() {
  const token = useToken();
  const location = useLocation();
  const [step, setStep] = useState<Step>(() => ({
    name: 'password',
    notice: readLoginNotice(location.state),
  }));
  const [email, setEmail] = useState('');
  const startSession = useStartSession();
  if (token) return <Navigate to="/" replace />;

  if (step.name === 'recovery-codes')
    return (
      <PublicCard title="Your recovery codes">
        <RecoveryCodes codes={step.codes} onSaved={() => startSession(step.answer)} />
      </PublicCard>
    );

  if (step.name === 'second-factor')
    return (
      <PublicCard title="Staff login">
        <SecondFactorForm
          challenge={step.challenge}
          onVerified={(answer) =>
            answer.recoveryCodes?.length
              ? setStep({ name: 'recovery-codes', answer, codes: answer.recoveryCodes })
              : startSession(answer)
          }
          onTimedOut={(message) => setStep({ name: 'password', notice: message })}
          onBack={() => setStep({ name: 'password', notice: undefined })}
        />
      </PublicCard>
    );

  return (
    <PublicCard title="Staff login">
      {step.notice && (
        <p role="status" className="mb-4 rounded-lg bg-primary-soft p-3 text-sm text-gray-900">
          {step.notice}
        </p>
      )}
      <LoginForm
        initialEmail={email}
        onChallenge={(typed, challenge) => {
          setEmail(typed);
          setStep({ name: 'second-factor', challenge });
        }}
      />
      <SetupLink />
    </PublicCard>
  );
}
