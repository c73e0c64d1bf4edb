import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/fields';
import { useLogin } from '../api/login';

const SCHEMAS_NOT_LOADED =
  'Part of the console could not be loaded. Check the connection and try again.';

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const loginMutation = useLogin();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The rules come with the contract schemas, which the first load leaves out (see get-me).
    let schema;
    try {
      const { adminLoginRequest } = await import('@clinic/contracts');
      schema = adminLoginRequest;
    } catch {
      setErrors({ form: SCHEMAS_NOT_LOADED });
      return;
    }
    const parsed = schema.safeParse({ email, password });
    if (!parsed.success) {
      const fieldErrors: { email?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email' || field === 'password') fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
      />
      {(errors.form ?? loginMutation.error) && (
        <p role="alert" className="text-sm text-red-600">
          {errors.form ?? loginMutation.error?.message}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
