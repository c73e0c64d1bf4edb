/**
 * Proof of a UPI payment: the patient names the payer and the transaction ID of their own
 * appointment, when proofRefusal allows it; the clinic verifies it. One transaction ID pays for
 * one appointment only: the store refuses a used one (StoreConflictError, worded by the error
 * handler).
 */
import { proofRefusal } from '@clinic/contracts';
import type { ConfirmPaymentRequest, PaymentProof } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { paymentProofs } from '../../libraries/metrics.js';
import { ownAppointment } from '../appointments/service.js';

export function createPaymentService({ store, clock }: AppContext) {
  async function confirmPayment(
    userId: string,
    request: ConfirmPaymentRequest,
  ): Promise<PaymentProof> {
    const refusal = proofRefusal(await ownAppointment(store, userId, request.appointmentId));
    if (refusal === 'pending') throw AppError.conflict('proofAlreadySubmitted');
    if (refusal === 'closed') throw AppError.conflict('cannotPay');
    const updated = await store.appointments.submitProof(request.appointmentId, {
      name: request.name,
      transactionId: request.transactionId,
      submittedAt: clock(),
    });
    // Another request changed the appointment between the read and the write.
    if (!updated) throw AppError.conflict('proofAlreadySubmitted');
    paymentProofs.inc();
    return updated.paymentProof;
  }

  return { confirmPayment };
}
