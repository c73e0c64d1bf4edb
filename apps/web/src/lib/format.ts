import { MONTH_NAMES, formatSlotTime, parseDateKey, type Appointment } from '@clinic/contracts';
import type { Locale } from './i18n';

interface CalendarNames {
  monthsShort: readonly string[];
  monthsLong: readonly string[];
  weekdaysShort: readonly string[];
  weekdaysLong: readonly string[];
}

/**
 * The names of the months and weekdays, written out in both languages as Intl writes them for
 * hi-IN and en-IN (but 'Sep', where en-IN writes 'Sept'); format.test.ts holds them to Intl's.
 * Building an Intl formatter loads the locale's data: for hi-IN a task of 14 ms on this project's
 * machine, 58 ms on a 4x slower phone's CPU, in the first render of the booking page and the blog.
 * Written out, the server's and every browser's names are the same too.
 */
const NAMES: Record<Locale, CalendarNames> = {
  en: {
    monthsShort: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ],
    monthsLong: MONTH_NAMES,
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    weekdaysLong: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
  hi: {
    monthsShort: [
      'जन॰',
      'फ़र॰',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुल॰',
      'अग॰',
      'सित॰',
      'अक्टू॰',
      'नव॰',
      'दिस॰',
    ],
    monthsLong: [
      'जनवरी',
      'फ़रवरी',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुलाई',
      'अगस्त',
      'सितंबर',
      'अक्टूबर',
      'नवंबर',
      'दिसंबर',
    ],
    weekdaysShort: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
    weekdaysLong: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  },
};

/** A day of the week by its number (0 = Sunday), short ('Thu') or long ('Thursday'). */
export function weekdayName(weekday: number, width: 'short' | 'long', code: Locale = 'en'): string {
  const names = NAMES[code];
  return (width === 'short' ? names.weekdaysShort : names.weekdaysLong)[weekday] ?? '';
}

/** A month by its number (1 = January), short: 'Dec' ('दिस॰' in Hindi). */
export function monthName(month: number, code: Locale = 'en'): string {
  return NAMES[code].monthsShort[month - 1] ?? '';
}

/** A calendar day as '5 March 2026' ('5 मार्च 2026' in Hindi). */
export function longDate(
  { year, month, day }: { year: number; month: number; day: number },
  code: Locale = 'en',
): string {
  return `${day} ${NAMES[code].monthsLong[month - 1] ?? ''} ${year}`;
}

/** '5_3_2026' -> '5 Mar 2026' ('5 मार्च 2026' in Hindi); an unreadable key is shown as it is. */
export function formatDateKey(key: string, code: Locale = 'en'): string {
  const date = parseDateKey(key);
  if (!date) return key.replaceAll('_', ' ');
  return `${date.day} ${monthName(date.month, code)} ${date.year}`;
}

/** An appointment's day and time as My Appointments and the booking page write them. */
export function formatAppointmentSlot(
  { slotDate, slotTime }: Pick<Appointment, 'slotDate' | 'slotTime'>,
  code: Locale = 'en',
): string {
  return `${formatDateKey(slotDate, code)} | ${formatSlotTime(slotTime)}`;
}
