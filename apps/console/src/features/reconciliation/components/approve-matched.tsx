import { useState } from 'react';
import type { ProofMatch, ReconcileApproveResponse } from '@clinic/contracts';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-error';
import { useApproveMatched } from '../api/approve-matched';

const SKIP_TEXTS: Record<ReconcileApproveResponse['skipped'][number]['reason'], string> = {
  'not-pending': 'no longer waiting for review (approved, rejected or cancelled meanwhile)',
  changed: 'its transaction ID or amount changed after the statement was checked',
};

const payments = (count: number) => (count === 1 ? '1 payment' : `${count} payments`);

function ApprovalResult({
  result,
  matched,
}: {
  result: ReconcileApproveResponse;
  matched: readonly ProofMatch[];
}) {
  const patientOf = (appointmentId: string) =>
    matched.find(({ proof }) => proof.appointmentId === appointmentId)?.proof.patient ??
    appointmentId;
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
      <p className="font-medium text-emerald-900">
        {result.message}: approved {payments(result.approved.length)}.
      </p>
      {result.skipped.length > 0 && (
        <>
          <p className="mt-2 text-gray-900">Skipped {payments(result.skipped.length)}:</p>
          <ul className="mt-1 list-disc pl-5 text-gray-900">
            {result.skipped.map(({ appointmentId, reason }) => (
              <li key={appointmentId}>
                {patientOf(appointmentId)}: {SKIP_TEXTS[reason]}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** One step for every matched proof, after a confirmation; each is approved as a single one is. */
export function ApproveMatched({ matched }: { matched: readonly ProofMatch[] }) {
  const [confirming, setConfirming] = useState(false);
  const approve = useApproveMatched();
  const count = matched.length;

  if (approve.data) return <ApprovalResult result={approve.data} matched={matched} />;
  if (count === 0) return null;
  if (!confirming) {
    return (
      <Button variant="success" onClick={() => setConfirming(true)}>
        Approve {count} matched {count === 1 ? 'payment' : 'payments'}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label="Confirm approval"
      className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
    >
      <p className="text-gray-900">
        Approve {payments(count)}? Each patient is mailed that their payment arrived, as with a
        single approval. A proof decided or changed meanwhile is skipped.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="success"
          autoFocus
          disabled={approve.isPending}
          onClick={() => approve.mutate(matched)}
        >
          Yes, approve {payments(count)}
        </Button>
        <Button
          variant="secondary"
          disabled={approve.isPending}
          onClick={() => setConfirming(false)}
        >
          Back
        </Button>
      </div>
      <FormError error={approve.error} />
    </div>
  );
}
