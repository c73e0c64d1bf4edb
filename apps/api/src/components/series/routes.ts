/**
 * A series' calls: staff preview and book one (POST /api/admin/series/preview, /api/admin/series)
 * and cancel the rest of one; the patient cancels the rest of their own. Staff calls check the
 * role before the request is read (STAFF_PERMISSIONS `series`), and a doctor reaches only their
 * own diary.
 */
import {
  ADMIN_API,
  API,
  SERIES_TEXTS,
  TEXTS,
  bookSeriesRequest,
  cancelSeriesRestRequest,
  seriesRequest,
} from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import {
  actorOf,
  assertOwnDoctor,
  createStaffAccess,
  idParam,
  ownDoctorOf,
} from '../admin/access.js';
import { createAuditLog } from '../admin/audit-log.js';
import { createSeriesService } from './service.js';

export function seriesRoutes(ctx: AppContext): Router {
  const service = createSeriesService(ctx, createAuditLog(ctx));
  const patient = ctx.auth.requireRole('patient');
  const { signedIn, allow } = createStaffAccess(ctx);
  const router = Router();

  router.post(API.cancelSeriesRest, patient, async (req, res) => {
    const { seriesId } = cancelSeriesRestRequest.parse(req.body ?? {});
    const cancelledIds = await service.cancelRestByPatient(sessionOf(req).subjectId, seriesId);
    res.json({ success: true, message: TEXTS.seriesRestCancelled, cancelledIds });
  });

  router.post(ADMIN_API.seriesPreview, signedIn, allow('series'), async (req, res) => {
    const request = seriesRequest.parse(req.body ?? {});
    assertOwnDoctor(req, request.docId);
    res.json({ success: true, sessions: await service.preview(request) });
  });

  router.post(ADMIN_API.series, signedIn, allow('series'), async (req, res) => {
    const request = bookSeriesRequest.parse(req.body ?? {});
    assertOwnDoctor(req, request.docId);
    const { seriesId, appointments } = await service.book(actorOf(req), request);
    res.status(201).json({
      success: true,
      message: SERIES_TEXTS.seriesBooked,
      seriesId,
      appointmentIds: appointments.map((appointment) => appointment._id),
    });
  });

  router.post(ADMIN_API.cancelSeriesRest(':id'), signedIn, allow('series'), async (req, res) => {
    const cancelledIds = await service.cancelRestByClinic(
      actorOf(req),
      idParam(req),
      ownDoctorOf(req),
    );
    res.json({ success: true, message: TEXTS.seriesRestCancelled, cancelledIds });
  });

  return router;
}
