import { z } from 'zod';
import { idSchema, requiredText } from './common.js';
import { paymentProofSchema } from './appointments.js';

export const confirmPaymentRequest = z.object({
  appointmentId: idSchema,
  name: requiredText(100),
  transactionId: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Transaction ID has letters and digits only'),
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
  note: string;
}

/** The UPI deep link (docs/decisions.md, Payments); the QR code and the phone button both carry it. */
export function upiPayLink({ vpa, payeeName, amount, note }: UpiPayment): string {
  const params = [
    // UPI apps expect the '@' of the VPA as it is.
    `pa=${encodeURIComponent(vpa).replace('%40', '@')}`,
    `pn=${encodeURIComponent(payeeName)}`,
    `am=${amount.toFixed(2)}`,
    'cu=INR',
    `tn=${encodeURIComponent(note)}`,
  ];
  return `upi://pay?${params.join('&')}`;
}

/** The note naming the appointment, as the clinic sees it in its UPI statement. */
export function upiNote(appointmentId: string): string {
  return `Appointment ${appointmentId.slice(-8).toUpperCase()}`;
}
