/**
 * What a patient may do with an appointment, and which of the five display states of My
 * Appointments applies. The API enforces these rules and the web app shows the buttons they
 * allow; the stores repeat each rule as the condition of their atomic update (see
 * apps/api/src/store/README.md), so that a race between two requests cannot slip past it.
 */
import type { Appointment } from './appointments.js';
import { slotStart } from './slots.js';
import { APPOINTMENT_STATUS_TEXTS, withAmount, withPhone } from './texts.js';

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

/** An appointment's state as My Appointments says it in words, beside its display state. */
export type AppointmentStatus =
  | 'paymentDue'
  | 'paymentRejected'
  | 'proofSent'
  | 'confirmed'
  | 'missed'
  | 'cancelled'
  | 'refundDue'
  | 'refunded';

/**
 * What the patient must know of an appointment: what is due and what happens next. It follows the
 * display state; a cancelled one says whether money goes back (`refund`, set when it had moved),
 * and a live one the clinic marked missed says so, with the clinic's phone, before any payment
 * state (attendance.ts).
 */
export function appointmentStatus(
  appointment: AppointmentState & Pick<Appointment, 'refund' | 'attendance'>,
): AppointmentStatus {
  if (!appointment.cancelled && appointment.attendance === 'missed') return 'missed';
  switch (appointmentDisplay(appointment)) {
    case 'cancelled':
      if (appointment.refund?.status === 'due') return 'refundDue';
      if (appointment.refund?.status === 'refunded') return 'refunded';
      return 'cancelled';
    case 'paid':
      return 'confirmed';
    case 'verifying':
      return 'proofSent';
    case 'rejected':
      return 'paymentRejected';
    case 'payable':
      return 'paymentDue';
  }
}

/**
 * The status's English words for a fee shown as `amount` ('₹1,500'), and the clinic's `phone`
 * where they give it (`missed`).
 */
export function appointmentStatusText(
  status: AppointmentStatus,
  amount: string,
  phone = '',
): string {
  return withPhone(withAmount(APPOINTMENT_STATUS_TEXTS[status], amount), phone);
}

/** What a patient asks to do with their own appointment. */
export type PatientChange = 'cancel' | 'move';

/** Why a patient may not make a change now; `patientChangeRefusal` says which applies. */
export type PatientChangeRefusal =
  'cancelled' | 'started' | 'completed' | 'proofPending' | 'cutoff';

/** The clinic's clock and cancellation policy, which decide what a patient may still change. */
export interface ChangePolicy {
  now: Date;
  timeZone: string;
  /** CANCEL_CUTOFF_HOURS; 0 is off. */
  cutoffHours: number;
}

/**
 * Why the patient may not `change` the appointment now, or null when they may, checked in this
 * order:
 * - `cancelled`: it already is;
 * - `started`: the visit has started or ended (its start is at or before `now`, or its slot
 *   cannot be read);
 * - `completed` (cancel only): the clinic confirmed the payment (its approval sets `payment` and
 *   `isCompleted` together);
 * - `proofPending` (cancel only): a proof of payment waits for the clinic, so the clinic cancels
 *   it, and refunds what was sent;
 * - `cutoff`: the cancellation policy's cut-off has passed (`insideCancelCutoff`).
 * For a cancel this is the product's Cancel button (not cancelled, not completed, no proof sent
 * and waiting; docs/product.md, Appointment states), in time: a patient's cancel never lands on
 * money moved, so it never owes a refund. A move keeps the payment state, paid or not. Staff are
 * bound by none of it.
 */
export function patientChangeRefusal(
  appointment: AppointmentState & Pick<Appointment, 'slotDate' | 'slotTime'>,
  change: PatientChange,
  policy: ChangePolicy,
): PatientChangeRefusal | null {
  if (appointment.cancelled) return 'cancelled';
  const start = slotStart(appointment.slotDate, appointment.slotTime, policy.timeZone);
  if (start === null || start.getTime() <= policy.now.getTime()) return 'started';
  if (change === 'cancel') {
    if (appointment.payment || appointment.isCompleted) return 'completed';
    if (appointment.paymentProof.status === 'pending') return 'proofPending';
  }
  return insideCancelCutoff(appointment, policy) ? 'cutoff' : null;
}

/**
 * Whether cancelling it now owes the patient a refund: money may have reached the clinic (paid,
 * or a proof waits). The stores set `refund.status` 'due' on this condition in the cancel's own
 * update. Only the clinic's cancels (and an erasure's) can land there: `patientChangeRefusal`
 * refuses the patient's.
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
 * `patientChangeRefusal`'s other rules alone apply. The clinic's staff are not bound by it.
 */
export function insideCancelCutoff(
  appointment: Pick<Appointment, 'slotDate' | 'slotTime'>,
  { now, timeZone, cutoffHours }: ChangePolicy,
): boolean {
  if (cutoffHours <= 0) return false;
  const start = slotStart(appointment.slotDate, appointment.slotTime, timeZone);
  return start === null || start.getTime() - now.getTime() < cutoffHours * 3_600_000;
}
