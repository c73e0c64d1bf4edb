import { useStore } from '@nanostores/react';
import { NATIONAL_EMERGENCY_NUMBER } from '@clinic/contracts';
import { useClinicConfig } from '../lib/clinic-config';
import { telHref } from '../lib/helplines';
import { i18n } from '../lib/i18n';
import { Skeleton } from './skeleton';

export const messages = i18n('components/emergency-numbers', {
  loading: 'Loading helpline numbers…',
  notLoaded: 'We could not load our helpline numbers. In an emergency, call',
});

/**
 * The helplines from the clinic's configuration as call links. A person in crisis must always see a
 * number to call, so a failed load still names the national emergency line.
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
        <a href={telHref(NATIONAL_EMERGENCY_NUMBER)} className="font-semibold underline">
          {NATIONAL_EMERGENCY_NUMBER}
        </a>
        .
      </p>
    );
  }

  return (
    <ul className="space-y-2">
      {config.data.emergencyNumbers.map(({ label, number }) => (
        <li key={`${label}-${number}`} className="text-sm">
          <span className="block text-gray-700">{label}</span>
          <a
            href={telHref(number)}
            className="text-lg font-semibold text-red-700 underline-offset-4 hover:underline"
          >
            {number}
          </a>
        </li>
      ))}
    </ul>
  );
}
