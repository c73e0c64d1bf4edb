/**
 * One error type for the services and one handler that turns every failure into
 * `{success:false, message}` with a real status (docs/decisions.md, Wire conventions). Nothing else writes a 500.
 */
import { TEXTS, unpaidBookingsLimitText } from '@clinic/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { ZodError } from 'zod';
import { StoreConflictError, StoreLimitError } from '../store/types.js';
import type { Logger } from './logger.js';

export type ErrorCode =
  | 'invalid-input'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'rate-limited'
  | 'unavailable'
  | 'internal';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    /** Extra fields of the answer, such as the contact form's `error`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, extra?: Record<string, unknown>): AppError {
    return new AppError('invalid-input', message, 400, extra);
  }
  static unauthorized(): AppError {
    return new AppError('unauthorized', TEXTS.notAuthorized, 401);
  }
  static forbidden(): AppError {
    return new AppError('forbidden', TEXTS.forbidden, 403);
  }
  static notFound(message: string = TEXTS.notFound): AppError {
    return new AppError('not-found', message, 404);
  }
  static conflict(message: string): AppError {
    return new AppError('conflict', message, 409);
  }
  static tooManyRequests(message: string = TEXTS.tooManyRequests): AppError {
    return new AppError('rate-limited', message, 429);
  }
  static unavailable(message: string): AppError {
    return new AppError('unavailable', message, 503);
  }
}

const CONFLICT_TEXTS: Record<StoreConflictError['key'], string> = {
  slot: TEXTS.slotTaken,
  blocked: TEXTS.slotBlocked,
  email: TEXTS.emailRegistered,
  transactionId: TEXTS.transactionIdUsed,
};

/** The one wording of each store conflict, for the services' early checks and the handler. */
export function conflictText(key: StoreConflictError['key']): string {
  return CONFLICT_TEXTS[key];
}

/** Field path -> first message, for the form that sent the bad value. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A client error in the http-errors style that body-parser and static files raise. */
interface HttpClientError {
  type?: string;
  status: number;
}

function isHttpClientError(error: unknown): error is HttpClientError {
  const status = (error as { status?: unknown } | null)?.status;
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { expose?: unknown }).expose === true &&
    typeof status === 'number' &&
    status >= 400 &&
    status < 500
  );
}

export interface Failure {
  status: number;
  body: Record<string, unknown> & { message: string };
}

/** The answer for a known failure, or null for an unexpected one (a 500). */
export function toFailure(error: unknown): Failure | null {
  if (error instanceof AppError) {
    return { status: error.status, body: { ...error.extra, message: error.message } };
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { message: TEXTS.invalidInput, errors: fieldErrors(error) } };
  }
  if (error instanceof StoreConflictError) {
    return { status: 409, body: { message: conflictText(error.key) } };
  }
  if (error instanceof StoreLimitError) {
    return { status: 409, body: { message: unpaidBookingsLimitText(error.limit) } };
  }
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE')
      return { status: 413, body: { message: TEXTS.imageTooLarge } };
    if (
      error.code === 'LIMIT_FIELD_VALUE' ||
      error.code === 'LIMIT_PART_COUNT' ||
      error.code === 'LIMIT_FIELD_COUNT'
    ) {
      return { status: 413, body: { message: TEXTS.bodyTooLarge } };
    }
    return { status: 400, body: { message: TEXTS.invalidInput } };
  }
  // A path parameter whose %-escape does not decode (the router raises it before any handler).
  if (error instanceof URIError) return { status: 400, body: { message: TEXTS.invalidInput } };
  if (isHttpClientError(error)) {
    if (error.type === 'entity.parse.failed') {
      return { status: 400, body: { message: TEXTS.malformedJson } };
    }
    if (error.status === 413) return { status: 413, body: { message: TEXTS.bodyTooLarge } };
    if (error.status === 404) return { status: 404, body: { message: TEXTS.notFound } };
    return { status: error.status, body: { message: TEXTS.invalidInput } };
  }
  return null;
}

/** The one error middleware: known failures keep their status; anything else is a logged 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const failure = toFailure(error);
    if (failure) {
      res.status(failure.status).json({ success: false, ...failure.body });
      return;
    }
    logger.error(`${req.method} ${req.originalUrl} failed`, error);
    res.status(500).json({ success: false, message: TEXTS.internalError });
  };
}

/** Unknown /api routes answer JSON, not the web app's page. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(AppError.notFound());
};
