/**
 * One error type for the services and one handler that turns every failure into
 * `{success:false, message, code}` with a real status (docs/decisions.md, Wire conventions). Nothing else writes a 500.
 */
import {
  ADMIN_TEXTS,
  RECEIPT_TEXTS,
  RECONCILE_TEXTS,
  STAFF_TEXTS,
  TEXTS,
  unpaidBookingsLimitText,
} from '@clinic/contracts';
import type { ComposedErrors, ErrorCode, ErrorParams } from '@clinic/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { ZodError } from 'zod';
import { StoreConflictError, StoreLimitError } from '../store/types.js';
import { routeLabel } from './http-observation.js';
import type { Logger } from './logger.js';

export type ErrorKind =
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

/** The fixed texts an error may carry, by their wording: the key of each is the answer's `code`. */
const CODE_OF_TEXT = new Map<string, ErrorCode>();
// TEXTS last: where the console's tables reuse one of its wordings, its key stands.
for (const table of [RECEIPT_TEXTS, RECONCILE_TEXTS, STAFF_TEXTS, ADMIN_TEXTS, TEXTS]) {
  for (const [code, text] of Object.entries(table)) CODE_OF_TEXT.set(text, code as ErrorCode);
}

/** The code of a message the status alone explains, for a wording in no table. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'invalidInput',
  401: 'notAuthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'bodyTooLarge',
  429: 'tooManyRequests',
};

/** The `code` of a fixed text: its key in TEXTS or in the console's tables. */
export function codeOfText(message: string, status: number): ErrorCode {
  return CODE_OF_TEXT.get(message) ?? CODE_OF_STATUS[status] ?? 'internalError';
}

/** A message made by a function of packages/contracts/src/texts.ts, and what it was made from. */
export type Composed = {
  [Code in keyof ComposedErrors]: { code: Code; params: ComposedErrors[Code] };
}[keyof ComposedErrors];

export class AppError extends Error {
  /** The answer's `code`: the fixed text's key, or the composed message's code. */
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly status: number,
    /** Extra fields of the answer, such as the contact form's `error`. */
    readonly extra: Record<string, unknown> = {},
    composed?: Composed | { code: ErrorCode; params?: ErrorParams },
    /** Sent as Retry-After: how long a refused caller should wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = composed?.code ?? codeOfText(message, status);
    this.params = composed?.params;
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
  static conflict(message: string, composed?: Composed): AppError {
    return new AppError('conflict', message, 409, {}, composed);
  }
  static tooManyRequests(message: string = TEXTS.tooManyRequests): AppError {
    return new AppError('rate-limited', message, 429);
  }
  static unavailable(message: string, retryAfterSeconds?: number): AppError {
    return new AppError('unavailable', message, 503, {}, undefined, retryAfterSeconds);
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
  body: Record<string, unknown> & { message: string; code: ErrorCode; params?: ErrorParams };
  retryAfterSeconds?: number;
}

/** A failure whose message is a fixed text: its key is the code. */
function fixed(status: number, message: string, extra: Record<string, unknown> = {}): Failure {
  return { status, body: { ...extra, message, code: codeOfText(message, status) } };
}

/** The answer for a known failure, or null for an unexpected one (a 500). */
export function toFailure(error: unknown): Failure | null {
  if (error instanceof AppError) {
    const { message, code, params, retryAfterSeconds } = error;
    return {
      status: error.status,
      body: { ...error.extra, message, code, ...(params ? { params } : {}) },
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    };
  }
  if (error instanceof ZodError) {
    return fixed(400, TEXTS.invalidInput, { errors: fieldErrors(error) });
  }
  if (error instanceof StoreConflictError) return fixed(409, conflictText(error.key));
  if (error instanceof StoreLimitError) {
    const params = { limit: error.limit };
    return {
      status: 409,
      body: { message: unpaidBookingsLimitText(error.limit), code: 'unpaidBookingsLimit', params },
    };
  }
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return fixed(413, TEXTS.imageTooLarge);
    if (
      error.code === 'LIMIT_FIELD_VALUE' ||
      error.code === 'LIMIT_PART_COUNT' ||
      error.code === 'LIMIT_FIELD_COUNT'
    ) {
      return fixed(413, TEXTS.bodyTooLarge);
    }
    return fixed(400, TEXTS.invalidInput);
  }
  // A path parameter whose %-escape does not decode (the router raises it before any handler).
  if (error instanceof URIError) return fixed(400, TEXTS.invalidInput);
  if (isHttpClientError(error)) {
    if (error.type === 'entity.parse.failed') return fixed(400, TEXTS.malformedJson);
    if (error.status === 413) return fixed(413, TEXTS.bodyTooLarge);
    if (error.status === 404) return fixed(404, TEXTS.notFound);
    return fixed(error.status, TEXTS.invalidInput);
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
      if (failure.retryAfterSeconds !== undefined)
        res.setHeader('Retry-After', String(failure.retryAfterSeconds));
      res.status(failure.status).json({ success: false, ...failure.body });
      return;
    }
    // The route template, not the URL: a query may hold an address (docs/operations.md, Logs).
    logger.error(`${req.method} ${routeLabel(req)} failed`, error);
    res.status(500).json({ success: false, message: TEXTS.internalError, code: 'internalError' });
  };
}

/** Unknown /api routes answer JSON, not the web app's page. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(AppError.notFound());
};
