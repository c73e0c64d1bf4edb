import { useState } from 'react';
import { Redirect } from 'wouter';
import { useEntryKey, useEntryState, useLocationSearch } from '../../lib/history';
import { opensLogin, returnPath } from '../../lib/login-return';
import { useToken } from '../../lib/session';
import { bookingChoiceStorage } from '../../lib/storage';
import { AuthForm, type AuthMode } from './components/auth-form';

function AuthForms({ initialMode }: { initialMode: AuthMode }) {
  const [mode, setMode] = useState(initialMode);
  return <AuthForm key={mode} mode={mode} onModeChange={setMode} />;
}

export default function LoginPage() {
  const token = useToken();
  const key = useEntryKey();
  const search = useLocationSearch();
  const state = useEntryState();

  // Signed in (just now, or already): back to the page or the booking that asked for it, else home.
  if (token) return <Redirect to={returnPath(state, bookingChoiceStorage.get())} replace />;

  return (
    <div className="flex justify-center py-10 sm:py-16">
      {/* Sign-up first, unless the address asks for login (lib/login-return.ts). Each visit to the
          page starts again: the navigation's 'Log in' opens the login form from the sign-up one. */}
      <AuthForms key={key} initialMode={opensLogin(search) ? 'login' : 'signup'} />
    </div>
  );
}
