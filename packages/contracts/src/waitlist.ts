/**
 * The waiting list of a doctor (docs/product.md, Waiting list): a patient who finds no time that
 * suits them leaves a wish (any time, or preferred days and half-days) until a day within the
 * booking window; a time that frees is offered to the first waiting patient whose wish it
 * matches, held for them for OFFER_HOLD_MINUTES.
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { dateKeySchema } from './doctors.js';
import { CLINIC_WEEKDAYS, HALF_DAYS, type WaitlistWish } from './waitlist-rules.js';

export const halfDaySchema = z.enum(HALF_DAYS);

export const waitlistWishSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('any') }),
  z.object({
    kind: z.literal('preferred'),
    weekdays: z
      .array(z.number().int().min(1).max(6))
      .min(1)
      .max(CLINIC_WEEKDAYS.length)
      .refine((days) => new Set(days).size === days.length, 'Each day once'),
    halfDays: z
      .array(halfDaySchema)
      .min(1)
      .max(HALF_DAYS.length)
      .refine((halves) => new Set(halves).size === halves.length, 'Each half-day once'),
  }),
]) satisfies z.ZodType<WaitlistWish>;

export const joinWaitlistRequest = z.object({
  docId: idSchema,
  wish: waitlistWishSchema,
  /** The last day (D_M_YYYY) the patient waits for: a day of the booking window. */
  until: dateKeySchema,
});
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequest>;

export const leaveWaitlistRequest = z.object({ entryId: idSchema });
export const waitlistOfferRequest = z.object({ offerId: idSchema });

export const waitlistEntrySchema = z.object({
  _id: idSchema,
  docId: idSchema,
  doctorName: z.string(),
  wish: waitlistWishSchema,
  until: dateKeySchema,
  /** Joined at, ISO 8601: the list is served oldest first. */
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistOfferSchema = z.object({
  _id: idSchema,
  docId: idSchema,
  doctorName: z.string(),
  slotDate: dateKeySchema,
  slotTime: z.string(),
  /** Until when the time is held, ISO 8601. */
  expiresAt: z.string(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** GET /api/user/waitlist: the patient's entries and their open offers. */
export const waitlistResponse = z.object({
  success: z.literal(true),
  entries: z.array(waitlistEntrySchema),
  offers: z.array(waitlistOfferSchema),
});
export type WaitlistResponse = z.infer<typeof waitlistResponse>;

/** A doctor's waiting list as staff see it, oldest entry first. */
export const adminWaitlistEntrySchema = waitlistEntrySchema.extend({
  patient: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** The time offered to this patient now, if any. */
  offer: z
    .object({ slotDate: dateKeySchema, slotTime: z.string(), expiresAt: z.string() })
    .nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const adminWaitlistResponse = z.object({
  success: z.literal(true),
  entries: z.array(adminWaitlistEntrySchema),
});
export type AdminWaitlistResponse = z.infer<typeof adminWaitlistResponse>;
