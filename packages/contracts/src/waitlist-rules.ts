/**
 * The waiting list's rules that need no schema: its limits, its half-days, and whether a freed
 * time suits a wish. Apart from waitlist.ts's schemas, so that a page using only these (the
 * booking page) loads no zod (apps/web/vite.config.ts).
 */
import { parseDateKey, scanDays, slotStart } from './slots.js';

/** How long a freed time is held for the patient it is offered to. */
export const OFFER_HOLD_MINUTES = 30;
/** The waiting lists one patient may be on at once (one entry per doctor). */
export const MAX_WAITLIST_ENTRIES = 3;

export const HALF_DAYS = ['morning', 'afternoon'] as const;
export type HalfDay = (typeof HALF_DAYS)[number];

/** The clinic's days, 1 = Monday ... 6 = Saturday: it is closed on Sundays. */
export const CLINIC_WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;

/** What a waiting patient asks for: any time, or times on their days and half-days. */
export type WaitlistWish =
  { kind: 'any' } | { kind: 'preferred'; weekdays: number[]; halfDays: HalfDay[] };

/** The half-day of a clinic time: the morning sessions end before 13:00 (SLOT_TIMES). */
export function halfDayOf(slotTime: string): HalfDay {
  return slotTime < '13:00' ? 'morning' : 'afternoon';
}

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
