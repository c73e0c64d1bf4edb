import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { EmergencyNumbers } from '../../../components/emergency-numbers';
import { useClinicConfig } from '../../../lib/clinic-config';
import { telHref } from '../../../lib/helplines';
import { i18n } from '../../../lib/i18n';

export const messages = i18n('intake/help-first', {
  heading: 'Thank you for telling us. Help is here now.',
  calm: 'What you shared matters, and you do not have to face it alone. If you might act on these thoughts, or you are in danger now, please call one of these numbers now. They are free and answer day and night.',
  clinic: 'The clinic',
  emergencyDepartment:
    'Or go to the emergency department of the nearest hospital, or ask someone near you to take you there.',
  callBack: params(
    'We have told the clinic. Someone from {clinic} will call you today on the phone number in your account. If you would rather talk now, call us on {phone}.',
  ),
  continue: 'Continue to my answers',
});

/**
 * What a patient sees first after an answer that says they may be at risk (docs/decisions.md,
 * Intake): help now, in calm words, the crisis numbers of every page (EmergencyNumbers), the
 * clinic's phone and the nearest emergency department, and the clinic's same-day call. The
 * heading takes the focus, so a screen reader starts here.
 */
export function HelpFirst({ onContinue }: { onContinue: () => void }) {
  const t = useStore(messages);
  const config = useClinicConfig().data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="help-first-heading"
      className="space-y-4 rounded-lg border-2 border-red-200 bg-red-50 p-5"
    >
      <h2
        id="help-first-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-gray-900"
      >
        {t.heading}
      </h2>
      <p className="text-gray-800">{t.calm}</p>
      <EmergencyNumbers />
      {config && (
        <p className="text-sm">
          {t.clinic}:{' '}
          <a
            href={telHref(config.phone)}
            className="inline-flex min-h-11 items-center font-semibold text-red-700 underline"
          >
            {config.phone}
          </a>
        </p>
      )}
      <p className="text-sm text-gray-800">{t.emergencyDepartment}</p>
      {config && (
        <p className="text-sm text-gray-800">
          {t.callBack({ clinic: config.name, phone: config.phone })}
        </p>
      )}
      <button
        type="button"
        onClick={onContinue}
        className="min-h-11 rounded-full border border-gray-400 px-6 text-sm text-gray-800"
      >
        {t.continue}
      </button>
    </section>
  );
}
