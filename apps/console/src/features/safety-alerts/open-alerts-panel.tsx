import { useMay } from '../../lib/operator';
import { useOpenSafetyAlerts } from './api/open-safety-alerts';
import { SafetyAlertsList } from './components/safety-alerts-list';

/** The dashboard opens with the patients waiting for a call, and how long each has waited. */
export function OpenAlertsPanel() {
  const may = useMay();
  const open = useOpenSafetyAlerts(may('safety-alerts'));
  if (!open.data) return null;
  return (
    <section aria-labelledby="open-alerts-heading" className="mb-8">
      <h2 id="open-alerts-heading" className="mb-3 text-lg font-semibold text-gray-900">
        Patients to call today
      </h2>
      <SafetyAlertsList now={new Date()} />
    </section>
  );
}
