import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The card the screens outside the signed-in console share: the login, set-up and joining. */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-8">
      <div className="w-full max-w-sm rounded-2xl border border-gray-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Clinic console</p>
        <h1 className="mb-6 mt-1 text-2xl font-semibold text-gray-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** The way on to another public screen, under the card's content. */
export function PublicCardLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={to} className="font-medium text-primary hover:underline">
        {children}
      </Link>
    </p>
  );
}
