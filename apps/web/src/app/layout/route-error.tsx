import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { i18n } from '../../lib/i18n';

export const messages = i18n('layout/route-error', {
  heading: 'Something went wrong',
  notLoaded: 'This page could not be loaded. Check your connection and try again.',
  reload: 'Reload the page',
  home: 'Go to the home page',
});

/** What a page shows when it cannot render: a failed chunk download (often a new release) or a bug. */
export function RouteError() {
  const t = useStore(messages);
  return (
    <section role="alert" className="mx-auto max-w-lg py-20 text-center">
      <h1 className="text-2xl font-semibold text-gray-900">{t.heading}</h1>
      <p className="mt-3 text-gray-600">{t.notLoaded}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
        <Link to="/" className="btn-outline">
          {t.home}
        </Link>
      </div>
    </section>
  );
}
