/**
 * The signed-in account holder's family members: GET and POST /api/user/family, PUT and DELETE
 * /api/user/family/:memberId. Patients only; a member of another account is a 403.
 */
import { API, FIELD_TEXTS, TEXTS, familyMemberRequest, idSchema } from '@clinic/contracts';
import { Router } from 'express';
import type { Request } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { AppError } from '../../libraries/errors.js';
import { createFamilyService } from './service.js';

/** A malformed member id is a 400 of its own, before any lookup. */
function memberParam(req: Request): string {
  const parsed = idSchema.safeParse(req.params.memberId);
  if (!parsed.success)
    throw AppError.badRequest('invalidInput', { errors: { memberId: FIELD_TEXTS.id } });
  return parsed.data;
}

export function familyRoutes(ctx: AppContext): Router {
  const service = createFamilyService(ctx);
  const patient = ctx.auth.requireRole('patient');
  const router = Router();

  router.get(API.familyMembers, patient, async (req, res) => {
    res.json({ success: true, members: await service.list(sessionOf(req).subjectId) });
  });

  router.post(API.familyMembers, patient, async (req, res) => {
    const request = familyMemberRequest.parse(req.body ?? {});
    const member = await service.add(sessionOf(req).subjectId, request);
    res.status(201).json({ success: true, message: TEXTS.familyMemberAdded, member });
  });

  router.put(API.familyMember(':memberId'), patient, async (req, res) => {
    const memberId = memberParam(req);
    const request = familyMemberRequest.parse(req.body ?? {});
    const member = await service.edit(sessionOf(req).subjectId, memberId, request);
    res.json({ success: true, message: TEXTS.familyMemberUpdated, member });
  });

  router.delete(API.familyMember(':memberId'), patient, async (req, res) => {
    await service.remove(sessionOf(req).subjectId, memberParam(req));
    res.json({ success: true, message: TEXTS.familyMemberRemoved });
  });

  return router;
}
