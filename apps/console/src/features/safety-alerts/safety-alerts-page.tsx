import { PageHeader } from '../../components/page-header';
import { SafetyAlertsList } from './components/safety-alerts-list';

/**
 * Safety alerts (docs/operations.md, Safety alerts): call each patient the same day, then record
 * what came of it; the alert stays open until then.
 */
export function SafetyAlertsPage() {
  return (
    <>
      <PageHeader title="Safety alerts" />
      <p className="mb-4 text-sm text-gray-700">
        These patients&rsquo; answers before a visit say they may be at risk. Call each one today.
        If life is in danger now, call 112.
      </p>
      <SafetyAlertsList now={new Date()} />
    </>
  );
}
