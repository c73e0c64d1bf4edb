import { useId, useState, type FormEvent } from 'react';
import { rejectPaymentRequest, type AdminAppointment } from '@clinic/contracts';
import { formatRupees } from '@clinic/client-kit';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/fields';
import { formatInstant, formatSlot } from '../../../lib/format';
import { useApprovePayment, useRejectPayment } from '../api/decide-payment';

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{term}</dt>
      <dd className="mt-0.5 break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** One proof to check against the clinic's UPI statement, then approve or reject with a reason. */
export function ProofReviewCard({ appointment }: { appointment: AdminAppointment }) {
  const headingId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const approveMutation = useApprovePayment();
  const rejectMutation = useRejectPayment();
  const busy = approveMutation.isPending || rejectMutation.isPending;
  const proof = appointment.paymentProof;

  function submitRejection(event: FormEvent) {
    event.preventDefault();
    const parsed = rejectPaymentRequest.safeParse({ reason });
    if (!parsed.success) {
      setReasonError('Please give the patient a reason');
      return;
    }
    setReasonError(undefined);
    rejectMutation.mutate({ appointmentId: appointment._id, reason: parsed.data.reason });
  }

  return (
    <article
      id={`proof-${appointment._id}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {appointment.userData.name} with {appointment.docData.name}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="Patient">{`${appointment.userData.name}, ${appointment.userData.phone}, ${appointment.userData.email}`}</Detail>
        <Detail term="Doctor">{`${appointment.docData.name} (${appointment.docData.speciality})`}</Detail>
        <Detail term="Slot">{formatSlot(appointment.slotDate, appointment.slotTime)}</Detail>
        <Detail term="Amount">{formatRupees(appointment.amount)}</Detail>
        <Detail term="Name on payment">{proof.name ?? ''}</Detail>
        <Detail term="Transaction ID">{proof.transactionId ?? ''}</Detail>
        {proof.submittedAt && <Detail term="Sent">{formatInstant(proof.submittedAt)}</Detail>}
      </dl>

      {rejecting ? (
        <form onSubmit={submitRejection} className="mt-5 space-y-3" noValidate>
          <TextAreaField
            label="Reason for rejecting"
            hint="The patient sees this and can send proof again."
            rows={2}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
            autoFocus
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={busy}>
              Confirm rejection
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(false)} disabled={busy}>
              Back
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-5 flex flex-wrap gap-2">
          <Button
            variant="success"
            disabled={busy}
            onClick={() => approveMutation.mutate(appointment._id)}
          >
            Approve
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </div>
      )}
    </article>
  );
}
