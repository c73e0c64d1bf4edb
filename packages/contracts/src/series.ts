/**
 * A series (docs/product.md, Series): staff book one patient with one doctor at one time every
 * week or every fortnight, 2 to 12 sessions, all or nothing. The console previews the sessions
 * with `previewSeries`, staff skip the ones it refuses, and the API checks every session again
 * with the same function before the store takes any (docs/decisions.md, Series).
 */
import { z } from 'zod';
import type { Appointment } from './appointments.js';
import { emailSchema } from './auth.js';
import { idSchema } from './common.js';
import { dateKeySchema, slotTimeSchema } from './doctors.js';
import {
  SLOT_TIMES,
  parseDateKey,
  slotStart,
  toDateKey,
  zonedClock,
  type SlotCalendarInput,
} from './slots.js';

export const SERIES_SESSIONS_MIN = 2;
export const SERIES_SESSIONS_MAX = 12;
export const SERIES_REPEATS = ['weekly', 'fortnightly'] as const;
export type SeriesRepeat = (typeof SERIES_REPEATS)[number];

const REPEAT_DAYS: Record<SeriesRepeat, number> = { weekly: 7, fortnightly: 14 };

/** Texts of series, for the console and the API's answers to staff. */
export const SERIES_TEXTS = {
  seriesBooked: 'Series booked',
  seriesSessionsUnavailable:
    'Some sessions cannot be booked now. Skip them, or choose another day or time.',
  seriesSkipUnknown: 'Only sessions of this series can be skipped',
  seriesNothingToBook: 'Every session is skipped: there is nothing to book',
  patientNotFound: 'No patient has an account with this e-mail',
} as const;
export type SeriesTextKey = keyof typeof SERIES_TEXTS;

/** Why one session of a series cannot be booked, in the order they are checked. */
export const SERIES_REFUSALS = ['past', 'sunday', 'off-hours', 'blocked', 'taken'] as const;
export type SeriesRefusal = (typeof SERIES_REFUSALS)[number];

/** Each refusal as the console shows it beside the session. */
export const SERIES_REFUSAL_TEXTS: Record<SeriesRefusal, string> = {
  past: 'This time has already passed',
  sunday: 'The clinic is closed on Sundays',
  'off-hours': "Outside the doctor's hours",
  blocked: 'The clinic blocked this time',
  taken: 'Another appointment holds this time',
};

export const seriesRequest = z.object({
  /** The patient's account, found by the e-mail they registered with. */
  patientEmail: emailSchema,
  docId: idSchema,
  /** The first session's day, D_M_YYYY. */
  firstDay: dateKeySchema,
  /** HH:MM, the same for every session. */
  slotTime: slotTimeSchema,
  repeat: z.enum(SERIES_REPEATS),
  count: z.number().int().min(SERIES_SESSIONS_MIN).max(SERIES_SESSIONS_MAX),
});
export type SeriesRequest = z.infer<typeof seriesRequest>;

/** The series to book, less the days of the sessions staff chose to skip. */
export const bookSeriesRequest = seriesRequest.extend({
  skip: z
    .array(dateKeySchema)
    .max(SERIES_SESSIONS_MAX)
    .refine((days) => new Set(days).size === days.length, 'Days must not repeat')
    .default([]),
});
export type BookSeriesRequest = z.infer<typeof bookSeriesRequest>;
export type BookSeriesRequestInput = z.input<typeof bookSeriesRequest>;

export const seriesSessionSchema = z.object({
  slotDate: dateKeySchema,
  slotTime: z.string(),
  /** Why it cannot be booked; null when it can. */
  refusal: z.enum(SERIES_REFUSALS).nullable(),
});
export type SeriesSession = z.infer<typeof seriesSessionSchema>;

export const seriesPreviewResponse = z.object({
  success: z.literal(true),
  sessions: z.array(seriesSessionSchema),
});
export type SeriesPreviewResponse = z.infer<typeof seriesPreviewResponse>;

