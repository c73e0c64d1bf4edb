import { formatRupees } from '@clinic/client-kit';

const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Fees are whole rupees; a statement line may carry paise, which a mismatch must not hide. */
export const formatAmount = (rupees: number): string =>
  Number.isInteger(rupees) ? formatRupees(rupees) : withPaise.format(rupees);
