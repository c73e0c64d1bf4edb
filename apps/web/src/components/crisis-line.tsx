import { NATIONAL_EMERGENCY_NUMBER, TELE_MANAS, helplineName } from '@clinic/contracts';
import { useClinicConfig } from '../lib/clinic-config';
import { telHref } from '../lib/helplines';

const linkClass = 'font-semibold whitespace-nowrap text-red-800 underline underline-offset-2';

/**
 * One line at the top of every page with the first configured helpline and 112. Until the
 * configuration arrives, or if it fails, it shows Tele-MANAS (the default first helpline), so a
 * person in crisis always sees a number and the line keeps its size when the numbers come.
 * Not a live region: it is not announced again on every page.
 */
export function CrisisLine() {
  const config = useClinicConfig();
  const first = config.data?.emergencyNumbers[0];
  const helpline = first ? { name: helplineName(first.label), number: first.number } : TELE_MANAS;
  return (
    <aside aria-label="Crisis help" className="bg-red-50 text-gray-900">
      <p className="mx-auto max-w-6xl px-4 py-1.5 text-xs leading-5 sm:px-6 sm:text-sm">
        In crisis? Call {helpline.name}{' '}
        <a href={telHref(helpline.number)} className={linkClass}>
          {helpline.number}
        </a>{' '}
        (free, 24x7) or{' '}
        <a href={telHref(NATIONAL_EMERGENCY_NUMBER)} className={linkClass}>
          {NATIONAL_EMERGENCY_NUMBER}
        </a>
        .
      </p>
    </aside>
  );
}
