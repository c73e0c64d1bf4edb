/**
 * The staff accounts' calls: the first owner's set-up and joining by invitation (before any
 * session), and the owner's staff screen (the 'staff' permission).
 */
import {
  ADMIN_API,
  STAFF_TEXTS,
  acceptInvitationRequest,
  invitationRequest,
  setupRequest,
  staffPatchRequest,
} from '@clinic/contracts';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { AppContext } from '../../context.js';
import { actorOf, idParam } from './access.js';
import type { StaffAccess } from './access.js';
import type { AuditLog } from './audit-log.js';
import { createStaffService } from './staff-service.js';

export function staffRoutes(
  ctx: AppContext,
  audit: AuditLog,
  { signedIn, allow }: StaffAccess,
): Router {
  const staff = createStaffService(ctx, audit);
  const ownerOnly: RequestHandler[] = [signedIn, allow('staff')];
  const router = Router();

  router.get(ADMIN_API.setup, async (_req, res) => {
    res.json({ success: true, needed: await staff.setupNeeded() });
  });

  router.post(ADMIN_API.setup, async (req, res) => {
    await staff.setup(setupRequest.parse(req.body ?? {}), req.ip ?? '');
    res.status(201).json({ success: true, message: STAFF_TEXTS.setupDone });
  });

  router.post(ADMIN_API.acceptInvitation, async (req, res) => {
    await staff.accept(acceptInvitationRequest.parse(req.body ?? {}), req.ip ?? '');
    res.status(201).json({ success: true, message: STAFF_TEXTS.accountReady });
  });

  router.get(ADMIN_API.staff, ...ownerOnly, async (_req, res) => {
    res.json({ success: true, ...(await staff.list()) });
  });

  router.post(ADMIN_API.staffInvitations, ...ownerOnly, async (req, res) => {
    const request = invitationRequest.parse(req.body ?? {});
    const invitation = await staff.invite(actorOf(req), request);
    res.status(201).json({ success: true, message: STAFF_TEXTS.invitationSent, invitation });
  });

  router.delete(ADMIN_API.staffInvitation(':id'), ...ownerOnly, async (req, res) => {
    await staff.withdraw(actorOf(req), idParam(req));
    res.json({ success: true, message: STAFF_TEXTS.invitationWithdrawn });
  });

  router.patch(ADMIN_API.staffMember(':id'), ...ownerOnly, async (req, res) => {
    const id = idParam(req);
    const patch = staffPatchRequest.parse(req.body ?? {});
    const member = await staff.update(actorOf(req), id, patch);
    res.json({ success: true, message: STAFF_TEXTS.staffUpdated, member });
  });

  router.post(ADMIN_API.staffSecondFactorReset(':id'), ...ownerOnly, async (req, res) => {
    const member = await staff.resetSecondFactor(actorOf(req), idParam(req));
    res.json({ success: true, message: STAFF_TEXTS.secondFactorReset, member });
  });

  router.post(ADMIN_API.staffPasswordChange(':id'), ...ownerOnly, async (req, res) => {
    const member = await staff.requirePasswordChange(actorOf(req), idParam(req));
    res.json({ success: true, message: STAFF_TEXTS.passwordChangeRequested, member });
  });

  return router;
}
