import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PRIVACY_NOTICE_VERSION } from '@clinic/contracts';
import { Skeleton } from '../../components/skeleton';
import { useClinicConfig } from '../../lib/clinic-config';
import { i18n, locale, type Locale } from '../../lib/i18n';
import { SITE } from '../../lib/site';
import { DATA_ITEMS, QUICK_EXIT_NOTE, type DataItem, type QuickExitNote } from './notice-content';

export const messages = i18n('privacy/page', {
  heading: 'Privacy notice',
  version: params<{ version: string }>('Version {version}'),
  intro: params<{ clinic: string }>(
    "{clinic} keeps some of your personal data so it can care for you. This notice says, item by item, what we keep, why, who sees it, where it is kept and for how long, and how you can see, correct or erase it. It follows India's Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025. We use your data only for the purposes written here.",
  ),
  keptHeading: 'What we keep and why',
  why: 'Why',
  who: 'Who at the clinic may see it',
  where: 'Where it is kept',
  howLong: 'How long',
  loadingNotice: 'Loading the notice…',
  rightsHeading: 'Your rights and how to use them',
  copyLead: 'See a summary and get a copy.',
  copy: 'In {link}, under ‘Your data’, choose ‘View as a page’ to read everything we keep about you, or ‘Download my data’ for a file.',
  myProfile: 'My Profile',
  correctLead: 'Correct or complete your details.',
  correct:
    "In My Profile, choose ‘Edit’, change any detail and save. Your e-mail address stays as it is: it is your account's identity and the address your sign-in codes go to, so a typing slip could lock you out or send your mail to a stranger. To change it, write to the privacy contact below from your current address.",
  eraseLead: 'Erase your data.',
  erase:
    'In My Profile, under ‘Your data’, choose ‘Delete my account’ and confirm with your password. Your account and personal data are erased, upcoming appointments are cancelled (paid ones are refunded), you are signed out everywhere, and we e-mail you a confirmation. Records the clinic must keep for its accounts stay, without anything that identifies you.',
  nominateLead: 'Nominate someone.',
  nominate:
    'You can name a person to use these rights for you if you die or cannot act yourself. Write to the privacy contact with their name and how to reach them.',
  grievanceLead: 'Raise a grievance.',
  grievance:
    'If something is wrong with how we handle your data, write or call the privacy contact below. We answer within 90 days at the latest, as the Rules require.',
  withdrawHeading: 'Withdrawing your consent',
  quickExitHeading: 'Leaving this site quickly',
  withdraw:
    'You can withdraw your consent as easily as you gave it. Deleting your account withdraws your consent to the clinic keeping your data for your care. If you chose to receive clinic news, untick it under ‘Your data’ in My Profile at any time. What was done before you withdrew stays lawful.',
  contactHeading: 'Privacy and grievance contact',
  contactFailed:
    'We could not load the contact details just now. Please reload the page, or use the details on the {link}.',
  contactPage: 'contact page',
  email: 'E-mail:',
  phone: 'Phone:',
  boardHeading: 'Complaining to the Data Protection Board',
  board:
    'If we do not resolve your grievance, you may complain to the Data Protection Board of India, set up under the Digital Personal Data Protection Act, 2023.',
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/** Puts `link` where the text says {link}, so each language places it where its grammar needs. */
function withLink(text: string, link: ReactNode) {
  const [before, after] = text.split('{link}');
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

const FACETS = ['why', 'who', 'where', 'howLong'] as const;

const RIGHTS = [
  ['correctLead', 'correct'],
  ['eraseLead', 'erase'],
  ['nominateLead', 'nominate'],
  ['grievanceLead', 'grievance'],
] as const;

interface Notice {
  items: DataItem[];
  quickExit: QuickExitNote;
}

const ENGLISH_NOTICE: Notice = { items: DATA_ITEMS, quickExit: QUICK_EXIT_NOTE };

/** The notice in each language: English is in the page's chunk, Hindi is a chunk of its own. */
const NOTICES: Record<Locale, () => Promise<Notice>> = {
  en: () => Promise.resolve(ENGLISH_NOTICE),
  hi: () =>
    import('./notice-content-hi').then((m) => ({
      items: m.DATA_ITEMS,
      quickExit: m.QUICK_EXIT_NOTE,
    })),
};

function useNotice(language: Locale) {
  return useQuery({
    queryKey: ['privacy-notice', language],
    queryFn: NOTICES[language],
    initialData: language === 'en' ? ENGLISH_NOTICE : undefined,
    staleTime: Infinity,
  });
}

/** A skeleton of `count` blocks, announced as the notice loading. */
function NoticeLoading({ count }: { count: number }) {
  const t = useStore(messages);
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t.loadingNotice}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-40 w-full" />
      ))}
    </div>
  );
}

