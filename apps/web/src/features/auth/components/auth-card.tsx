import type { FormEvent, ReactNode } from 'react';

/** The card the sign-up, login and password-reset forms share: a titled form with a line under the title. */
export function AuthCard({
  title,
  intro,
  onSubmit,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="w-full max-w-md space-y-4 rounded-xl border border-gray-200 p-6 shadow-sm sm:p-8"
    >
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        <p className="mt-1 text-sm text-gray-600">{intro}</p>
      </div>
      {children}
    </form>
  );
}
