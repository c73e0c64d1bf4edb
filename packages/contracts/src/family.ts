/**
 * Family members: the people an account holder books for (docs/product.md, Family members). A
 * member has their own name, date of birth, relation to the holder, gender and medical fields;
 * the holder stays the contact of every booking. A patient under 18 on the visit's day is booked
 * only by a holder who confirms being the parent or lawful guardian, and a paediatrician sees
 * children only.
 */
import { z } from 'zod';
import { idSchema, lengthLimit, optionalText, requiredText } from './common.js';
import { RELATIONS, parseIsoDate } from './family-rules.js';
import { ISO_DATE_PATTERN } from './patterns.js';
import { GENDERS, bloodGroupSchema } from './profile.js';
import type { FieldTextKey } from './texts.js';

export const relationSchema = z.enum(RELATIONS);

/** A member's date of birth: required, and a real date. */
export const memberDobSchema = z
  .string()
  .trim()
  .check(lengthLimit(10, 'dateOfBirth' satisfies FieldTextKey))
  .regex(ISO_DATE_PATTERN, 'dateOfBirth' satisfies FieldTextKey)
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
