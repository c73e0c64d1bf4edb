import { parseDateKey } from '@clinic/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** 500 -> '₹500', 1500 -> '₹1,500' (Indian digit grouping). */
export const formatRupees = (amount: number) => rupees.format(amount);

/** '5_3_2026' -> '5 Mar 2026'; an unreadable key is shown as it is. */
export function formatDateKey(key: string): string {
  const date = parseDateKey(key);
  if (!date) return key.replaceAll('_', ' ');
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}
