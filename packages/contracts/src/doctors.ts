import { z } from 'zod';
import { addressSchema, idSchema, lengthLimit } from './common.js';
import { DATE_KEY_PATTERN, SLOT_TIME_PATTERN } from './patterns.js';
import type { FieldTextKey } from './texts.js';
import { parseDateKey } from './slots.js';

export const SPECIALITIES = ['Psychiatrist', 'Pediatrician', 'Psychologist'] as const;
export const specialitySchema = z.enum(SPECIALITIES);
export type Speciality = z.infer<typeof specialitySchema>;

/** Canonical HH:MM on the grid's clock face; the calendar decides whether it is a bookable start. */
export const slotTimeSchema = z
  .string()
  .check(lengthLimit(5, 'slotTime' satisfies FieldTextKey))
  .regex(SLOT_TIME_PATTERN, 'slotTime' satisfies FieldTextKey);
/** A real calendar date as D_M_YYYY: `31_2_2026` has the shape but is no date. */
export const dateKeySchema = z
  .string()
  .check(lengthLimit(10, 'dateKey' satisfies FieldTextKey))
  .regex(DATE_KEY_PATTERN, 'dateKey' satisfies FieldTextKey)
  .refine((key) => parseDateKey(key) !== null, 'Not a calendar date');

export const blockedSlotsSchema = z.object({
  date: dateKeySchema,
  times: z.array(slotTimeSchema),
});

/** A registration number such as 'KMC 45678' (state medical council and number) is this long at most. */
export const REGISTRATION_NUMBER_MAX = 40;

/** A doctor as the public list carries it: no e-mail, no password (docs/decisions.md, Wire conventions). */
export const doctorSchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
  speciality: specialitySchema,
  degree: z.string(),
  /** The medical or RCI registration, printed on receipts; '' when not given (older records). */
  registrationNumber: z.string().max(REGISTRATION_NUMBER_MAX).default(''),
  /** Years of practice. */
  experience: z.number().int().nonnegative(),
  about: z.string(),
  /** Consultation fee in rupees. */
  fees: z.number().int().nonnegative(),
  available: z.boolean(),
  address: addressSchema,
  slots_booked: z.record(z.string(), z.array(z.string())),
  blockedSlots: z.array(blockedSlotsSchema),
});
export type Doctor = z.infer<typeof doctorSchema>;

export const doctorListResponse = z.object({
  success: z.literal(true),
  doctors: z.array(doctorSchema),
});
export type DoctorListResponse = z.infer<typeof doctorListResponse>;
