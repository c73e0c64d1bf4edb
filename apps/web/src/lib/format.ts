import { formatSlotTime, parseDateKey, type Appointment } from '@clinic/contracts';
import type { Locale } from './i18n';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_LONG = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/**
 * English is written out ('5 Sep 2026', where Intl's en-IN writes 'Sept'): building an Intl
 * formatter loads the locale's data, a long task on a mid-range phone in the booking page's first
 * render. Hindi readers get Intl's hi-IN ('5 मार्च 2026'), each formatter built once on first use.
 */
const hindi = {
  date: undefined as Intl.DateTimeFormat | undefined,
  month: undefined as Intl.DateTimeFormat | undefined,
  short: undefined as Intl.DateTimeFormat | undefined,
  long: undefined as Intl.DateTimeFormat | undefined,
};

function hindiFormat(kind: keyof typeof hindi): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions =
    kind === 'date'
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : kind === 'month'
        ? { month: 'short', timeZone: 'UTC' }
        : { weekday: kind, timeZone: 'UTC' };
  return (hindi[kind] ??= new Intl.DateTimeFormat('hi-IN', options));
}

/** A day of the week by its number (0 = Sunday), short ('Thu') or long ('Thursday'). */
export function weekdayName(weekday: number, width: 'short' | 'long', code: Locale = 'en'): string {
  if (code === 'en') return (width === 'short' ? WEEKDAYS_SHORT : WEEKDAYS_LONG)[weekday] ?? '';
  // 4 Jan 1970 was a Sunday.
  return hindiFormat(width).format(Date.UTC(1970, 0, 4 + weekday));
}

/** A month by its number (1 = January), short: 'Dec' ('दिस॰' in Hindi). */
export function monthName(month: number, code: Locale = 'en'): string {
  if (code === 'en') return MONTHS[month - 1] ?? '';
  return hindiFormat('month').format(Date.UTC(2026, month - 1, 1));
}

/** '5_3_2026' -> '5 Mar 2026' ('5 मार्च 2026' in Hindi); an unreadable key is shown as it is. */
export function formatDateKey(key: string, code: Locale = 'en'): string {
  const date = parseDateKey(key);
  if (!date) return key.replaceAll('_', ' ');
  if (code === 'hi')
    return hindiFormat('date').format(Date.UTC(date.year, date.month - 1, date.day));
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** An appointment's day and time as My Appointments and the booking page write them. */
export function formatAppointmentSlot(
  { slotDate, slotTime }: Pick<Appointment, 'slotDate' | 'slotTime'>,
  code: Locale = 'en',
): string {
  return `${formatDateKey(slotDate, code)} | ${formatSlotTime(slotTime)}`;
}
