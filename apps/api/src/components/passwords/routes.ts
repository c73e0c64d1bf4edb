import {
  API,
  TEXTS,
  changePasswordRequest,
  forgotPasswordRequest,
  resetPasswordRequest,
} from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { createPasswordService } from './service.js';

export function passwordRoutes(ctx: AppContext): Router {
  const service = createPasswordService(ctx);
  const patient = ctx.auth.requireRole('patient');
  const router = Router();

  router.post(API.forgotPassword, async (req, res) => {
    const { email } = forgotPasswordRequest.parse(req.body ?? {});
    await service.forgotPassword(email, req.ip ?? '');
    res.json({ success: true, message: TEXTS.resetCodeSent });
  });

  router.post(API.resetPassword, async (req, res) => {
    await service.resetPassword(resetPasswordRequest.parse(req.body ?? {}));
    res.json({ success: true, message: TEXTS.passwordReset });
  });

  router.post(API.changePassword, patient, async (req, res) => {
    const request = changePasswordRequest.parse(req.body ?? {});
    await service.changePassword(sessionOf(req), request, req.ip ?? '');
    res.json({ success: true, message: TEXTS.passwordChanged });
  });

  router.post(API.logoutAll, patient, async (req, res) => {
    await service.logoutAll(sessionOf(req));
    res.json({ success: true, message: TEXTS.loggedOutEverywhere });
  });

  return router;
}
