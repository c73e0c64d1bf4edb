import { Link } from 'react-router-dom';
import { useClinicConfig } from '../../lib/clinic-config';
import { SITE } from '../../lib/site';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/doctors', label: 'All Doctors' },
  { to: '/services/:section', label: 'Services' },
  { to: '/blog', label: 'Blogs' },
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact us' },
  { to: '/privacy', label: 'Privacy' },
] as const;

export function Footer() {
  const config = useClinicConfig();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 text-sm text-gray-700">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <p className="text-lg font-semibold text-primary">{SITE.name}</p>
          <p className="max-w-md leading-6 text-gray-600">
            {SITE.tagline}. Book a 30-minute consultation with a psychiatrist, psychologist or child
            doctor, online or at the clinic.
          </p>
        </div>

        <nav aria-label="Quick links">
          <h2 className="mb-3 font-semibold text-gray-900 uppercase">Quick links</h2>
          <ul className="space-y-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded hover:text-primary">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="mb-3 font-semibold text-gray-900 uppercase">Get in touch</h2>
          <ul className="space-y-2">
            {config.data && (
              <>
                <li>
                  <a
                    href={`tel:${config.data.phone.replace(/[^\d+]/g, '')}`}
                    className="rounded hover:text-primary"
                  >
                    {config.data.phone}
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${config.data.email}`}
                    className="rounded break-all hover:text-primary"
                  >
                    {config.data.email}
                  </a>
                </li>
                <li>
                  Privacy questions:{' '}
                  <a
                    href={`mailto:${config.data.privacy.contact.email}`}
                    className="rounded break-all hover:text-primary"
                  >
                    {config.data.privacy.contact.email}
                  </a>
                </li>
              </>
            )}
          </ul>
          <h2 className="mt-6 mb-3 font-semibold text-gray-900 uppercase">Follow us</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {SITE.socialLinks.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded hover:text-primary"
                >
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-gray-200 px-4 py-5 text-center text-xs text-gray-600">
        <p>
          Copyright © {year} {SITE.name}. All rights reserved.
        </p>
        <p className="mt-1">
          Designed and developed by{' '}
          <Link to={SITE.developer.href} className="rounded underline hover:text-primary">
            {SITE.developer.name}
          </Link>
          .
        </p>
      </div>
    </footer>
  );
}
