import { formatSlotTime, parseDateKey, type Appointment } from '@clinic/contracts';
import type { Locale } from './i18n';

/**
 * Month and weekday names, short and long, written out as Intl writes them (en-IN's 'Sept' aside:
 * '5 Sep 2026'; src/lib/format.test.ts holds both tables to Intl): building an Intl formatter
 * loads the locale's data, which for Hindi was a 20 ms task on this machine (80 ms on a mid-range
 * phone) in the booking page's first render of its day chips.
 */
const NAMES: Record<Locale, { months: string[]; short: string[]; long: string[] }> = {
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
  hi: {
    months: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    short: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
    long: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  },
};

/** A day of the week by its number (0 = Sunday), short ('Thu') or long ('Thursday'). */
export function weekdayName(weekday: number, width: 'short' | 'long', code: Locale = 'en'): string {
  return NAMES[code][width][weekday] ?? '';
}

/** A month by its number (1 = January), short: 'Dec' ('दिस॰' in Hindi). */
export function monthName(month: number, code: Locale = 'en'): string {
  return NAMES[code].months[month - 1] ?? '';
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
