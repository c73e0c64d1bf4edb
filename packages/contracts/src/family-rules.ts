/**
 * The rules about family members that need no schema: whom a booking may be for, and the
 * relations' names. Apart from family.ts's schemas, so that a page using only these (the booking
 * page) loads no zod (apps/web/vite.config.ts).
 */
import type { Speciality } from './doctors.js';
import { dateInputToKey, parseDateKey } from './slots.js';
import type { CalendarDate } from './slots.js';

/** Who a member is to the account holder; staff see it beside the patient's name. */
export const RELATIONS = ['child', 'spouse', 'parent', 'sibling', 'other'] as const;
export type Relation = (typeof RELATIONS)[number];

/** The English of each relation (the web app and the console translate by the same key). */
export const RELATION_TEXTS: Record<Relation, string> = {
  child: 'Child',
  spouse: 'Spouse',
  parent: 'Parent',
  sibling: 'Brother or sister',
  other: 'Other relative',
};

/** How many members one account may keep. */
export const MAX_FAMILY_MEMBERS = 10;

/** The age from which a patient books for themselves: below it, a guardian consents. */
export const AGE_OF_MAJORITY = 18;

/** A real calendar date written YYYY-MM-DD, or null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const key = dateInputToKey(text);
  return key === null ? null : parseDateKey(key);
}

/** Whole years from a YYYY-MM-DD birth date to `on`; null when `dob` is no date. */
export function ageOn(dob: string, on: CalendarDate): number | null {
  const born = parseIsoDate(dob);
  if (!born) return null;
  const hadBirthday = on.month > born.month || (on.month === born.month && on.day >= born.day);
  return on.year - born.year - (hadBirthday ? 0 : 1);
}

/**
 * Whether a patient born on `dob` (YYYY-MM-DD) is under 18 on the visit's day `slotDate`
 * (D_M_YYYY). A date that does not parse counts as a minor: the stricter rule then applies.
 */
export function isMinorOnVisit(dob: string, slotDate: string): boolean {
  const visit = parseDateKey(slotDate);
  const age = visit && ageOn(dob, visit);
  return age === null || age < AGE_OF_MAJORITY;
}

/** A paediatrician sees children only: an account holder books them for a member under 18. */
export const seesChildrenOnly = (speciality: Speciality): boolean => speciality === 'Pediatrician';

/** Why the booking is refused for this patient, or null when it may go ahead. */
export type PatientRefusal = 'childRequired' | 'guardianRequired';

/**
 * The rules a booking keeps about whom it is for. `member` is the family member booked for (null:
 * the holder themselves). A paediatrician's booking is for a member under 18 on the visit's day;
 * a member under 18 is booked only when the holder confirms being their parent or lawful
 * guardian (`guardianConfirmed`).
 */
export function patientRefusal(booking: {
  speciality: Speciality;
  slotDate: string;
  member: { dob: string } | null;
  guardianConfirmed: boolean;
}): PatientRefusal | null {
  const minor = booking.member !== null && isMinorOnVisit(booking.member.dob, booking.slotDate);
  if (seesChildrenOnly(booking.speciality) && !minor) return 'childRequired';
  if (minor && !booking.guardianConfirmed) return 'guardianRequired';
  return null;
}
