import { Link } from 'react-router-dom';
import { useMay } from '../../../lib/operator';
import { useOpenSafetyAlerts } from '../api/open-safety-alerts';

/**
 * On every console page for the staff on duty: how many patients wait for the clinic's call after
 * a worrying answer (docs/operations.md, Safety alerts). A number only; the list is one click away.
 */
export function SafetyAlertBanner() {
  const may = useMay();
  const open = useOpenSafetyAlerts(may('safety-alerts'));
  const count = open.data ?? 0;
  if (count === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-lg border-2 border-red-300 bg-red-50 p-4 text-red-900 print:hidden"
    >
      <p className="font-semibold">
        {count === 1 ? '1 patient needs a call today' : `${count} patients need a call today`}
      </p>
      <Link
        to="/safety-alerts"
        className="mt-1 inline-flex min-h-11 items-center font-medium underline"
      >
        See who and record the call-back
      </Link>
    </div>
  );
}
