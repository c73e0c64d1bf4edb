/**
 * Every route's title, description, Open Graph and structured data (JSON-LD), in one place: the
 * server writes them into the page's head (src/entry-server.tsx) and RouteMeta (route-meta.tsx)
 * renders the same on every client-side navigation. The texts are in the reader's language
 * (`messages`, Hindi in locales/hi/app.json); no personal data.
 */
import { isPrivatePage, type Blog, type ClinicConfig, type Doctor } from '@clinic/contracts';
import { params } from '@nanostores/i18n';
import { matchPath } from 'react-router-dom';
import { doctorsAddress, doctorsPage } from '../lib/doctors';
import { i18n } from '../lib/i18n';
import { SITE } from '../lib/site';
import { SPECIALITY_NAMES, type specialityNames } from '../lib/specialities';

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
type SpecialityTexts = ReturnType<typeof specialityNames.get>;

export interface PageMetaInput {
  pathname: string;
  search: string;
  /** Where readers reach the site, without a trailing slash. */
  origin: string;
  config?: ClinicConfig;
  doctors?: Doctor[];
  blog?: Blog;
  /** The condition of a `/services/:section` page; null for any other segment. */
  condition?: ConditionMeta | null;
  /** `messages` in the reader's language. */
  texts: PageMetaTexts;
  /** The specialities' names in the reader's language, one doctor and several. */
  specialities: SpecialityTexts;
  specialityPlurals: SpecialityTexts;
}

/** What a condition page is called and how it is summed up (the services catalogue). */
export interface ConditionMeta {
  title: string;
  summary: string;
}

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

const suffixed = (title: string) => `${title} | ${SITE.name}`;

type TitledTexts = Record<'title' | 'description', string>;

/** What a route shows before its data is known (and the whole story of pages without data). */
function pages(t: PageMetaTexts): Record<string, TitledTexts> {
  const site = { site: SITE.name };
  const page = (title: string, description: string) => ({ title: suffixed(title), description });
  return {
    '/': { title: t.homeTitle(site), description: t.homeDescription },
    '/about': page(t.about, t.aboutDescription(site)),
    '/contact': page(t.contact, t.contactDescription(site)),
    '/privacy': page(t.privacy, t.privacyDescription(site)),
    '/blog': page(t.blog, t.blogDescription(site)),
    '/services': page(t.services, t.servicesDescription),
    '/login': page(t.login, t.loginDescription(site)),
    '/reset-password': page(t.resetPassword, t.resetPasswordDescription(site)),
    '/my-profile': page(t.myProfile, t.myProfileDescription),
    '/my-appointment': page(t.myAppointments, t.myAppointmentsDescription),
  };
}

/** Descriptions stop near the length search results show. */
const DESCRIPTION_MAX = 160;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

const absolute = (href: string, origin: string) => new URL(href, `${origin}/`).href;

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

/** The meta of the page at `pathname`, from what is known of its data so far. */
export function pageMeta(input: PageMetaInput): PageMeta {
  const { pathname, search, origin, config, doctors, blog, condition, texts: t } = input;
  const PAGES = pages(t);
  const NOT_FOUND = {
    title: suffixed(t.notFound),
    description: t.notFoundDescription,
    url: undefined,
  };
  const base = {
    ogType: 'website' as const,
    url: `${origin}${pathname}`,
    noindex: isPrivatePage(pathname),
    structuredData: [] as StructuredData[],
  };
  const clinic = config ? [clinicStructuredData(config, origin)] : [];

  const known = PAGES[pathname];
  if (pathname === '/' || pathname === '/about' || pathname === '/contact')
    return { ...base, ...PAGES[pathname]!, structuredData: clinic };

  if (pathname === '/doctors') {
    const query = new URLSearchParams(search);
    const requested = query.get('speciality');
    const speciality = SPECIALITY_NAMES.find((name) => name === requested) ?? null;
    const listed = (doctors ?? []).filter((d) => !speciality || d.speciality === speciality);
    // Each page of the grid is its own page: its address, its title and its doctors.
    const { shown, page } = doctorsPage(listed, query.get('page'));
    const title = speciality ? input.specialityPlurals[speciality] : t.doctors;
    return {
      ...base,
      title: suffixed(page > 1 ? t.pageOf({ title, page }) : title),
      description: speciality
        ? t.specialityDescription({
            specialities: input.specialityPlurals[speciality].toLowerCase(),
          })
        : t.doctorsDescription,
      url: `${origin}${doctorsAddress(speciality, page)}`,
      structuredData: shown.map((doctor) => doctorStructuredData(doctor, origin)),
    };
  }

  if (known) return { ...base, ...known };
  if (matchPath('/my-appointment/:id/intake', pathname))
    return {
      ...base,
      title: suffixed(t.beforeYourVisit),
      description: t.beforeYourVisitDescription,
    };
  if (matchPath('/my-appointment/:id', pathname))
    return {
      ...base,
      title: suffixed(t.yourAppointment),
      description: t.yourAppointmentDescription,
    };

  const booking = matchPath('/appointment/:docId', pathname);
  if (booking) {
    if (!doctors) return { ...base, title: suffixed(t.book), description: t.homeDescription };
    const doctor = doctors.find((item) => item._id === booking.params.docId);
    if (!doctor) return { ...base, ...NOT_FOUND };
    const moving = new URLSearchParams(search).has('move');
    return {
      ...base,
      title: (moving ? t.moveWith : t.bookWith)({ name: doctor.name }),
      description: excerpt(
        t.doctorDescription({
          name: doctor.name,
          speciality: input.specialities[doctor.speciality],
          degree: doctor.degree,
          years: doctor.experience,
          site: SITE.name,
          about: doctor.about,
        }),
      ),
      ogType: 'profile',
      ...(doctor.image && { image: absolute(doctor.image, origin) }),
      structuredData: [doctorStructuredData(doctor, origin)],
    };
  }

  if (matchPath('/services/:section', pathname)) {
    // Any other segment (the navigation's literal `:section`, docs/product.md) shows the hub.
    if (!condition) return { ...base, ...PAGES['/services']!, url: `${origin}/services` };
    const { title, summary } = condition;
    return { ...base, title: suffixed(title), description: summary, ogType: 'article' };
  }

  const post = matchPath('/blogs/:id', pathname);
  if (post) {
    // Until the post has loaded in the browser, the page is one of the blogs.
    if (!blog || blog._id !== post.params.id) return { ...base, ...PAGES['/blog']! };
    return {
      ...base,
      title: suffixed(blog.title),
      description: excerpt(blog.content),
      ogType: 'article',
      ...(blog.mediaType === 'image' &&
        blog.mediaUrl && { image: absolute(blog.mediaUrl, origin) }),
    };
  }

  return { ...base, ...NOT_FOUND };
}

/** JSON for an HTML script element: `<` escaped so no text in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
