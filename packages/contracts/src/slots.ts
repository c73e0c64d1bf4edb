import { DATE_KEY_PATTERN, ISO_DATE_PATTERN, SLOT_TIME_PATTERN } from './patterns.js';

/** Slot starts of one clinic day: 10:00-12:30 and 15:00-18:30, every 30 minutes (docs/decisions.md, Calendar). */
export const SLOT_TIMES = [
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
  '18:30',
] as const;

export const SLOT_MINUTES = 30;
/** Days that are shown to the patient: the first 7 days that still have a free slot. */
export const WINDOW_DAYS = 7;
/** Calendar days scanned from today, today included; bookings beyond are refused. */
export const SCAN_DAYS = 14;
export const DEFAULT_CLINIC_TZ = 'Asia/Kolkata';

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export interface BlockedSlots {
  date: string;
  times: string[];
}

export interface SlotDay {
  /** D_M_YYYY */
  dateKey: string;
  date: CalendarDate;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
  /** Free slot starts, 24-hour HH:MM, in day order. */
  slots: string[];
}

export interface SlotCalendarInput {
  now: Date;
  timeZone: string;
  slotsBooked: Record<string, readonly string[]>;
  blockedSlots: readonly BlockedSlots[];
}

export type SlotRefusal =
  'malformed' | 'past' | 'sunday' | 'off-grid' | 'beyond-window' | 'blocked' | 'taken';

export type SlotCheck =
  { ok: true; slotDate: string; slotTime: string } | { ok: false; reason: SlotRefusal };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Zones without daylight saving, by their fixed offset in minutes. Reading these needs no Intl:
 * creating the first DateTimeFormat loads locale data, a 100 ms task on a slow phone, and the
 * clinic's zone (India, fixed at +05:30 since 1945) is one of them.
 */
const FIXED_OFFSET_ZONES: Readonly<Record<string, number>> = {
  'Asia/Kolkata': 330,
  'Asia/Calcutta': 330,
  UTC: 0,
  'Etc/UTC': 0,
};

/** The wall-clock date and time at `now` in `timeZone`. */
export function zonedClock(
  now: Date,
  timeZone: string,
): CalendarDate & { minutes: number; weekday: number } {
  const fixedOffset = FIXED_OFFSET_ZONES[timeZone];
  if (fixedOffset !== undefined) {
    const wall = new Date(now.getTime() + fixedOffset * 60_000);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
      weekday: wall.getUTCDay(),
    };
  }
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(now)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

export function toDateKey({ year, month, day }: CalendarDate): string {
  return `${day}_${month}_${year}`;
}

/** The months' English names, January first: a date key's month `m` is `MONTH_NAMES[m - 1]`. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Parses a D_M_YYYY key; null when malformed or not a real date (31_2_2026). */
export function parseDateKey(key: string): CalendarDate | null {
  const match = DATE_KEY_PATTERN.exec(key);
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (probe.getUTCMonth() !== date.month - 1 || probe.getUTCDate() !== date.day) return null;
  return date;
}

