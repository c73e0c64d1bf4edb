import { TEXTS } from '@clinic/contracts';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useToken } from '../../lib/session';
import { AuthForm, type AuthMode } from './components/auth-form';
import { SITE } from '../../lib/site';

export default function LoginPage() {
  const token = useToken();
  const [mode, setMode] = useState<AuthMode>('signup');

  // Signed in (just now, or already): the login page has nothing more to offer.
  if (token) return <Navigate to="/" replace />;

  return (
    <div className="flex justify-center py-10 sm:py-16">
      <title>{`${mode === 'signup' ? TEXTS.createAccount : 'Login'} | ${SITE.name}`}</title>
      <AuthForm key={mode} mode={mode} onModeChange={setMode} />
    </div>
  );
}
