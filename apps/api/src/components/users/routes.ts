import { API, TEXTS, updateProfileRequest } from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { sendPersonalImage } from '../../libraries/reads.js';
import { imageUpload } from '../../libraries/uploads.js';
import { createUserService } from './service.js';

export function userRoutes(ctx: AppContext): Router {
  const service = createUserService(ctx);
  const patient = ctx.auth.requireRole('patient');
  const router = Router();

  router.get(API.getProfile, patient, async (req, res) => {
    res.json({ success: true, userData: await service.getProfile(sessionOf(req).subjectId) });
  });

  router.get(API.patientPhoto, patient, async (req, res) => {
    sendPersonalImage(res, await service.photo(sessionOf(req).subjectId));
  });

  router.post(API.updateProfile, patient, imageUpload('image'), async (req, res) => {
    const fields = updateProfileRequest.parse(req.body ?? {});
    await service.updateProfile(sessionOf(req).subjectId, fields, req.file?.buffer);
    res.json({ success: true, message: TEXTS.profileUpdated });
  });

  return router;
}
