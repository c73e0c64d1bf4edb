import type { ReactNode } from 'react';
import { SOCIAL_NETWORK_NAMES } from '@clinic/contracts';
import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { useClinicConfig } from '../../lib/clinic-config';
import { i18n } from '../../lib/i18n';
import { SITE } from '../../lib/site';

export const messages = i18n('layout/footer', {
  tagline: 'Holistic mental health care for adults and children',
  about:
    'Book a 30-minute consultation with a psychiatrist, psychologist or child doctor, online or at the clinic.',
  quickLinks: 'Quick links',
  home: 'Home',
  allDoctors: 'All Doctors',
  services: 'Services',
  blogs: 'Blogs',
  aboutUs: 'About us',
  contactUs: 'Contact us',
  privacy: 'Privacy',
  getInTouch: 'Get in touch',
  privacyQuestions: 'Privacy questions:',
  followUs: 'Follow us',
  opensInNewTab: '(opens in a new tab)',
  copyright: params('Copyright © {year} {name}. All rights reserved.'),
  developedBy: 'Designed and developed by',
  developer: 'the Holistic Mind Clinic web team',
});

/**
 * An e-mail address that may wrap only before its '@' or a dot, never inside a word ('break-all'
 * cut 'privacy@clin' / 'ic.example' to fill the line beside its label).
 */
function breakableAddress(address: string): ReactNode[] {
  return address
    .split(/(?=[@.])/)
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

const QUICK_LINKS = [
  { to: '/', label: 'home' },
  { to: '/doctors', label: 'allDoctors' },
  { to: '/services/:section', label: 'services' },
  { to: '/blog', label: 'blogs' },
  { to: '/about', label: 'aboutUs' },
  { to: '/contact', label: 'contactUs' },
  { to: '/privacy', label: 'privacy' },
] as const;

export function Footer() {
  const t = useStore(messages);
  const config = useClinicConfig();
  const year = new Date().getFullYear();
  const socialLinks = config.data?.socialLinks ?? [];

  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 text-sm text-gray-700">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <p className="text-lg font-semibold text-primary">{SITE.name}</p>
          <p className="max-w-md leading-6 text-gray-600">
            {t.tagline}. {t.about}
          </p>
        </div>

        <nav aria-label={t.quickLinks}>
          <h2 className="mb-3 font-semibold text-gray-900 uppercase">{t.quickLinks}</h2>
          <ul className="space-y-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded hover:text-primary">
                  {t[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="mb-3 font-semibold text-gray-900 uppercase">{t.getInTouch}</h2>
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
                    className="rounded break-words hover:text-primary"
                  >
                    {breakableAddress(config.data.email)}
                  </a>
                </li>
                <li>
                  {t.privacyQuestions}{' '}
                  <a
                    href={`mailto:${config.data.privacy.contact.email}`}
                    className="rounded break-words hover:text-primary"
                  >
                    {breakableAddress(config.data.privacy.contact.email)}
                  </a>
                </li>
              </>
            )}
          </ul>
          {/* The clinic's setting (the console's Settings): shown only when it set some. */}
          {socialLinks.length > 0 && (
            <>
              <h2 className="mt-6 mb-3 font-semibold text-gray-900 uppercase">{t.followUs}</h2>
              <ul className="flex flex-wrap gap-x-4 gap-y-2">
                {socialLinks.map((link) => (
                  <li key={link.network}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="rounded hover:text-primary"
                    >
                      {SOCIAL_NETWORK_NAMES[link.network]}
                      <span className="sr-only"> {t.opensInNewTab}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <div className="border-t border-gray-200 px-4 py-5 text-center text-xs text-gray-600">
        <p>{t.copyright({ year, name: SITE.name })}</p>
        <p className="mt-1">
          {t.developedBy}{' '}
          <Link to={SITE.developer.href} className="rounded underline hover:text-primary">
            {t.developer}
          </Link>
          .
        </p>
      </div>
    </footer>
  );
}
