/**
 * Reconciliation's calls (the 'payments' permission): the statement upload, which only answers
 * the three groups, and the approval of the matched proofs. Mounted behind the staff session.
 */
import {
  ADMIN_API,
  RECONCILE_TEXTS,
  STATEMENT_FIELD,
  STATEMENT_MAX_BYTES,
  reconcileApproveRequest,
} from '@clinic/contracts';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import multer from 'multer';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { actorOf } from './access.js';
import type { StaffAccess } from './access.js';
import type { createAdminAppointmentService } from './appointments-service.js';
import type { AuditLog } from './audit-log.js';
import { createReconciliationService } from './reconciliation-service.js';

/**
 * Multipart with the statement file alone, in memory: another body type is a 415, a file over
 * STATEMENT_MAX_BYTES a 413, a body busboy cannot read a 400.
 */
function statementUpload(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  }).single(STATEMENT_FIELD);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next(AppError.unsupportedType('statementNotCsv'));
      return;
    }
    upload(req, res, (error?: unknown) => {
      if (!error) next();
      else if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
        next(AppError.tooLarge('statementTooLarge'));
      else if (error instanceof multer.MulterError) next(error);
      else next(AppError.badRequest('statementUnreadable'));
    });
  };
}

export function reconciliationRoutes(
  ctx: AppContext,
  audit: AuditLog,
  appointments: ReturnType<typeof createAdminAppointmentService>,
  { allow }: Pick<StaffAccess, 'allow'>,
): Router {
  const reconciliation = createReconciliationService(ctx, audit, appointments);
  const router = Router();

  router.post(ADMIN_API.reconciliation, allow('payments'), statementUpload(), async (req, res) => {
    if (!req.file) throw AppError.badRequest('statementRequired');
    res.json({ success: true, ...(await reconciliation.check(actorOf(req), req.file)) });
  });

  router.post(ADMIN_API.reconciliationApprove, allow('payments'), async (req, res) => {
    const request = reconcileApproveRequest.parse(req.body ?? {});
    const result = await reconciliation.approveMatched(actorOf(req), request);
    res.json({ success: true, message: RECONCILE_TEXTS.approved, ...result });
  });

  return router;
}
