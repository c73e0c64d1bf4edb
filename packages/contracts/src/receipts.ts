/**
 * Receipts and credit notes (docs/decisions.md, Receipts): a paid appointment has one receipt,
 * a refunded one also a credit note, each numbered in its own sequence from 1 with no gap. The
 * API writes the PDF; the patient site and the console only name the download.
 */

export const RECEIPT_KINDS = ['receipt', 'credit-note'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

const PREFIXES: Record<ReceiptKind, string> = { receipt: 'R', 'credit-note': 'CN' };

/** The number as printed: 1 -> 'R-000001' (receipt), 'CN-000001' (credit note). */
export function receiptNumberText(kind: ReceiptKind, number: number): string {
  return `${PREFIXES[kind]}-${String(number).padStart(6, '0')}`;
}

/** The file the download is saved as: 'receipt-R-000001.pdf', 'credit-note-CN-000001.pdf'. */
export function receiptFileName(kind: ReceiptKind, number: number): string {
  return `${kind}-${receiptNumberText(kind, number)}.pdf`;
}

export const RECEIPT_TEXTS = {
  notPaid: 'A receipt is available once the clinic has approved the payment for this appointment',
  noCreditNote: 'No credit note has been issued for this appointment',
  downloadReceipt: 'Download receipt',
  downloadCreditNote: 'Download credit note',
  downloadFailed: 'The receipt could not be downloaded. Please try again.',
} as const;
