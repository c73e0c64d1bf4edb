import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { Link } from 'wouter';
import { i18n } from '../../lib/i18n';
import { SITE } from '../../lib/site';
import { pageTexts } from '../../lib/page-texts';
import { MeetOurDoctors } from './components/meet-our-doctors';

export const messages = i18n('about/page', {
  headingStart: 'About',
  headingHighlight: 'Us',
  intro: params<{ clinic: string }>(
    '{clinic} is a holistic mental health clinic. We care for the mind as part of the whole person, their body, their relationships and their daily life, and we believe that asking for help with mental health should feel as ordinary as seeing a doctor for a fever.',
  ),
  missionHeading: 'Our Mission',
  mission:
    'To offer every person who comes to us timely, respectful and effective mental health care, from a first conversation to lasting recovery, and to support their families along the way.',
  visionHeading: 'Our Vision',
  vision:
    'A community where mental health is spoken about openly, where no one is ashamed to seek help, and where good care is close at hand for adults and children alike.',
  whyHeading: 'Why Choose Us',
  familyTitle: 'Care for the whole family',
  familyText:
    'Psychiatrists, psychologists and child specialists under one roof, for adults, teenagers and children, and for the families who support them.',
  provenTitle: 'Treatment that is proven to help',
  provenText:
    'Careful assessment, then treatments with good evidence behind them: talking therapies such as CBT, DBT and ERP, and medication only where it is needed.',
  respectTitle: 'Respect and confidentiality',
  respectText:
    'We listen without judgement. What you share stays between you and your care team, and you take part in every decision.',
  reachTitle: 'Easy to reach',
  reachText:
    'Book a 30-minute appointment online in a few clicks, pay by UPI, and manage your appointments from your profile.',
  talkHeading: 'Ready to talk to someone?',
  talkText: 'Choose a doctor and a time that suits you, or read about the conditions we treat.',
  ourServices: 'Our services',
});

const REASONS = [
  ['familyTitle', 'familyText'],
  ['provenTitle', 'provenText'],
  ['respectTitle', 'respectText'],
  ['reachTitle', 'reachText'],
] as const;

/** /about: who the clinic is, what it aims for, its doctors and why patients choose it. */
export default function AboutPage() {
  const t = useStore(messages);
  const fixed = useStore(pageTexts);
  return (
    <div className="space-y-14 py-8 md:py-12">
      <header className="mx-auto max-w-3xl space-y-4 text-center">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">
          {t.headingStart} <span className="text-primary">{t.headingHighlight}</span>
        </h1>
        <p className="leading-relaxed text-gray-700">{t.intro({ clinic: SITE.name })}</p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="mission-heading" className="rounded-2xl bg-primary-soft p-6">
          <h2 id="mission-heading" className="text-xl font-semibold text-gray-900">
            {t.missionHeading}
          </h2>
          <p className="mt-3 leading-relaxed text-gray-700">{t.mission}</p>
        </section>
        <section aria-labelledby="vision-heading" className="rounded-2xl bg-primary-soft p-6">
          <h2 id="vision-heading" className="text-xl font-semibold text-gray-900">
            {t.visionHeading}
          </h2>
          <p className="mt-3 leading-relaxed text-gray-700">{t.vision}</p>
        </section>
      </div>

      <MeetOurDoctors />

      <section aria-labelledby="why-heading" className="space-y-6">
        <h2 id="why-heading" className="text-xl font-semibold text-gray-900 sm:text-2xl">
          {t.whyHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(([title, text]) => (
            <li key={title} className="rounded-xl border border-gray-200 p-5">
              <h3 className="font-semibold text-gray-900">{t[title]}</h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-700">{t[text]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col items-center gap-4 rounded-2xl bg-primary px-6 py-10 text-center text-white">
        <h2 className="text-xl font-semibold sm:text-2xl">{t.talkHeading}</h2>
        <p className="max-w-xl text-white/90">{t.talkText}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            to="/doctors"
            className="rounded-full bg-white px-6 py-2.5 text-sm font-medium text-gray-800 hover:bg-primary-soft"
          >
            {fixed.bookAppointment}
          </Link>
          <Link
            to="/services/:section"
            className="rounded-full border border-white px-6 py-2.5 text-sm font-medium text-white hover:bg-white/10"
          >
            {t.ourServices}
          </Link>
        </div>
      </section>
    </div>
  );
}
