import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRIVACY_NOTICE_VERSION } from '@clinic/contracts';
import { Skeleton } from '../../components/skeleton';
import { useClinicConfig } from '../../lib/clinic-config';
import { SITE } from '../../lib/site';
import { DATA_ITEMS } from './notice-content';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

const FACETS = [
  ['Why', 'why'],
  ['Who at the clinic may see it', 'who'],
  ['Where it is kept', 'where'],
  ['How long', 'howLong'],
] as const;

/** Who answers privacy questions and grievances, from GET /api/config. */
function PrivacyContact() {
  const config = useClinicConfig();
  if (config.isPending) return <Skeleton className="h-16 max-w-sm" />;
  if (config.isError) {
    return (
      <p>
        We could not load the contact details just now. Please reload the page, or use the details
        on the <Link to="/contact">contact page</Link>.
      </p>
    );
  }
  const { name, email, phone } = config.data.privacy.contact;
  return (
    <address className="not-italic">
      <p className="font-medium text-gray-900">{name}</p>
      <p>
        E-mail:{' '}
        <a href={`mailto:${email}`} className="break-all text-primary underline">
          {email}
        </a>
      </p>
      <p>
        Phone:{' '}
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-primary underline">
          {phone}
        </a>
      </p>
    </address>
  );
}

/** /privacy: the notice a patient reads before agreeing, complete on its own (docs/product.md). */
export default function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl space-y-10 py-8 leading-relaxed text-gray-700 md:py-12">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Privacy notice</h1>
        <p className="text-sm text-gray-600">Version {PRIVACY_NOTICE_VERSION}</p>
        <p>
          {SITE.name} keeps some of your personal data so it can care for you. This notice says,
          item by item, what we keep, why, who sees it, where it is kept and for how long, and how
          you can see, correct or erase it. It follows India&apos;s Digital Personal Data Protection
          Act, 2023 and the Digital Personal Data Protection Rules, 2025. We use your data only for
          the purposes written here.
        </p>
      </header>

      <Section title="What we keep and why">
        <ul className="space-y-4">
          {DATA_ITEMS.map((item) => (
            <li key={item.data} className="rounded-lg border border-gray-200 p-4">
              <h3 className="font-medium text-gray-900">{item.data}</h3>
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[11rem_1fr]">
                {FACETS.map(([term, key]) => (
                  <div key={key} className="contents">
                    <dt className="font-medium text-gray-700">{term}</dt>
                    <dd>{item[key]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Your rights and how to use them">
        <ul className="list-disc space-y-3 pl-5">
          <li>
            <strong>See a summary and get a copy.</strong> In{' '}
            <Link to="/my-profile">My Profile</Link>, under &lsquo;Your data&rsquo;, choose
            &lsquo;View as a page&rsquo; to read everything we keep about you, or &lsquo;Download my
            data&rsquo; for a file.
          </li>
          <li>
            <strong>Correct or complete your details.</strong> In My Profile, choose
            &lsquo;Edit&rsquo;, change any detail and save. Your e-mail address stays as it is: it
            is your account&apos;s identity and the address your sign-in codes go to, so a typing
            slip could lock you out or send your mail to a stranger. To change it, write to the
            privacy contact below from your current address.
          </li>
          <li>
            <strong>Erase your data.</strong> In My Profile, under &lsquo;Your data&rsquo;, choose
            &lsquo;Delete my account&rsquo; and confirm with your password. Your account and
            personal data are erased, upcoming appointments are cancelled (paid ones are refunded),
            you are signed out everywhere, and we e-mail you a confirmation. Records the clinic must
            keep for its accounts stay, without anything that identifies you.
          </li>
          <li>
            <strong>Nominate someone.</strong> You can name a person to use these rights for you if
            you die or cannot act yourself. Write to the privacy contact with their name and how to
            reach them.
          </li>
          <li>
            <strong>Raise a grievance.</strong> If something is wrong with how we handle your data,
            write or call the privacy contact below. We answer within 90 days at the latest, as the
            Rules require.
          </li>
        </ul>
      </Section>

      <Section title="Withdrawing your consent">
        <p>
          You can withdraw your consent as easily as you gave it. Deleting your account withdraws
          your consent to the clinic keeping your data for your care. If you chose to receive clinic
          news, untick it under &lsquo;Your data&rsquo; in My Profile at any time. What was done
          before you withdrew stays lawful.
        </p>
      </Section>

      <Section title="Privacy and grievance contact">
        <PrivacyContact />
      </Section>

      <Section title="Complaining to the Data Protection Board">
        <p>
          If we do not resolve your grievance, you may complain to the Data Protection Board of
          India, set up under the Digital Personal Data Protection Act, 2023.
        </p>
      </Section>
    </article>
  );
}
