import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnPath } from '../../lib/login-return';
import { useToken } from '../../lib/session';
import { AuthForm, type AuthMode } from './components/auth-form';

export default function LoginPage() {
  const token = useToken();
  const { state } = useLocation();
  // Sign-up first, unless the patient comes back to log in (from the password reset, or from a
  // page linked from their mail).
  const fromState = (state as { mode?: unknown } | null)?.mode;
  const [mode, setMode] = useState<AuthMode>(fromState === 'login' ? 'login' : 'signup');

  // Signed in (just now, or already): back to the page that asked for it, else home.
  if (token) return <Navigate to={returnPath(state)} replace />;

  return (
    <div className="flex justify-center py-10 sm:py-16">
      <AuthForm key={mode} mode={mode} onModeChange={setMode} />
    </div>
  );
}
