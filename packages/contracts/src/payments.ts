import { z } from 'zod';
import { idSchema, lengthLimit, requiredText } from './common.js';
import { paymentProofSchema } from './appointments.js';
import type { FieldTextKey } from './texts.js';

export const confirmPaymentRequest = z.object({
  appointmentId: idSchema,
  name: requiredText(100),
  transactionId: z
    .string()
    .trim()
    .min(1, 'required' satisfies FieldTextKey)
    .check(lengthLimit(64))
    .regex(/^[a-z0-9-]+$/i, 'transactionIdCharacters' satisfies FieldTextKey),
});
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequest>;

export const confirmPaymentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  paymentProof: paymentProofSchema,
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponse>;

export interface UpiPayment {
  vpa: string;
  payeeName: string;
  /** Rupees */
  amount: number;
  /** The appointment's short reference (`appointmentReference`). */
  reference: string;
}

/**
 * The UPI deep link (docs/decisions.md, Payments); the QR code and the phone button both carry
 * it. `tr` is the reference the clinic reconciles by; `tn` is the note the payer's app shows and
 * the bank statement may carry, so it names no speciality or condition.
 */
export function upiPayLink({ vpa, payeeName, amount, reference }: UpiPayment): string {
  const params = [
    // UPI apps expect the '@' of the VPA as it is.
    `pa=${encodeURIComponent(vpa).replace('%40', '@')}`,
    `pn=${encodeURIComponent(payeeName)}`,
    `am=${amount.toFixed(2)}`,
    'cu=INR',
    `tr=${encodeURIComponent(reference)}`,
    `tn=${encodeURIComponent(upiNote(reference))}`,
  ];
  return `upi://pay?${params.join('&')}`;
}

/**
 * The short reference of an appointment that the patient quotes and the clinic sees in its
 * statement: the last 8 characters of its id, upper-cased (`…e5f60718` -> `E5F60718`).
 */
export function appointmentReference(appointmentId: string): string {
  return appointmentId.slice(-8).toUpperCase();
}

/** The neutral note of the payment: 'Consultation E5F60718'. */
function upiNote(reference: string): string {
  return `Consultation ${reference}`;
}
