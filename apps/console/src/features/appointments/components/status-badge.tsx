import type { Appointment } from '@clinic/contracts';

type Status = { label: string; tone: string };

const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium';

/** The operator's reading of an appointment, in the order of the patient site's display states. */
export function appointmentStatus(appointment: Appointment): Status {
  if (appointment.cancelled) return { label: 'Cancelled', tone: 'bg-gray-100 text-gray-700' };
  if (appointment.payment && appointment.isCompleted)
    return { label: 'Paid', tone: 'bg-emerald-100 text-emerald-800' };
  if (appointment.paymentProof.status === 'pending')
    return { label: 'Proof to review', tone: 'bg-amber-100 text-amber-800' };
  if (appointment.paymentProof.status === 'rejected')
    return { label: 'Proof rejected', tone: 'bg-red-100 text-red-800' };
  return { label: 'Awaiting payment', tone: 'bg-sky-100 text-sky-800' };
}

/** Money moved before a cancellation: still owed, or given back with its UPI reference. */
export function refundStatus({ refund }: Appointment): Status | null {
  if (!refund) return null;
  if (refund.status === 'due') return { label: 'Refund due', tone: 'bg-amber-100 text-amber-800' };
  return {
    label: refund.upiReference ? `Refunded (${refund.upiReference})` : 'Refunded',
    tone: 'bg-emerald-100 text-emerald-800',
  };
}

/** Whether the patient came, once staff marked it; apart from the payment's state. */
export function attendanceStatus({ attendance }: Appointment): Status | null {
  if (attendance === 'attended')
    return { label: 'Attended', tone: 'bg-emerald-100 text-emerald-800' };
  if (attendance === 'missed') return { label: 'Missed', tone: 'bg-red-100 text-red-800' };
  return null;
}

export function StatusBadge({ appointment }: { appointment: Appointment }) {
  const status = appointmentStatus(appointment);
  const refund = refundStatus(appointment);
  const attendance = attendanceStatus(appointment);
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`${BADGE} ${status.tone}`}>{status.label}</span>
      {refund && <span className={`${BADGE} ${refund.tone}`}>{refund.label}</span>}
      {attendance && <span className={`${BADGE} ${attendance.tone}`}>{attendance.label}</span>}
    </span>
  );
}
