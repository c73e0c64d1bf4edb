/**
 * Proof of a UPI payment (DESIGN §5): the patient names the payer and the transaction ID of their
 * own appointment; the clinic verifies it. Allowed while no proof waits and none was approved; a
 * rejected proof may be sent again; one transaction ID pays for one appointment only.
 */
import { TEXTS } from '@clinic/contracts';
import type { ConfirmPaymentRequest, PaymentProof } from '@clinic/contracts';
import type { AppContext } from '../../app.js';
import { AppError } from '../../libraries/errors.js';
import { StoreConflictError } from '../../store/types.js';

export function createPaymentService({ store, clock }: AppContext) {
  async function confirmPayment(
    userId: string,
    request: ConfirmPaymentRequest,
  ): Promise<PaymentProof> {
    const appointment = await store.appointments.findById(request.appointmentId);
    if (!appointment) throw AppError.notFound(TEXTS.appointmentNotFound);
    if (appointment.userId !== userId) throw AppError.forbidden();
    if (appointment.paymentProof.status === 'pending')
      throw AppError.conflict(TEXTS.proofAlreadySubmitted);
    if (
      appointment.cancelled ||
      appointment.payment ||
      appointment.paymentProof.status === 'approved'
    ) {
      throw AppError.conflict(TEXTS.cannotPay);
    }
    try {
      const updated = await store.appointments.submitProof(request.appointmentId, {
        name: request.name,
        transactionId: request.transactionId,
        submittedAt: clock(),
      });
      if (!updated) throw AppError.conflict(TEXTS.proofAlreadySubmitted);
      return updated.paymentProof;
    } catch (error) {
      if (error instanceof StoreConflictError) throw AppError.conflict(TEXTS.transactionIdUsed);
      throw error;
    }
  }

  return { confirmPayment };
}
