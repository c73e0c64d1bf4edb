import { useStore } from '@nanostores/react';
import { NATIONAL_EMERGENCY_NUMBER } from '@clinic/contracts';
import { useClinicConfig } from '../lib/clinic-config';
import { telHref } from '../lib/helplines';
import { i18n } from '../lib/i18n';
import { Skeleton } from './skeleton';

export const messages = i18n('components/emergency-numbers', {
  loading: 'Loading helpline numbers…',
  notLoaded: 'We could not load our helpline numbers. In an emergency, call',
  emergency: 'All emergencies: police, fire, ambulance',
});

/** A call target of 44 x 44 px at least (WCAG 2.2, 2.5.5), as the crisis line's. */
const CALL_LINK =
  'inline-flex min-h-11 min-w-11 items-center font-semibold text-red-700 underline-offset-4 hover:underline';

/**
 * The helplines from the clinic's configuration as call links, then 112 unless one of them is
 * it: the numbers of the crisis line at the top of the page (components/crisis-line.tsx), and
 * more. A person in crisis must always see a number to call, so a failed load still names 112.
 */
export function EmergencyNumbers() {
  const t = useStore(messages);
  const config = useClinicConfig();

  if (config.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t.loading}</span>
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-5 w-40" />
      </div>
    );
  }

  if (config.isError) {
    return (
      <p className="text-sm">
        {t.notLoaded}{' '}
        <a
          href={telHref(NATIONAL_EMERGENCY_NUMBER)}
          className={`${CALL_LINK} justify-center underline`}
        >
          {NATIONAL_EMERGENCY_NUMBER}
        </a>
        .
      </p>
    );
  }

  const helplines = config.data.emergencyNumbers;
  const emergency = telHref(NATIONAL_EMERGENCY_NUMBER);
  const numbers = helplines.some(({ number }) => telHref(number) === emergency)
    ? helplines
    : [...helplines, { label: t.emergency, number: NATIONAL_EMERGENCY_NUMBER }];
  return (
    <ul className="space-y-1">
      {numbers.map(({ label, number }) => (
        <li key={`${label}-${number}`} className="text-sm">
          <span className="block text-gray-700">{label}</span>
          <a href={telHref(number)} className={`${CALL_LINK} text-lg`}>
            {number}
          </a>
        </li>
      ))}
    </ul>
  );
}
