import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { i18n } from '../../lib/i18n';

export const messages = i18n('layout/not-found', {
  heading: 'Page not found',
  body: 'The page you were looking for does not exist or has moved.',
  home: 'Go to the home page',
  findDoctor: 'Find a doctor',
});

export default function NotFoundPage() {
  const t = useStore(messages);
  return (
    <section className="mx-auto max-w-lg py-20 text-center">
      <h1 className="text-2xl font-semibold text-gray-900">{t.heading}</h1>
      <p className="mt-3 text-gray-600">{t.body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          {t.home}
        </Link>
        <Link to="/doctors" className="btn-outline">
          {t.findDoctor}
        </Link>
      </div>
    </section>
  );
}
