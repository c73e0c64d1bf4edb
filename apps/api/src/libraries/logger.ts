/**
 * The API's log: one JSON line per event (pino), to stdout, at LOG_LEVEL; `silent` for tests.
 * Lines written while a request is answered carry its id (`reqId`, the X-Request-Id the answer
 * carries: src/libraries/http-observation.ts). Nothing personal is logged (docs/operations.md,
 * Logs): callers pass no addresses, codes or bodies, and the fields below are censored should one
 * slip into a detail.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino } from 'pino';
import type { DestinationStream, Logger as Pino } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** A logger made by createLogger: the interface above, and pino itself for the request log. */
export interface JsonLogger extends Logger {
  readonly pino: Pino;
}

/** The request being answered: its id, which the lines logged meanwhile carry. */
export const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Read by pino for every line, so no request needs a child logger of its own. */
function requestIdOfScope(): { reqId?: string } {
  const scope = requestScope.getStore();
  return scope ? { reqId: scope.reqId } : {};
}

/** Keys whose values are personal or secret wherever they sit in a logged detail. */
const PERSONAL_KEYS = [
  'email',
  'phone',
  'name',
  'password',
  'code',
  'otp',
  'token',
  'authorization',
  'cookie',
  'body',
];

export function createLogger(
  level: LogLevel = 'info',
  /** Where the lines go: stdout unless given (a test's capture). */
  destination?: DestinationStream,
): JsonLogger {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: requestIdOfScope,
    redact: {
      paths: PERSONAL_KEYS.flatMap((key) => [`detail.${key}`, `detail.*.${key}`]),
      censor: '[redacted]',
    },
  };
  const log = destination ? pino(options, destination) : pino(options);
  const write =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message: string, detail?: unknown): void => {
      if (detail === undefined) log[at](message);
      else if (detail instanceof Error) log[at]({ err: detail }, message);
      else log[at]({ detail }, message);
    };
  return {
    pino: log,
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
  };
}
