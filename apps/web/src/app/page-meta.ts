/**
 * The texts and pieces of the pages' head tags (title, description, Open Graph, structured data
 * as JSON-LD): each page makes its own from them (its `useHead`, routes/), the server writes them
 * into the page's head (src/entry-server.tsx) and RouteMeta (route-meta.tsx) renders the same on
 * every client-side navigation. The texts are in the reader's language (`messages`, Hindi in
 * locales/hi/app.json); no personal data.
 */
import type { ClinicConfig, Doctor } from '@clinic/contracts';
import { params } from '@nanostores/i18n';
import { useClinicConfig } from '../lib/clinic-config';
import { i18n } from '../lib/i18n';
import { SITE } from '../lib/site';

export const messages = i18n('app/page-meta', {
  homeTitle: params('{site}: book a mental-health appointment'),
  homeDescription:
    'Book a 30-minute appointment with a psychiatrist, psychologist or child doctor at our holistic mental health clinic in India. Read about conditions, treatments and our team.',
  doctors: 'All Doctors',
  doctorsDescription:
    'Browse our psychiatrists, psychologists and child doctors and book a 30-minute appointment online.',
  about: 'About Us',
  aboutDescription: params(
    'Who we are: holistic mental health care for adults and children, our approach and the doctors of {site}.',
  ),
  contact: 'Contact Us',
  contactDescription: params(
    'Call, write or visit {site}: address, phone, e-mail, opening hours and a message form.',
  ),
  privacy: 'Privacy notice',
  privacyDescription: params(
    'How {site} collects, uses, keeps and protects your personal data, and your rights.',
  ),
  blog: 'Blogs',
  blogDescription: params(
    'Articles on mental health, well-being and treatment from the doctors of {site}.',
  ),
  services: 'Our Services',
  servicesDescription:
    'The conditions we treat, from anxiety and depression to ADHD and dementia: what they are, their signs, and how we help.',
  login: 'Login',
  loginDescription: params(
    'Log in or create an account to book and manage appointments at {site}.',
  ),
  resetPassword: 'Reset your password',
  resetPasswordDescription: params('Choose a new password for your {site} account.'),
  myProfile: 'My Profile',
  myProfileDescription: 'Your profile and your data.',
  myAppointments: 'My Appointments',
  myAppointmentsDescription: 'Your appointments, payments and receipts.',
  yourAppointment: 'Your appointment',
  yourAppointmentDescription: 'Your appointment.',
  beforeYourVisit: 'Before your visit',
  beforeYourVisitDescription: 'Questions for your doctor before your visit.',
  notFound: 'Page not found',
  notFoundDescription: 'The page you were looking for does not exist or has moved.',
  specialityDescription: params('Our {specialities}: book a 30-minute appointment online.'),
  pageOf: params('{title}, page {page}'),
  book: 'Book an appointment',
  bookWith: params('Book an appointment with {name}'),
  moveWith: params('Move your appointment with {name}'),
  doctorDescription: params(
    '{name}, {speciality} ({degree}), {years} years of experience. Book a 30-minute appointment at {site}. {about}',
  ),
});

export type PageMetaTexts = ReturnType<typeof messages.get>;

export type StructuredData = Record<string, unknown>;

export interface PageMeta {
  title: string;
  description: string;
  ogType: 'website' | 'article' | 'profile';
  /** Absolute: og:url and the canonical link; none for a page that is not found. */
  url?: string;
  /** Absolute, when the page has its own picture (a doctor, a blog post). */
  image?: string;
  noindex: boolean;
  structuredData: StructuredData[];
}

/** A page's title as tabs and search results show it: followed by the clinic's name. */
export const suffixed = (title: string) => `${title} | ${SITE.name}`;

/** A page with a title of its own (suffixed) and a description. */
export const titled = (title: string, description: string) => ({
  title: suffixed(title),
  description,
});

/** The not-found page's head, with no canonical address. */
export const notFoundHead = (t: PageMetaTexts) => ({
  ...titled(t.notFound, t.notFoundDescription),
  url: undefined,
});

/** The site's name, for the texts that say it. */
export const site = { site: SITE.name };

/** Descriptions stop near the length search results show. */
const DESCRIPTION_MAX = 160;

export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export const absolute = (href: string, origin: string) => new URL(href, `${origin}/`).href;

/** schema.org's MedicalSpecialty names; it has none for psychology. */
const SCHEMA_SPECIALTY: Record<Doctor['speciality'], string | undefined> = {
  Psychiatrist: 'Psychiatric',
  Pediatrician: 'Pediatric',
  Psychologist: undefined,
};

export function clinicStructuredData(config: ClinicConfig, origin: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${origin}/#clinic`,
    name: config.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    telephone: config.phone,
    email: config.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: config.address.line1,
      addressLocality: config.address.line2,
      addressCountry: 'IN',
    },
    medicalSpecialty: ['Psychiatric', 'Pediatric'],
  };
}

/** The clinic as a MedicalClinic, once its configuration is known (home, about and contact). */
export function useClinicStructuredData(origin: string): StructuredData[] {
  const config = useClinicConfig().data;
  return config ? [clinicStructuredData(config, origin)] : [];
}

export function doctorStructuredData(doctor: Doctor, origin: string): StructuredData {
  const specialty = SCHEMA_SPECIALTY[doctor.speciality];
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: doctor.name,
    ...(doctor.image && { image: absolute(doctor.image, origin) }),
    description: `${doctor.speciality}, ${doctor.degree}`,
    ...(specialty && { medicalSpecialty: specialty }),
    worksFor: { '@id': `${origin}/#clinic` },
    url: `${origin}/appointment/${doctor._id}`,
  };
}

/** JSON for an HTML script element: `<` escaped so no text in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