export const bookSeriesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  seriesId: idSchema,
  /** The sessions booked, in slot order. */
  appointmentIds: z.array(idSchema),
});
export type BookSeriesResponse = z.infer<typeof bookSeriesResponse>;

export const cancelSeriesRestRequest = z.object({ seriesId: idSchema });
export type CancelSeriesRestRequest = z.infer<typeof cancelSeriesRestRequest>;

export const cancelSeriesRestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The sessions this call cancelled, in slot order. */
  cancelledIds: z.array(idSchema),
});
export type CancelSeriesRestResponse = z.infer<typeof cancelSeriesRestResponse>;

function dayNumberOf(key: string): number | null {
  const date = parseDateKey(key);
  return date ? Date.UTC(date.year, date.month - 1, date.day) / 86_400_000 : null;
}

/** The D_M_YYYY days of the series' sessions, first day first; empty for a malformed day. */
export function seriesDays(firstDay: string, repeat: SeriesRepeat, count: number): string[] {
  const first = dayNumberOf(firstDay);
  if (first === null) return [];
  return Array.from({ length: count }, (_, index) => {
    const day = new Date((first + index * REPEAT_DAYS[repeat]) * 86_400_000);
    return toDateKey({
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
    });
  });
}

/**
 * Each session of the series with the reason it cannot be booked now, or null: a booking's
 * checks (`checkSlot` in slots.ts) but for the 14-day window, which binds patients' own bookings
 * only. Nothing here reads the clock: `now` is the caller's.
 */
export function previewSeries(
  input: SlotCalendarInput & Pick<SeriesRequest, 'firstDay' | 'slotTime' | 'repeat' | 'count'>,
): SeriesSession[] {
  const today = zonedClock(input.now, input.timeZone);
  const todayNumber = Date.UTC(today.year, today.month - 1, today.day) / 86_400_000;
  const onGrid = (SLOT_TIMES as readonly string[]).includes(input.slotTime);
  return seriesDays(input.firstDay, input.repeat, input.count).map((slotDate) => {
    const day = dayNumberOf(slotDate) ?? todayNumber;
    const start = slotStart(slotDate, input.slotTime, input.timeZone);
    const refusal = ((): SeriesRefusal | null => {
      if (day < todayNumber || !start || start.getTime() <= input.now.getTime()) return 'past';
      // 1 January 1970 (day 0) was a Thursday.
      if ((day + 4) % 7 === 0) return 'sunday';
      if (!onGrid) return 'off-hours';
      if (
        input.blockedSlots.some(
          (block) => block.date === slotDate && block.times.includes(input.slotTime),
        )
      )
        return 'blocked';
      if ((input.slotsBooked[slotDate] ?? []).includes(input.slotTime)) return 'taken';
      return null;
    })();
    return { slotDate, slotTime: input.slotTime, refusal };
  });
}

/** Where a session stands in its series: `number` of `of`, counted in slot order. */
export interface SeriesPosition {
  seriesId: string;
  number: number;
  of: number;
}

/**
 * The position of each appointment of a series among the appointments given (a patient's list),
 * cancelled sessions included, so that a session keeps its number when another is cancelled.
 * Appointments outside any series have no entry.
 */
export function seriesPositions(
  appointments: readonly Pick<Appointment, '_id' | 'seriesId' | 'slotDate' | 'slotTime'>[],
): Map<string, SeriesPosition> {
  const bySeries = new Map<string, { _id: string; order: number }[]>();
  for (const appointment of appointments) {
    if (!appointment.seriesId) continue;
    const order =
      slotStart(appointment.slotDate, appointment.slotTime, 'UTC')?.getTime() ?? Number.MAX_VALUE;
    const members = bySeries.get(appointment.seriesId) ?? [];
    members.push({ _id: appointment._id, order });
    bySeries.set(appointment.seriesId, members);
  }
  const positions = new Map<string, SeriesPosition>();
  for (const [seriesId, members] of bySeries) {
    members.sort((a, b) => a.order - b.order);
    members.forEach((member, index) =>
      positions.set(member._id, { seriesId, number: index + 1, of: members.length }),
    );
  }
  return positions;
}
