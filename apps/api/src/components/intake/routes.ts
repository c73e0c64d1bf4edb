/**
 * The intake's calls: the patient's own (GET and PUT /api/user/intake/:appointmentId, GET
 * /api/user/intakes) and the staff's (an appointment's intake for the owner and its doctor; the
 * safety alerts and their call-backs for every role, which never carry answers). Staff calls
 * check the role before the request is read (STAFF_PERMISSIONS).
 */
import {
  ADMIN_API,
  API,
  FIELD_TEXTS,
  TEXTS,
  callBackRequest,
  idSchema,
  saveIntakeRequest,
} from '@clinic/contracts';
import { Router } from 'express';
import type { Request } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { AppError } from '../../libraries/errors.js';
import { actorOf, createStaffAccess, idParam, ownDoctorOf, staffOf } from '../admin/access.js';
import { createAuditLog } from '../admin/audit-log.js';
import { createIntakeService } from './service.js';

/** A malformed appointment id is a 400 of its own, before any lookup. */
function appointmentParam(req: Request): string {
  const parsed = idSchema.safeParse(req.params.appointmentId);
  if (!parsed.success)
    throw AppError.badRequest('invalidInput', { errors: { appointmentId: FIELD_TEXTS.id } });
  return parsed.data;
}

export function intakeRoutes(ctx: AppContext): Router {
  const service = createIntakeService(ctx, createAuditLog(ctx));
  const patient = ctx.auth.requireRole('patient');
  const { signedIn, allow } = createStaffAccess(ctx);
  const router = Router();

  router.get(API.intakes, patient, async (req, res) => {
    res.json({ success: true, intakes: await service.mine(sessionOf(req).subjectId) });
  });

  router.get(API.intake(':appointmentId'), patient, async (req, res) => {
    const state = await service.state(sessionOf(req).subjectId, appointmentParam(req));
    res.json({ success: true, ...state });
  });

  router.put(API.intake(':appointmentId'), patient, async (req, res) => {
    const appointmentId = appointmentParam(req);
    const request = saveIntakeRequest.parse(req.body ?? {});
    res.json({
      success: true,
      ...(await service.save(sessionOf(req).subjectId, appointmentId, request)),
    });
  });

  router.get(
    ADMIN_API.appointmentIntake(':id'),
    signedIn,
    allow('intake-answers'),
    async (req, res) => {
      const shown = await service.forStaff(actorOf(req), ownDoctorOf(req), idParam(req));
      res.json({ success: true, ...shown });
    },
  );

  router.get(ADMIN_API.safetyAlerts, signedIn, allow('safety-alerts'), async (req, res) => {
    res.json({ success: true, alerts: await service.alerts(actorOf(req), ownDoctorOf(req)) });
  });

  router.get(ADMIN_API.openSafetyAlerts, signedIn, allow('safety-alerts'), async (req, res) => {
    res.json({ success: true, open: await service.openCount(ownDoctorOf(req)) });
  });

  router.post(
    ADMIN_API.safetyAlertCallBack(':id'),
    signedIn,
    allow('safety-alerts'),
    async (req, res) => {
      const id = idParam(req);
      const { outcome } = callBackRequest.parse(req.body ?? {});
      const actor = { ...actorOf(req), name: staffOf(req).operator.name };
      const alert = await service.recordCallBack(actor, ownDoctorOf(req), id, outcome);
      res.json({ success: true, message: TEXTS.callBackRecorded, alert });
    },
  );

  return router;
}
