import { API, TEXTS, loginRequest, registerRequest, sendOtpRequest } from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { createAuthService } from './service.js';

export function authRoutes(ctx: AppContext): Router {
  const service = createAuthService(ctx);
  const router = Router();

  router.post(API.sendOtp, async (req, res) => {
    const { email } = sendOtpRequest.parse(req.body ?? {});
    await service.sendOtp(email, req.ip ?? '');
    res.json({ success: true, message: TEXTS.otpSent });
  });

  router.post(API.register, async (req, res) => {
    const token = await service.register(registerRequest.parse(req.body ?? {}));
    res.status(201).json({ success: true, token, message: TEXTS.registered });
  });

  router.post(API.login, async (req, res) => {
    const token = await service.login(loginRequest.parse(req.body ?? {}), req.ip ?? '');
    res.json({ success: true, token, message: TEXTS.loggedIn });
  });

  router.post(API.logout, ctx.auth.authenticate, async (req, res) => {
    await service.logout(sessionOf(req).sessionId);
    res.json({ success: true, message: TEXTS.loggedOut });
  });

  return router;
}
