import { TEXTS } from '@clinic/contracts';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useToken } from '../../lib/session';
import { AuthForm, type AuthMode } from './components/auth-form';
import { SITE } from '../../lib/site';

export default function LoginPage() {
  const token = useToken();
  // Sign-up first, unless the patient comes back to log in (from the password reset).
  const fromState = (useLocation().state as { mode?: unknown } | null)?.mode;
  const [mode, setMode] = useState<AuthMode>(fromState === 'login' ? 'login' : 'signup');

  // Signed in (just now, or already): the login page has nothing more to offer.
  if (token) return <Navigate to="/" replace />;

  return (
    <div className="flex justify-center py-10 sm:py-16">
      <title>{`${mode === 'signup' ? TEXTS.createAccount : 'Login'} | ${SITE.name}`}</title>
      <AuthForm key={mode} mode={mode} onModeChange={setMode} />
    </div>
  );
}
