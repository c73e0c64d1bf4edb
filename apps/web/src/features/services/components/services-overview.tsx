import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { Link } from 'wouter';
import { EmergencyNumbers } from '../../../components/emergency-numbers';
import { i18n } from '../../../lib/i18n';
import { pageTexts } from '../../../lib/page-texts';
import { CONDITION_LIST, messages as catalogue, servicePath } from '../content/catalogue';
import { usePrefetchCondition } from '../content/condition-query';

export const messages = i18n('services/overview', {
  heading: 'Our Services',
  intro:
    'Our psychiatrists, psychologists and child specialists care for adults, teenagers and children. Choose a condition to read what it is, how it shows, why it happens and how we can help. Reaching out is a sign of strength, and you are welcome to come to us even if you are unsure what you are going through.',
  conditionsHeading: 'Conditions we treat',
  readAbout: params<{ title: string }>('to read about {title}'),
  emergencyHeading: 'Emergency Care',
  emergencyText:
    'If you or someone near you is in crisis or at risk of harm, please call one of these numbers now. You do not have to face this alone.',
  talkHeading: 'Talk to us',
  talkText: 'Questions about a condition, a referral or an appointment? Call, write or visit us.',
  contactUs: 'Contact us',
  whoHeading: 'Who we are',
  whoText: 'Meet our doctors and learn how we work with patients and families.',
  aboutUs: 'About us',
});

/** The hub's landing page, also shown for any unknown section: every condition, and urgent help. */
export function ServicesOverview() {
  const t = useStore(messages);
  const conditions = useStore(catalogue);
  const fixed = useStore(pageTexts);
  const prefetch = usePrefetchCondition();
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t.heading}</h1>
        <p className="max-w-3xl leading-relaxed text-gray-700">{t.intro}</p>
      </header>

      <section aria-labelledby="conditions-heading">
        <h2 id="conditions-heading" className="sr-only">
          {t.conditionsHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {CONDITION_LIST.map(({ section }) => (
            <li key={section} className="flex flex-col rounded-xl border border-gray-200 p-5">
              <h3 className="font-semibold text-gray-900">{conditions[section]}</h3>
              <p className="mt-2 flex-1 text-sm text-gray-700">{conditions[`${section}Summary`]}</p>
              <Link
                to={servicePath(section)}
                onMouseEnter={() => prefetch(section)}
                onFocus={() => prefetch(section)}
                className="mt-4 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {fixed.clickHere}
                <span className="sr-only">{` ${t.readAbout({ title: conditions[section] })}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-4 md:grid-cols-3">
        <section
          aria-labelledby="emergency-heading"
          className="rounded-xl border border-red-200 bg-red-50 p-5 md:col-span-1"
        >
          <h2 id="emergency-heading" className="text-lg font-semibold text-red-800">
            {t.emergencyHeading}
          </h2>
          <p className="mt-1 mb-3 text-sm text-gray-700">{t.emergencyText}</p>
          <EmergencyNumbers />
        </section>
        <section
          aria-labelledby="contact-card-heading"
          className="rounded-xl border border-gray-200 p-5"
        >
          <h2 id="contact-card-heading" className="text-lg font-semibold text-gray-900">
            {t.talkHeading}
          </h2>
          <p className="mt-1 mb-3 text-sm text-gray-700">{t.talkText}</p>
          <Link to="/contact" className="btn-outline">
            {t.contactUs}
          </Link>
        </section>
        <section
          aria-labelledby="about-card-heading"
          className="rounded-xl border border-gray-200 p-5"
        >
          <h2 id="about-card-heading" className="text-lg font-semibold text-gray-900">
            {t.whoHeading}
          </h2>
          <p className="mt-1 mb-3 text-sm text-gray-700">{t.whoText}</p>
          <Link to="/about" className="btn-outline">
            {t.aboutUs}
          </Link>
        </section>
      </div>
    </div>
  );
}
