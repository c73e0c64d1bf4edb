/**
 * One error type for the services and one handler that turns every failure into
 * `{success:false, message, code}` with a real status (docs/decisions.md, Wire conventions). Nothing else writes a 500.
 * An error is named by its key where it is thrown: the key is the answer's `code`, and the
 * English `message` is made from it by packages/contracts/src/errors.ts.
 */
import { FAILURE_TEXTS, composedText, fieldText } from '@clinic/contracts';
import type {
  ComposedErrorCode,
  ComposedErrors,
  ErrorCode,
  ErrorParams,
  FixedErrorCode,
} from '@clinic/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { ZodError } from 'zod';
import { StoreConflictError, StoreLimitError } from '../store/types.js';
import { routeLabel } from './http-observation.js';
import type { Logger } from './logger.js';

/** A failure's code and, for a composed message, the values it is made from. */
export type ErrorKey =
  | { code: FixedErrorCode; params?: undefined }
  | {
      [Code in ComposedErrorCode]: { code: Code; params: ComposedErrors[Code] };
    }[ComposedErrorCode];

/** The English of a failure, made from its key. */
function messageOf(key: ErrorKey): string {
  return key.params === undefined ? FAILURE_TEXTS[key.code] : composedText(key.code, key.params);
}

export class AppError extends Error {
  /** What the failure is: the answer's `code`, and `params` for a composed message. */
  readonly key: ErrorKey;

  constructor(
    key: ErrorKey | FixedErrorCode,
    readonly status: number,
    /** Extra fields of the answer, such as the contact form's `error`. */
    readonly extra: Record<string, unknown> = {},
    /** Sent as Retry-After: how long a refused caller should wait. */
    readonly retryAfterSeconds?: number,
  ) {
    const named: ErrorKey = typeof key === 'string' ? { code: key } : key;
    super(messageOf(named));
    this.name = 'AppError';
    this.key = named;
  }

  get code(): ErrorCode {
    return this.key.code;
  }

  get params(): ErrorParams | undefined {
    return this.key.params;
  }

  /** The same failure with more fields in its answer. */
  withExtra(extra: Record<string, unknown>): AppError {
    return new AppError(this.key, this.status, { ...this.extra, ...extra }, this.retryAfterSeconds);
  }

  static badRequest(
    code: FixedErrorCode = 'invalidInput',
    extra?: Record<string, unknown>,
  ): AppError {
    return new AppError(code, 400, extra);
  }
  static unauthorized(code: FixedErrorCode = 'notAuthorized'): AppError {
    return new AppError(code, 401);
  }
  static forbidden(code: FixedErrorCode = 'forbidden'): AppError {
    return new AppError(code, 403);
  }
  static notFound(code: FixedErrorCode = 'notFound'): AppError {
    return new AppError(code, 404);
  }
  /** A fixed text by its key, or a composed message by its code and values. */
  static conflict(code: FixedErrorCode): AppError;
  static conflict<Code extends ComposedErrorCode>(
    code: Code,
    params: ComposedErrors[Code],
  ): AppError;
  static conflict(code: ErrorCode, params?: ErrorParams): AppError {
    // The overloads above pair each code with its own values.
    return new AppError({ code, params } as ErrorKey, 409);
  }
  static tooLarge(code: FixedErrorCode): AppError {
    return new AppError(code, 413);
  }
  static unsupportedType(code: FixedErrorCode): AppError {
    return new AppError(code, 415);
  }
  static tooManyRequests(code: FixedErrorCode = 'tooManyRequests'): AppError {
    return new AppError(code, 429);
  }
  static unavailable(code: FixedErrorCode, retryAfterSeconds?: number): AppError {
    return new AppError(code, 503, {}, retryAfterSeconds);
  }
}

const CONFLICT_CODES: Record<StoreConflictError['key'], FixedErrorCode> = {
  slot: 'slotTaken',
  blocked: 'slotBlocked',
  email: 'emailRegistered',
  transactionId: 'transactionIdUsed',
};

/** The one code of each store conflict, for the services' early checks and the handler. */
export function conflictCode(key: StoreConflictError['key']): FixedErrorCode {
  return CONFLICT_CODES[key];
}

/** Field path -> first message in English, for the form that sent the bad value. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= fieldText(issue.message);
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

/** A known failure as an AppError (extra fields kept), or null for an unexpected one (a 500). */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError)
    return AppError.badRequest('invalidInput', { errors: fieldErrors(error) });
  if (error instanceof StoreConflictError) return AppError.conflict(conflictCode(error.key));
  if (error instanceof StoreLimitError) {
    const code = error.key === 'familyMembers' ? 'familyMembersLimit' : 'unpaidBookingsLimit';
    return AppError.conflict(code, { limit: error.limit });
  }
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return AppError.tooLarge('imageTooLarge');
    if (
      error.code === 'LIMIT_FIELD_VALUE' ||
      error.code === 'LIMIT_PART_COUNT' ||
      error.code === 'LIMIT_FIELD_COUNT'
    ) {
      return AppError.tooLarge('bodyTooLarge');
    }
    return AppError.badRequest();
  }
  // A path parameter whose %-escape does not decode (the router raises it before any handler).
  if (error instanceof URIError) return AppError.badRequest();
  if (isHttpClientError(error)) {
    if (error.type === 'entity.parse.failed') return AppError.badRequest('malformedJson');
    if (error.status === 413) return AppError.tooLarge('bodyTooLarge');
    if (error.status === 404) return AppError.notFound();
    return new AppError('invalidInput', error.status);
  }
  return null;
}

/** The answer for a known failure, or null for an unexpected one (a 500). */
export function toFailure(error: unknown): Failure | null {
  const known = toAppError(error);
  if (!known) return null;
  const { message, code, params, retryAfterSeconds } = known;
  return {
    status: known.status,
    body: { ...known.extra, message, code, ...(params ? { params } : {}) },
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
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
    res
      .status(500)
      .json({ success: false, message: FAILURE_TEXTS.internalError, code: 'internalError' });
  };
}

/** Unknown /api routes answer JSON, not the web app's page. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(AppError.notFound());
};
