import { API, idSchema } from '@clinic/contracts';
import { Router } from 'express';
import type { Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { sendPersonalFile } from '../../libraries/reads.js';
import { createReceiptService } from './service.js';

const appointmentParams = z.object({ id: idSchema });

/** The appointment id of the path: a malformed one is a 400 before any lookup. */
const appointmentIdOf = (req: Request): string => appointmentParams.parse(req.params).id;

/** The patient's own receipts and credit notes, as PDF downloads. */
export function receiptRoutes(ctx: AppContext): Router {
  const service = createReceiptService(ctx);
  const patient = ctx.auth.requireRole('patient');
  const router = Router();

  router.get(API.receipt(':id'), patient, async (req, res) => {
    const userId = sessionOf(req).subjectId;
    sendPersonalFile(res, await service.patientReceipt(userId, appointmentIdOf(req)));
  });

  router.get(API.creditNote(':id'), patient, async (req, res) => {
    const userId = sessionOf(req).subjectId;
    sendPersonalFile(res, await service.patientCreditNote(userId, appointmentIdOf(req)));
  });

  return router;
}
