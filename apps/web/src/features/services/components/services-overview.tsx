import { Link } from 'react-router-dom';
import { TEXTS } from '@clinic/contracts';
import { EmergencyNumbers } from '../../../components/emergency-numbers';
import { CONDITION_LIST, servicePath } from '../content/catalogue';
import { usePrefetchCondition } from '../content/condition-query';

/** The hub's landing page, also shown for any unknown section: every condition, and urgent help. */
export function ServicesOverview() {
  const prefetch = usePrefetchCondition();
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Our Services</h1>
        <p className="max-w-3xl leading-relaxed text-gray-700">
          Our psychiatrists, psychologists and child specialists care for adults, teenagers and
          children. Choose a condition to read what it is, how it shows, why it happens and how we
          can help. Reaching out is a sign of strength, and you are welcome to come to us even if
          you are unsure what you are going through.
        </p>
      </header>

      <section aria-labelledby="conditions-heading">
        <h2 id="conditions-heading" className="sr-only">
          Conditions we treat
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {CONDITION_LIST.map((condition) => (
            <li
              key={condition.section}
              className="flex flex-col rounded-xl border border-gray-200 p-5"
            >
              <h3 className="font-semibold text-gray-900">{condition.title}</h3>
              <p className="mt-2 flex-1 text-sm text-gray-700">{condition.summary}</p>
              <Link
                to={servicePath(condition.section)}
                onMouseEnter={() => prefetch(condition.section)}
                onFocus={() => prefetch(condition.section)}
                className="mt-4 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {TEXTS.clickHere}
                <span className="sr-only"> to read about {condition.title}</span>
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
            Emergency Care
          </h2>
          <p className="mt-1 mb-3 text-sm text-gray-700">
            If you or someone near you is in crisis or at risk of harm, please call one of these
            numbers now. You do not have to face this alone.
          </p>
          <EmergencyNumbers />
        </section>
        <section
          aria-labelledby="contact-card-heading"
          className="rounded-xl border border-gray-200 p-5"
        >
          <h2 id="contact-card-heading" className="text-lg font-semibold text-gray-900">
            Talk to us
          </h2>
          <p className="mt-1 mb-3 text-sm text-gray-700">
            Questions about a condition, a referral or an appointment? Call, write or visit us.
          </p>
          <Link to="/contact" className="btn-outline">
            Contact us
          </Link>
        </section>
        <section
          aria-labelledby="about-card-heading"
          className="rounded-xl border border-gray-200 p-5"
        >
          <h2 id="about-card-heading" className="text-lg font-semibold text-gray-900">
            Who we are
          </h2>
          <p className="mt-1 mb-3 text-sm text-gray-700">
            Meet our doctors and learn how we work with patients and families.
          </p>
          <Link to="/about" className="btn-outline">
            About us
          </Link>
        </section>
      </div>
    </div>
  );
}
