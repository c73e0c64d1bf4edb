import { formatSlotTime, parseDateKey, type Appointment } from '@clinic/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** '5_3_2026' -> '5 Mar 2026'; an unreadable key is shown as it is. */
export function formatDateKey(key: string): string {
  const date = parseDateKey(key);
  if (!date) return key.replaceAll('_', ' ');
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** An appointment's day and time as My Appointments and the booking page write them. */
export function formatAppointmentSlot({
  slotDate,
  slotTime,
}: Pick<Appointment, 'slotDate' | 'slotTime'>): string {
  return `${formatDateKey(slotDate)} | ${formatSlotTime(slotTime)}`;
}
