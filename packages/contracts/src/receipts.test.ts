import { describe, expect, it } from 'vitest';
import { receiptFileName, receiptNumberText } from './receipts.js';

describe('receiptNumberText', () => {
  it.each([
    ['receipt', 1, 'R-000001'],
    ['receipt', 20, 'R-000020'],
    ['credit-note', 1, 'CN-000001'],
    ['receipt', 1_234_567, 'R-1234567'],
  ] as const)('%s %d -> %s', (kind, number, text) => {
    expect(receiptNumberText(kind, number)).toBe(text);
  });
});

describe('receiptFileName', () => {
  it('names the file by its kind and printed number', () => {
    expect(receiptFileName('receipt', 1)).toBe('receipt-R-000001.pdf');
    expect(receiptFileName('credit-note', 3)).toBe('credit-note-CN-000003.pdf');
  });
});
