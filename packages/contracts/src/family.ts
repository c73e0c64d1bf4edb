/**
 * Family members: the people an account holder books for (docs/product.md, Family members). A
 * member has their own name, date of birth, relation to the holder, gender and medical fields;
 * the holder stays the contact of every booking. A patient under 18 on the visit's day is booked
 * only by a holder who confirms being the parent or lawful guardian, and a paediatrician sees
 * children only.
 */
import { z } from 'zod';
import { idSchema, lengthLimit, optionalText, requiredText } from './common.js';
import type { Speciality } from './doctors.js';
import { GENDERS, bloodGroupSchema } from './profile.js';
import { parseDateKey } from './slots.js';
import type { CalendarDate } from './slots.js';
import type { FieldTextKey } from './texts.js';

/** Who a member is to the account holder; staff see it beside the patient's name. */
export const RELATIONS = ['child', 'spouse', 'parent', 'sibling', 'other'] as const;
export const relationSchema = z.enum(RELATIONS);
export type Relation = z.infer<typeof relationSchema>;

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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD, or null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  return parseDateKey(`${Number(match[3])}_${Number(match[2])}_${match[1]}`);
}

/** A member's date of birth: required, and a real date. */
export const memberDobSchema = z
  .string()
  .trim()
  .check(lengthLimit(10, 'dateOfBirth' satisfies FieldTextKey))
  .regex(ISO_DATE, 'dateOfBirth' satisfies FieldTextKey)
  .refine((text) => parseIsoDate(text) !== null, 'dateOfBirth' satisfies FieldTextKey);

/** The add and edit form of a member (an edit sends the whole form). */
export const familyMemberRequest = z.object({
  name: requiredText(100),
  dob: memberDobSchema,
  relation: relationSchema,
  gender: z.enum(GENDERS),
  bloodGroup: bloodGroupSchema.default(''),
  allergy: optionalText(500).default(''),
  medicalCondition: optionalText(1000).default(''),
});
export type FamilyMemberRequest = z.infer<typeof familyMemberRequest>;
export type FamilyMemberForm = z.input<typeof familyMemberRequest>;

export const familyMemberSchema = familyMemberRequest.extend({ _id: idSchema });
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const familyMembersResponse = z.object({
  success: z.literal(true),
  members: z.array(familyMemberSchema),
});
export type FamilyMembersResponse = z.infer<typeof familyMembersResponse>;

export const familyMemberResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  member: familyMemberSchema,
});
export type FamilyMemberResponse = z.infer<typeof familyMemberResponse>;

/**
 * The patient of an appointment booked for a family member, as it was at booking; the holder is
 * the appointment's `userId` and contact. After the member's erasure only the relation is left.
 */
export const appointmentPatientSchema = z.object({
  /** The member's id; gone after their erasure. */
  memberId: idSchema.optional(),
  name: z.string(),
  relation: relationSchema,
  /** YYYY-MM-DD; '' after the member's erasure. */
  dob: z.string(),
});
export type AppointmentPatient = z.infer<typeof appointmentPatientSchema>;

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
