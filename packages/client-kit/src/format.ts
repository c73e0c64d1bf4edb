/**
 * 500 -> '₹500', 1500 -> '₹1,500', 150000 -> '₹1,50,000' (Indian digit grouping: thousands, then
 * pairs), as Intl writes them for both en-IN and hi-IN, so English and Hindi pages share it. Written out rather than with Intl.NumberFormat('en-IN', INR): building that formatter
 * loads the locale's data, a long task of 100+ ms on a mid-range phone in the booking page's
 * first render.
 */
export function formatRupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const last = digits.slice(-3);
  // Pairs from the right: the first group is one digit when the count is odd.
  const rest = digits
    .slice(0, -3)
    .match(/^\d(?=(?:\d{2})*$)|\d{2}/g)
    ?.join(',');
  return `${amount < 0 ? '-' : ''}₹${rest ? `${rest},${last}` : last}`;
}
