/**
 * The waiting list's calls: the patient's own (GET and POST /api/user/waitlist, leave, claim and
 * decline an offer) and each doctor's list for staff (the roles that read doctor records; a
 * doctor their own). Personal answers: the /api no-store header (src/app.ts) covers them.
 */
import {
  ADMIN_API,
  API,
  TEXTS,
  joinWaitlistRequest,
  leaveWaitlistRequest,
  waitlistOfferRequest,
} from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { actorOf, assertOwnDoctor, createStaffAccess, idParam } from '../admin/access.js';
import { createAuditLog } from '../admin/audit-log.js';
import { createWaitlistService } from './service.js';

export function waitlistRoutes(ctx: AppContext): Router {
  const service = createWaitlistService(ctx, createAuditLog(ctx));
  const patient = ctx.auth.requireRole('patient');
  const { signedIn, allow } = createStaffAccess(ctx);
  const router = Router();

  router.get(API.waitlist, patient, async (req, res) => {
    res.json({ success: true, ...(await service.mine(sessionOf(req).subjectId)) });
  });

  router.post(API.waitlist, patient, async (req, res) => {
    const request = joinWaitlistRequest.parse(req.body ?? {});
    const entry = await service.join(sessionOf(req).subjectId, request);
    res.status(201).json({ success: true, message: TEXTS.waitlistJoined, entry });
  });

  router.post(API.leaveWaitlist, patient, async (req, res) => {
    const { entryId } = leaveWaitlistRequest.parse(req.body ?? {});
    await service.leave(sessionOf(req).subjectId, entryId);
    res.json({ success: true, message: TEXTS.waitlistLeft });
  });

  router.post(API.claimWaitlistOffer, patient, async (req, res) => {
    const { offerId } = waitlistOfferRequest.parse(req.body ?? {});
    const appointment = await service.claim(sessionOf(req).subjectId, offerId);
    res.status(201).json({
      success: true,
      message: TEXTS.waitlistOfferClaimed,
      appointmentId: appointment._id,
    });
  });

  router.post(API.declineWaitlistOffer, patient, async (req, res) => {
    const { offerId } = waitlistOfferRequest.parse(req.body ?? {});
    await service.decline(sessionOf(req).subjectId, offerId);
    res.json({ success: true, message: TEXTS.waitlistOfferDeclined });
  });

  router.get(ADMIN_API.doctorWaitlist(':id'), signedIn, allow('doctors'), async (req, res) => {
    const doctorId = idParam(req);
    assertOwnDoctor(req, doctorId);
    res.json({ success: true, entries: await service.forDoctor(actorOf(req), doctorId) });
  });

  return router;
}