function addDays(date: CalendarDate, days: number): CalendarDate & { weekday: number } {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

/**
 * Canonical 24-hour HH:MM from '15:30', '9:00', '3:30 pm' or '03:30 PM'; null when unreadable.
 */
export function normaliseSlotTime(input: string): string | null {
  // Trimmed first: spaces matched at both ends of an optional part make the pattern quadratic.
  const match = /^(\d{1,2}):(\d{2})\s*(am|pm)?$/i.exec(input.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** '15:30' -> '03:30 pm', the form the web app shows. */
export function formatSlotTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const meridiem = hours >= 12 ? 'pm' : 'am';
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hours12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${meridiem}`;
}

/** The slotData text: 'D_M_YYYY hh:mm am/pm' (docs/glossary.md, `slotData` and `slotDate`). */
export function slotDataText(slotDate: string, slotTime: string): string {
  return `${slotDate} ${formatSlotTime(slotTime)}`;
}

function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function unavailableTimes(input: SlotCalendarInput, dateKey: string): Set<string> {
  const times = new Set(input.slotsBooked[dateKey] ?? []);
  for (const block of input.blockedSlots) {
    if (block.date === dateKey) for (const time of block.times) times.add(time);
  }
  return times;
}

function freeSlots(input: SlotCalendarInput, dateKey: string, afterMinutes: number): string[] {
  const taken = unavailableTimes(input, dateKey);
  return SLOT_TIMES.filter((time) => toMinutes(time) > afterMinutes && !taken.has(time));
}

/**
 * The booking window (docs/decisions.md, Calendar): scan at most 14 calendar days from today in the clinic's
 * zone, skip Sundays, keep days with a free slot, stop at 7 such days. On today only slots that
 * start after the current time count.
 */
export function slotWindow(input: SlotCalendarInput): SlotDay[] {
  const today = zonedClock(input.now, input.timeZone);
  const days: SlotDay[] = [];
  for (let offset = 0; offset < SCAN_DAYS && days.length < WINDOW_DAYS; offset++) {
    const date = addDays(today, offset);
    if (date.weekday === 0) continue;
    const dateKey = toDateKey(date);
    const slots = freeSlots(input, dateKey, offset === 0 ? today.minutes : -1);
    if (slots.length > 0) {
      days.push({
        dateKey,
        date: { year: date.year, month: date.month, day: date.day },
        weekday: date.weekday,
        slots,
      });
    }
  }
  return days;
}

/**
 * Whether a booking of (slotDate, slotTime) is allowed now: any free, unblocked grid slot of a
 * non-Sunday within the 14 scanned days. The time may be 24-hour or 12-hour; it is normalised.
 */
export function checkSlot(
  input: SlotCalendarInput & { slotDate: string; slotTime: string },
): SlotCheck {
  const date = parseDateKey(input.slotDate);
  const slotTime = normaliseSlotTime(input.slotTime);
  if (!date || !slotTime) return { ok: false, reason: 'malformed' };
  const slotDate = toDateKey(date);
  const today = zonedClock(input.now, input.timeZone);
  const offset = dayNumber(date) - dayNumber(today);
  if (offset < 0) return { ok: false, reason: 'past' };
  if (offset >= SCAN_DAYS) return { ok: false, reason: 'beyond-window' };
  if (addDays(date, 0).weekday === 0) return { ok: false, reason: 'sunday' };
  if (!(SLOT_TIMES as readonly string[]).includes(slotTime))
    return { ok: false, reason: 'off-grid' };
  if (offset === 0 && toMinutes(slotTime) <= today.minutes) return { ok: false, reason: 'past' };
  if (
    input.blockedSlots.some((block) => block.date === slotDate && block.times.includes(slotTime))
  ) {
    return { ok: false, reason: 'blocked' };
  }
  if ((input.slotsBooked[slotDate] ?? []).includes(slotTime)) return { ok: false, reason: 'taken' };
  return { ok: true, slotDate, slotTime };
}

/**
 * The calendar days from `from` to `to` (D_M_YYYY keys, both included), in order, with their
 * weekdays; empty when either key is malformed or `from` is after `to`.
 */
export function daysBetween(from: string, to: string): { dateKey: string; weekday: number }[] {
  const first = parseDateKey(from);
  const last = parseDateKey(to);
  if (!first || !last) return [];
  const count = dayNumber(last) - dayNumber(first) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, offset) => {
    const date = addDays(first, offset);
    return { dateKey: toDateKey(date), weekday: date.weekday };
  });
}

/** The 14 calendar days the window scans, for screens that show the whole range (the console). */
export function scanDays(now: Date, timeZone: string): SlotDay[] {
  const today = zonedClock(now, timeZone);
  return Array.from({ length: SCAN_DAYS }, (_, offset) => {
    const date = addDays(today, offset);
    return {
      dateKey: toDateKey(date),
      date: { year: date.year, month: date.month, day: date.day },
      weekday: date.weekday,
      slots: date.weekday === 0 ? [] : [...SLOT_TIMES],
    };
  });
}

/**
 * The instant a slot starts: its date key and HH:MM read on the wall clock of `timeZone` (a
 * mailed invite gives it in UTC). Null for a malformed slot. The zone's offset is read at a first
 * guess and again at the corrected instant, which settles it across a change of daylight saving;
 * the clinic's grid (10:00 to 18:30) never falls in the hour a clock skips.
 */
export function slotStart(slotDate: string, slotTime: string, timeZone: string): Date | null {
  const date = parseDateKey(slotDate);
  if (!date || !SLOT_TIME_PATTERN.test(slotTime)) return null;
  const wall = Date.UTC(date.year, date.month - 1, date.day) + toMinutes(slotTime) * 60_000;
  let instant = wall;
  for (let pass = 0; pass < 2; pass++) {
    const seen = zonedClock(new Date(instant), timeZone);
    instant += wall - (Date.UTC(seen.year, seen.month - 1, seen.day) + seen.minutes * 60_000);
  }
  return new Date(instant);
}

/** 'YYYY-MM-DD' (a date input's value) -> 'D_M_YYYY'; null when empty or malformed. */
export function dateInputToKey(value: string): string | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  return `${Number(match[3])}_${Number(match[2])}_${match[1]}`;
}

/** 'D_M_YYYY' -> 'YYYY-MM-DD' for a date input. */
export function dateKeyToInput(key: string): string {
  const [day = '', month = '', year = ''] = key.split('_');
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
