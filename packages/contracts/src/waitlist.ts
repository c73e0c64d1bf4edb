/**
 * The waiting list of a doctor (docs/product.md, Waiting list): a patient who finds no time that
 * suits them leaves a wish (any time, or preferred days and half-days) until a day within the
 * booking window; a time that frees is offered to the first waiting patient whose wish it
 * matches, held for them for OFFER_HOLD_MINUTES.
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { dateKeySchema } from './doctors.js';
import { parseDateKey, scanDays, slotStart } from './slots.js';

/** How long a freed time is held for the patient it is offered to. */
export const OFFER_HOLD_MINUTES = 30;
/** The waiting lists one patient may be on at once (one entry per doctor). */
export const MAX_WAITLIST_ENTRIES = 3;

export const HALF_DAYS = ['morning', 'afternoon'] as const;
export const halfDaySchema = z.enum(HALF_DAYS);
export type HalfDay = z.infer<typeof halfDaySchema>;

/** The clinic's days, 1 = Monday ... 6 = Saturday: it is closed on Sundays. */
export const CLINIC_WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;

/** The half-day of a clinic time: the morning sessions end before 13:00 (SLOT_TIMES). */
export function halfDayOf(slotTime: string): HalfDay {
  return slotTime < '13:00' ? 'morning' : 'afternoon';
}

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
]);
export type WaitlistWish = z.infer<typeof waitlistWishSchema>;

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

/** The clinic's clock, as the waiting list's rules read it. */
export interface WaitlistClock {
  now: Date;
  timeZone: string;
}

/** Why a last day is refused: not a day of the booking window (today and the 13 after). */
export function waitlistUntilRefusal(until: string, clock: WaitlistClock): 'outside-window' | null {
  return scanDays(clock.now, clock.timeZone).some((day) => day.dateKey === until)
    ? null
    : 'outside-window';
}

/** 0 = Sunday ... 6 = Saturday of a D_M_YYYY key (a calendar day, whatever the zone). */
function weekdayOf(dateKey: string): number | null {
  const date = parseDateKey(dateKey);
  return date && new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** `day` (D_M_YYYY) is after `until` (D_M_YYYY). */
function isAfter(day: string, until: string): boolean {
  const a = parseDateKey(day);
  const b = parseDateKey(until);
  if (!a || !b) return true;
  return Date.UTC(a.year, a.month - 1, a.day) > Date.UTC(b.year, b.month - 1, b.day);
}

/**
 * Whether a freed time suits a waiting patient's wish now: it starts after `now`, falls on or
 * before their last day, and (for preferred days) on one of their days and half-days.
 */
export function wishMatches(
  entry: { wish: WaitlistWish; until: string },
  slot: { slotDate: string; slotTime: string },
  clock: WaitlistClock,
): boolean {
  const start = slotStart(slot.slotDate, slot.slotTime, clock.timeZone);
  if (!start || start <= clock.now) return false;
  if (isAfter(slot.slotDate, entry.until)) return false;
  if (entry.wish.kind === 'any') return true;
  const weekday = weekdayOf(slot.slotDate);
  return (
    weekday !== null &&
    entry.wish.weekdays.includes(weekday) &&
    entry.wish.halfDays.includes(halfDayOf(slot.slotTime))
  );
}

/** Whether the entry's window has passed: its last day is before `today` (D_M_YYYY). */
export function waitlistEntryEnded(until: string, today: string): boolean {
  return isAfter(today, until);
}
