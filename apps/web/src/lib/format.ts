import { parseDateKey } from '@clinic/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * 500 -> '₹500', 1500 -> '₹1,500', 150000 -> '₹1,50,000' (Indian digit grouping: thousands, then
 * pairs). Written out rather than with Intl.NumberFormat('en-IN', INR): building that formatter
 * loads the locale's data, a long task of 100+ ms on a mid-range phone in the booking page's
 * first render.
 */
export function formatRupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}₹${rest ? `${rest},${last}` : last}`;
}

/** '5_3_2026' -> '5 Mar 2026'; an unreadable key is shown as it is. */
export function formatDateKey(key: string): string {
  const date = parseDateKey(key);
  if (!date) return key.replaceAll('_', ' ');
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}
