import { formatSlotTime, parseDateKey } from '@clinic/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** '23_11_2026' -> 'Mon 23 Nov 2026'; the key itself when it is not a date. */
export function formatDateKey(key: string): string {
  const date = parseDateKey(key);
  if (!date) return key;
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** The slot as staff read it: 'Mon 23 Nov 2026, 03:30 pm'. */
export const formatSlot = (slotDate: string, slotTime: string): string =>
  `${formatDateKey(slotDate)}, ${formatSlotTime(slotTime)}`;

const stampFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO instant in the browser's zone, e.g. '22 Nov 2026, 3:04 pm'. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : stampFormat.format(date);
}