/** What is kept, item by item, in the reader's language. */
function DataItems() {
  const t = useStore(messages);
  const notice = useNotice(useStore(locale));
  if (!notice.data) return <NoticeLoading count={2} />;
  return (
    <ul className="space-y-4">
      {notice.data.items.map((item) => (
        <li key={item.data} className="rounded-lg border border-gray-200 p-4">
          <h3 className="font-medium text-gray-900">{item.data}</h3>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[11rem_1fr]">
            {FACETS.map((key) => (
              <div key={key} className="contents">
                <dt className="font-medium text-gray-700">{t[key]}</dt>
                <dd>{item[key]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** What the quick exit does and does not do, in the reader's language. */
function QuickExitExplained() {
  const notice = useNotice(useStore(locale));
  if (!notice.data) return <NoticeLoading count={1} />;
  const { does, doesNot, privatelyIntro, privately } = notice.data.quickExit;
  return (
    <>
      <p>{does}</p>
      <p>{doesNot}</p>
      <p>{privatelyIntro}</p>
      <ul className="list-disc space-y-2 pl-5">
        {privately.map((advice) => (
          <li key={advice}>{advice}</li>
        ))}
      </ul>
    </>
  );
}

/** Who answers privacy questions and grievances, from GET /api/config. */
function PrivacyContact() {
  const t = useStore(messages);
  const config = useClinicConfig();
  if (config.isPending) return <Skeleton className="h-16 max-w-sm" />;
  if (config.isError) {
    return <p>{withLink(t.contactFailed, <Link to="/contact">{t.contactPage}</Link>)}</p>;
  }
  const { name, email, phone } = config.data.privacy.contact;
  return (
    <address className="not-italic">
      <p className="font-medium text-gray-900">{name}</p>
      <p>
        {t.email}{' '}
        <a href={`mailto:${email}`} className="break-all text-primary underline">
          {email}
        </a>
      </p>
      <p>
        {t.phone}{' '}
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-primary underline">
          {phone}
        </a>
      </p>
    </address>
  );
}

/** /privacy: the notice a patient reads before agreeing, complete on its own (docs/product.md). */
export default function PrivacyPage() {
  const t = useStore(messages);
  return (
    <article className="mx-auto max-w-3xl space-y-10 py-8 leading-relaxed text-gray-700 md:py-12">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t.heading}</h1>
        <p className="text-sm text-gray-600">{t.version({ version: PRIVACY_NOTICE_VERSION })}</p>
        <p>{t.intro({ clinic: SITE.name })}</p>
      </header>

      <Section title={t.keptHeading}>
        <DataItems />
      </Section>

      <Section title={t.rightsHeading}>
        <ul className="list-disc space-y-3 pl-5">
          <li>
            <strong>{t.copyLead}</strong>{' '}
            {withLink(t.copy, <Link to="/my-profile">{t.myProfile}</Link>)}
          </li>
          {RIGHTS.map(([lead, text]) => (
            <li key={lead}>
              <strong>{t[lead]}</strong> {t[text]}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t.withdrawHeading}>
        <p>{t.withdraw}</p>
      </Section>

      <Section title={t.quickExitHeading}>
        <QuickExitExplained />
      </Section>

      <Section title={t.contactHeading}>
        <PrivacyContact />
      </Section>

      <Section title={t.boardHeading}>
        <p>{t.board}</p>
      </Section>
    </article>
  );
}
