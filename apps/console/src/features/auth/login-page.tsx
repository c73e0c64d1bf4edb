import { Navigate } from 'react-router-dom';
import { useToken } from '../../lib/session';
import { LoginForm } from './components/login-form';

export function LoginPage() {
  const token = useToken();
  if (token) return <Navigate to="/" replace />;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-2xl border border-gray-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Clinic console</p>
        <h1 className="mb-6 mt-1 text-2xl font-semibold text-gray-900">Staff login</h1>
        <LoginForm />
      </div>
    </main>
  );
}
