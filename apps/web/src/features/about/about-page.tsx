import { Link } from 'react-router-dom';
import { TEXTS } from '@clinic/contracts';
import { SITE } from '../../lib/site';
import { MeetOurDoctors } from './components/meet-our-doctors';

const REASONS = [
  {
    title: 'Care for the whole family',
    text: 'Psychiatrists, psychologists and child specialists under one roof, for adults, teenagers and children, and for the families who support them.',
  },
  {
    title: 'Treatment that is proven to help',
    text: 'Careful assessment, then treatments with good evidence behind them: talking therapies such as CBT, DBT and ERP, and medication only where it is needed.',
  },
  {
    title: 'Respect and confidentiality',
    text: 'We listen without judgement. What you share stays between you and your care team, and you take part in every decision.',
  },
  {
    title: 'Easy to reach',
    text: 'Book a 30-minute appointment online in a few clicks, pay by UPI, and manage your appointments from your profile.',
  },
];

/** /about: who the clinic is, what it aims for, its doctors and why patients choose it. */
export default function AboutPage() {
  return (
    <div className="space-y-14 py-8 md:py-12">
      <header className="mx-auto max-w-3xl space-y-4 text-center">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">
          About <span className="text-primary">Us</span>
        </h1>
        <p className="leading-relaxed text-gray-700">
          {SITE.name} is a holistic mental health clinic. We care for the mind as part of the whole
          person, their body, their relationships and their daily life, and we believe that asking
          for help with mental health should feel as ordinary as seeing a doctor for a fever.
        </p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="mission-heading" className="rounded-2xl bg-primary-soft p-6">
          <h2 id="mission-heading" className="text-xl font-semibold text-gray-900">
            Our Mission
          </h2>
          <p className="mt-3 leading-relaxed text-gray-700">
            To offer every person who comes to us timely, respectful and effective mental health
            care, from a first conversation to lasting recovery, and to support their families along
            the way.
          </p>
        </section>
        <section aria-labelledby="vision-heading" className="rounded-2xl bg-primary-soft p-6">
          <h2 id="vision-heading" className="text-xl font-semibold text-gray-900">
            Our Vision
          </h2>
          <p className="mt-3 leading-relaxed text-gray-700">
            A community where mental health is spoken about openly, where no one is ashamed to seek
            help, and where good care is close at hand for adults and children alike.
          </p>
        </section>
      </div>

      <MeetOurDoctors />

      <section aria-labelledby="why-heading" className="space-y-6">
        <h2 id="why-heading" className="text-xl font-semibold text-gray-900 sm:text-2xl">
          Why Choose Us
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((reason) => (
            <li key={reason.title} className="rounded-xl border border-gray-200 p-5">
              <h3 className="font-semibold text-gray-900">{reason.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-700">{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col items-center gap-4 rounded-2xl bg-primary px-6 py-10 text-center text-white">
        <h2 className="text-xl font-semibold sm:text-2xl">Ready to talk to someone?</h2>
        <p className="max-w-xl text-white/90">
          Choose a doctor and a time that suits you, or read about the conditions we treat.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            to="/doctors"
            className="rounded-full bg-white px-6 py-2.5 text-sm font-medium text-gray-800 hover:bg-primary-soft"
          >
            {TEXTS.bookAppointment}
          </Link>
          <Link
            to="/services/:section"
            className="rounded-full border border-white px-6 py-2.5 text-sm font-medium text-white hover:bg-white/10"
          >
            Our services
          </Link>
        </div>
      </section>
    </div>
  );
}
