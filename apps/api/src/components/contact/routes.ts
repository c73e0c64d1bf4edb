import { API, TEXTS, contactFormError, contactRequest } from '@clinic/contracts';
import type { ContactRequest } from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import type { ErrorRequestHandler } from 'express';
import { AppError, fieldErrors, toAppError } from '../../libraries/errors.js';
import { clientGroup, createLimiter } from '../../libraries/rate-limit.js';
import { createContactService } from './service.js';

/**
 * Failures carry `error` as well as `message` (docs/product.md, Calls): the form reads it. Mounted
 * by the app beside the error handler, so that body-parser failures (malformed JSON, 413) get it too.
 */
export const contactErrorFields: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  const known = toAppError(error);
  next(known ? known.withExtra({ error: known.message }) : error);
};

/** The form's values as the spec's checks read them: a value that is not text counts as blank. */
function formValues(body: unknown): Record<keyof ContactRequest, string> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (name: keyof ContactRequest) =>
    typeof record[name] === 'string' ? record[name] : '';
  return {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    phone: text('phone'),
    message: text('message'),
  };
}

export function contactRoutes(ctx: AppContext): Router {
  const service = createContactService(ctx);
  const perClient = createLimiter(ctx.store.limits, ctx.clock, {
    name: 'contact-client',
    limit: ctx.config.limits.contactPerIpPerHour,
    windowMs: 3_600_000,
  });
  const router = Router();

  router.post(API.econtact, async (req, res) => {
    const parsed = contactRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      // The spec's order of checks (contactFormError): a missing field, the e-mail, the phone.
      const code = contactFormError(formValues(req.body)) ?? 'invalidInput';
      throw AppError.badRequest(code, { errors: fieldErrors(parsed.error) });
    }
    // Signed in, the message is the patient's: in their export and erased with their account.
    const session = await ctx.auth.optionalSessionFor(req, 'patient');
    if (!(await perClient.take(clientGroup(req.ip ?? '')))) throw AppError.tooManyRequests();
    await service.sendMessage(parsed.data, session?.subjectId ?? null);
    res.json({ success: true, message: TEXTS.messageSent });
  });

  return router;
}
