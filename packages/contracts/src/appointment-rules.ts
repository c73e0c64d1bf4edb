/**
 * What a patient may do with an appointment, and which of the five display states of My
 * Appointments applies. The API enforces these rules and the web app shows the buttons they
 * allow; the stores repeat each rule as the condition of their atomic update (see
 * apps/api/src/store/README.md), so that a race between two requests cannot slip past it.
 */
import type { Appointment } from './appointments.js';
import { slotStart } from './slots.js';

export type AppointmentState = Pick<
  Appointment,
  'cancelled' | 'payment' | 'isCompleted' | 'paymentProof'
>;

/** The display states of My Appointments, evaluated in this order. */
export type AppointmentDisplay = 'cancelled' | 'paid' | 'verifying' | 'rejected' | 'payable';

export function appointmentDisplay(appointment: AppointmentState): AppointmentDisplay {
  if (appointment.cancelled) return 'cancelled';
  if (appointment.payment && appointment.isCompleted) return 'paid';
  if (appointment.paymentProof.status === 'pending') return 'verifying';
  if (appointment.paymentProof.status === 'rejected') return 'rejected';
  return 'payable';
}

/**
 * Why the patient may not cancel or move the appointment (`cancelled`: it already is), or null
 * when they may: paid or not, with or without a proof. A cancel that lands on money moved (paid,
 * or a proof waiting) owes the patient a refund, which the store records with it; a move takes
 * the payment state along. The cancellation policy's cut-off is checked apart
 * (`insideCancelCutoff`).
 */
export function patientChangeRefusal(appointment: AppointmentState): 'cancelled' | null {
  return appointment.cancelled ? 'cancelled' : null;
}

/**
 * Whether cancelling it now owes the patient a refund: money may have reached the clinic (paid,
 * or a proof waits). The stores set `refund.status` 'due' on this condition in the cancel's own
 * update.
 */
export function cancelOwesRefund(appointment: AppointmentState): boolean {
  return appointment.payment || appointment.paymentProof.status === 'pending';
}

/**
 * Why proof of payment may not be sent (`pending`: one already waits for the clinic; `closed`:
 * cancelled or already paid), or null when it may: no proof yet, or a rejected one.
 */
export function proofRefusal(appointment: AppointmentState): 'pending' | 'closed' | null {
  const status = appointment.paymentProof.status;
  if (status === 'pending') return 'pending';
  if (appointment.cancelled || appointment.payment || status === 'approved') return 'closed';
  return null;
}

/**
 * The cancellation policy: with `cutoffHours` above 0, a patient may cancel or move an
 * appointment only while its start is at least that many hours away;
 * after that, changes go through the clinic by phone. With 0 (the default) the policy is off and
 * the spec's rules alone apply. The clinic's staff are not bound by it.
 */
export function insideCancelCutoff(
  appointment: Pick<Appointment, 'slotDate' | 'slotTime'>,
  { now, timeZone, cutoffHours }: { now: Date; timeZone: string; cutoffHours: number },
): boolean {
  if (cutoffHours <= 0) return false;
  const start = slotStart(appointment.slotDate, appointment.slotTime, timeZone);
  return start === null || start.getTime() - now.getTime() < cutoffHours * 3_600_000;
}
