import {
  API,
  TEXTS,
  deleteAccountRequest,
  intakeConsentRequest,
  newsletterConsentRequest,
} from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { createDataRightsService } from './service.js';

export function dataRightsRoutes(ctx: AppContext): Router {
  const service = createDataRightsService(ctx);
  const patient = ctx.auth.requireRole('patient');
  const router = Router();

  router.get(API.myData, patient, async (req, res) => {
    res.json({ success: true, data: await service.myData(sessionOf(req).subjectId) });
  });

  router.get(API.consents, patient, async (req, res) => {
    res.json({ success: true, consents: await service.consents(sessionOf(req).subjectId) });
  });

  router.post(API.consents, patient, async (req, res) => {
    const { newsletter } = newsletterConsentRequest.parse(req.body ?? {});
    await service.setConsent(sessionOf(req).subjectId, 'newsletter', newsletter);
    res.json({ success: true, message: newsletter ? TEXTS.newsletterOn : TEXTS.newsletterOff });
  });

  // The intake's own consent; withdrawn, no new questionnaires and no answers shown to staff.
  router.post(API.intakeConsent, patient, async (req, res) => {
    const { intake } = intakeConsentRequest.parse(req.body ?? {});
    await service.setConsent(sessionOf(req).subjectId, 'intake', intake);
    res.json({ success: true, message: intake ? TEXTS.intakeConsentOn : TEXTS.intakeConsentOff });
  });

  router.post(API.deleteAccount, patient, async (req, res) => {
    const { password } = deleteAccountRequest.parse(req.body ?? {});
    await service.deleteAccount(sessionOf(req).subjectId, password, req.ip ?? '');
    res.json({ success: true, message: TEXTS.accountDeleted });
  });

  return router;
}
