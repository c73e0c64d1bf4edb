/**
 * Rules both engines apply the same way, so that they pass one suite: how e-mails and
 * transaction IDs compare, how a slot date sorts, what the operator's status filters mean.
 */
import {
  ADMIN_PAGE_SIZE_MAX,
  DATE_KEY_PATTERN,
  SLOT_TIME_PATTERN,
  parseDateKey,
} from '@clinic/contracts';
import type { AdminAppointmentStatus, Appointment, PaymentProof } from '@clinic/contracts';
import type { AppointmentFilter, AppointmentRecord } from './types.js';

/** E-mails are compared without case or surrounding spaces: `Asha@X.in` is `asha@x.in`. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** UPI reference numbers are case-insensitive; the key keeps one appointment per ID. */
export function transactionKey(transactionId: string): string {
  return transactionId.trim().toUpperCase();
}

/** A D_M_YYYY key as a sortable number YYYYMMDD (`5_3_2026` -> 20260305). */
export function dayNumber(dateKey: string): number {
  const date = parseDateKey(dateKey);
  if (!date) throw new RangeError(`Not a D_M_YYYY date key: ${JSON.stringify(dateKey)}`);
  return date.year * 10_000 + date.month * 100 + date.day;
}

/**
 * Guards the keys a store builds paths from (`slots_booked.<date>` in mongo): the services
 * validate first, this keeps a malformed key from ever reaching a query.
 */
export function assertSlot(slotDate: string, slotTime: string): void {
  assertSlotTimes(slotDate, [slotTime]);
}

/** `assertSlot` for one date and any number of times (blocking takes a list). */
export function assertSlotTimes(slotDate: string, slotTimes: readonly string[]): void {
  if (!DATE_KEY_PATTERN.test(slotDate) || !parseDateKey(slotDate)) {
    throw new RangeError(`Not a D_M_YYYY date key: ${JSON.stringify(slotDate)}`);
  }
  const malformed = slotTimes.find((time) => !SLOT_TIME_PATTERN.test(time));
  if (malformed !== undefined) {
    throw new RangeError(`Not an HH:MM time: ${JSON.stringify(malformed)}`);
  }
}

export const NO_PROOF: PaymentProof = { status: 'none' };

/**
 * The patient snapshot of an appointment kept after its patient's erasure (docs/decisions.md,
 * Patients' rights): the accounts keep the visit, not the person.
 */
export const ERASED_PATIENT = { name: 'Erased patient', email: '', phone: '' } as const;

/**
 * The operator's status filters, in words (each engine translates them to its own query):
 * - `upcoming`: not cancelled, slot day today or later;
 * - `awaiting-proof`: not cancelled, not paid, no proof or a rejected one;
 * - `proof-pending`: not cancelled, proof waiting for the operator;
 * - `paid`: not cancelled, payment received;
 * - `cancelled`: cancelled;
 * - `completed`: not cancelled, slot day before today (the visit has taken place).
 * `upcoming` and `completed` need the clinic's `today`.
 */
export function requireToday(filter: AppointmentFilter): number | undefined {
  const needsToday: AdminAppointmentStatus[] = ['upcoming', 'completed'];
  if (filter.status && needsToday.includes(filter.status)) {
    if (!filter.today) throw new RangeError(`The '${filter.status}' filter needs today's date key`);
    return dayNumber(filter.today);
  }
  return undefined;
}

/** Bounds of a page: 1-based page, 1 to ADMIN_PAGE_SIZE_MAX rows. */
export function pageBounds(filter: Pick<AppointmentFilter, 'page' | 'pageSize'>): {
  skip: number;
  limit: number;
} {
  const limit = Math.min(Math.max(Math.trunc(filter.pageSize) || 1, 1), ADMIN_PAGE_SIZE_MAX);
  const page = Math.max(Math.trunc(filter.page) || 1, 1);
  return { skip: (page - 1) * limit, limit };
}

/** A patch leaves out what it does not change; `undefined` never overwrites a value. */
export function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * The operator's record of a patient's appointment: the patient's snapshot after the doctor's,
 * where the operator's answers have always had it (both engines read the patient's own list
 * without it).
 */
export function withPatientSnapshot(
  appointment: Appointment,
  userData: AppointmentRecord['userData'],
): AppointmentRecord {
  const { _id, userId, docId, slotDate, slotTime, slotData, docData, ...rest } = appointment;
  return { _id, userId, docId, slotDate, slotTime, slotData, docData, userData, ...rest };
}
