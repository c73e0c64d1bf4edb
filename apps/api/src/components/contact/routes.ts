import { API, TEXTS, contactRequest } from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import type { ErrorRequestHandler } from 'express';
import { AppError, fieldErrors, toFailure } from '../../libraries/errors.js';
import { clientGroup, createLimiter } from '../../libraries/rate-limit.js';
import { createContactService } from './service.js';

/** The contact form's order of checks (docs/product.md, Validation): blank field, e-mail, phone. */
const MESSAGE_ORDER: readonly string[] = [
  TEXTS.contactAllFieldsRequired,
  TEXTS.contactInvalidEmail,
  TEXTS.contactInvalidPhone,
];

function firstMessage(messages: string[]): string {
  return MESSAGE_ORDER.find((text) => messages.includes(text)) ?? messages[0] ?? TEXTS.invalidInput;
}

/**
 * Failures carry `error` as well as `message` (docs/product.md, Calls): the form reads it. Mounted
 * by the app beside the error handler, so that body-parser failures (malformed JSON, 413) get it too.
 */
export const contactErrorFields: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  const failure = toFailure(error);
  if (!failure) {
    next(error);
    return;
  }
  const { message, code, params, ...extra } = failure.body;
  next(
    new AppError(
      'invalid-input',
      message,
      failure.status,
      { ...extra, error: message },
      {
        code,
        params,
      },
    ),
  );
};

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
      const message = firstMessage(parsed.error.issues.map((issue) => issue.message));
      throw AppError.badRequest(message, { errors: fieldErrors(parsed.error) });
    }
    // Signed in, the message is the patient's: in their export and erased with their account.
    const session = await ctx.auth.optionalSessionFor(req, 'patient');
    if (!(await perClient.take(clientGroup(req.ip ?? '')))) throw AppError.tooManyRequests();
    await service.sendMessage(parsed.data, session?.subjectId ?? null);
    res.json({ success: true, message: TEXTS.messageSent });
  });

  return router;
}
