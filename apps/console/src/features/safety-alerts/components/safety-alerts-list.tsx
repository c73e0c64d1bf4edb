import { useState, type FormEvent } from 'react';
import type { SafetyAlert } from '@clinic/contracts';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/fields';
import { FormError } from '../../../components/form-error';
import { EmptyState, ErrorState, Loading } from '../../../components/query-state';
import { formatInstant } from '../../../lib/format';
import { useRecordCallBack, useSafetyAlerts } from '../api/safety-alerts';

/** How long the alert has waited at `now`, in hours and minutes. */
export function waited(raisedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(raisedAt).getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

function CallBackForm({ alert }: { alert: SafetyAlert }) {
  const [outcome, setOutcome] = useState('');
  const record = useRecordCallBack();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate({ id: alert._id, outcome });
  };
  return (
    <form
      onSubmit={onSubmit}
      className="mt-3 space-y-2"
      aria-label={`Call-back for ${alert.patientName}`}
    >
      <TextAreaField
        label="What came of the call"
        rows={2}
        required
        maxLength={1000}
        value={outcome}
        onChange={(event) => setOutcome(event.target.value)}
      />
      <FormError error={record.error} />
      <Button type="submit" small disabled={record.isPending}>
        Record the call-back
      </Button>
    </form>
  );
}

/**
 * The patients at risk to call back, open ones first and longest waiting first, then the latest
 * closed with who called and when. Never an answer: the front desk reads this too.
 */
export function SafetyAlertsList({ now }: { now: Date }) {
  const alerts = useSafetyAlerts();
  if (alerts.isPending) return <Loading />;
  if (alerts.isError) return <ErrorState error={alerts.error} onRetry={() => alerts.refetch()} />;
  if (alerts.data.length === 0) return <EmptyState>No patient is waiting for a call.</EmptyState>;
  return (
    <ul className="space-y-3">
      {alerts.data.map((alert) => (
        <li
          key={alert._id}
          className={`rounded-lg border p-4 ${alert.callBack ? 'border-gray-200 bg-white' : 'border-red-300 bg-red-50'}`}
        >
          <p className="font-semibold text-gray-900">
            {alert.patientName} ·{' '}
            <a href={`tel:${alert.patientPhone.replace(/[^\d+]/g, '')}`} className="underline">
              {alert.patientPhone}
            </a>
          </p>
          <p className="text-sm text-gray-700">
            Visit with {alert.doctorName} on {alert.slotData}
          </p>
          {alert.callBack ? (
            <p className="mt-2 text-sm text-gray-700">
              Called back by {alert.callBack.operatorName} on {formatInstant(alert.callBack.at)}:{' '}
              {alert.callBack.outcome}
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm font-medium text-red-800">
                Waiting {waited(alert.raisedAt, now)} (since {formatInstant(alert.raisedAt)})
              </p>
              <CallBackForm alert={alert} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
