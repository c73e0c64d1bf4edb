import type { Appointment } from '@clinic/contracts';

export type AppointmentDisplay = 'cancelled' | 'paid' | 'verifying' | 'rejected' | 'payable';

/**
 * Proof counts as sent when this browser sent it (the spec's local marker) or when the server
 * already holds a pending proof: the server is the source of truth (DESIGN §5).
 */
function proofSent(appointment: Appointment, submittedLocally: boolean): boolean {
  return submittedLocally || appointment.paymentProof.status === 'pending';
}

/** The display state of spec §4, evaluated in its order. */
export function appointmentDisplay(
  appointment: Appointment,
  submittedLocally: boolean,
): AppointmentDisplay {
  if (appointment.cancelled) return 'cancelled';
  if (appointment.payment && appointment.isCompleted) return 'paid';
  if (proofSent(appointment, submittedLocally) && appointment.paymentProof.status === 'pending')
    return 'verifying';
  if (appointment.paymentProof.status === 'rejected') return 'rejected';
  return 'payable';
}

/**
 * Spec §4: not cancelled, not completed, has a proof object, and no proof sent. A rejected proof
 * no longer holds the appointment, so it may be cancelled again.
 */
export function canCancel(appointment: Appointment, submittedLocally: boolean): boolean {
  const sent =
    proofSent(appointment, submittedLocally) && appointment.paymentProof.status !== 'rejected';
  return (
    !appointment.cancelled &&
    !appointment.isCompleted &&
    !appointment.payment &&
    Boolean(appointment.paymentProof) &&
    !sent
  );
}
