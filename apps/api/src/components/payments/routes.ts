import { API, TEXTS, confirmPaymentRequest } from '@clinic/contracts';
import { Router } from 'express';
import type { Request } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { AppError } from '../../libraries/errors.js';
import { createPaymentService } from './service.js';

/** The proof form's own text (docs/product.md, Validation) for a blank or missing name or transaction ID. */
function assertFieldsFilled(req: Request): void {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const blank = (value: unknown) => typeof value === 'string' && value.trim() === '';
  if (
    body.name === undefined ||
    body.transactionId === undefined ||
    blank(body.name) ||
    blank(body.transactionId)
  ) {
    throw AppError.badRequest('paymentFieldsRequired');
  }
}

export function paymentRoutes(ctx: AppContext): Router {
  const service = createPaymentService(ctx);
  const router = Router();

  router.post(API.confirmPayment, ctx.auth.requireRole('patient'), async (req, res) => {
    assertFieldsFilled(req);
    const paymentProof = await service.confirmPayment(
      sessionOf(req).subjectId,
      confirmPaymentRequest.parse(req.body),
    );
    res.json({ success: true, message: TEXTS.paymentSubmitted, paymentProof });
  });

  return router;
}
