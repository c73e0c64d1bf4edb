import { describe, expect, it } from 'vitest';
import { formatRupees } from './format.js';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [500, '₹500'],
    [1500, '₹1,500'],
    [150000, '₹1,50,000'],
    [12345678, '₹1,23,45,678'],
  ])('%d -> %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  // The console formatted with Intl before it shared this function: the same text, without the
  // cost. Hindi pages show amounts with it too: Intl's hi-IN writes them the same way.
  it.each(['en-IN', 'hi-IN'])(
    'writes what Intl.NumberFormat %s INR (no decimals) writes',
    (locale) => {
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 0,
      });
      for (const amount of [
        0, 7, 99, 100, 999, 1000, 25_000, 99_999, 100_000, 4_50_000, 1_00_00_000, -1500, 1499.5,
        1499.4,
      ]) {
        expect(formatRupees(amount), String(amount)).toBe(intl.format(amount));
      }
    },
  );
});
