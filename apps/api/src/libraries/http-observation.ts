/**
 * What every request passes through first, on the fast path and in Express alike: a request id
 * (a sane incoming X-Request-Id, such as nginx's, or a new one) that the answer carries, one JSON
 * log line when it is answered, and its count and duration in the metrics. The line and the
 * metrics name the route template (`/api/admin/appointments/:id/cancel`), never the path, the
 * query, a header or the body: those may hold ids, addresses and codes (docs/operations.md, Logs).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { JsonLogger } from './logger.js';
import { requestScope } from './logger.js';
import { httpRequestDuration, httpRequests } from './metrics.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What an incoming id may be: short, and nothing a log line or a header could be broken with. */
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The health probes: counted, but logged only when they fail (compose asks every 10 s). */
export const PROBE_PATHS = new Set(['/healthz', '/readyz']);

const templates = new WeakMap<IncomingMessage, string>();

/** Names the route a request matched on the fast path, which Express never sees. */
export function markRoute(req: IncomingMessage, template: string): void {
  templates.set(req, template);
}

/**
 * The request's route template: the fast path's read, or Express's matched route; otherwise the
 * part of the site it fell to (an unknown API path, an upload, a page).
 */
export function routeLabel(req: IncomingMessage): string {
  const marked = templates.get(req);
  if (marked) return marked;
  const routed = req as IncomingMessage & {
    route?: { path?: unknown };
    baseUrl?: string;
    originalUrl?: string;
  };
  if (typeof routed.route?.path === 'string') return `${routed.baseUrl ?? ''}${routed.route.path}`;
  const first = (routed.originalUrl ?? req.url ?? '/').split(/[/?]/)[1] ?? '';
  return ['api', 'uploads', 'console'].includes(first) ? `/${first}/*` : 'page';
}

function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?')[0] ?? '/';
}

export type Observation = (req: IncomingMessage, res: ServerResponse, answer: () => void) => void;

export function httpObservation(logger: JsonLogger): Observation {
  const outcome = (req: IncomingMessage, res: ServerResponse, responseTime: number) => ({
    method: req.method,
    route: routeLabel(req),
    statusCode: res.statusCode,
    responseTime,
  });
  const log = pinoHttp({
    logger: logger.pino,
    genReqId: (req, res) => {
      const id = requestId(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Only the request id is bound; the answered line is built below, at the end.
    quietReqLogger: true,
    quietResLogger: true,
    serializers: { req: () => undefined },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => PROBE_PATHS.has(pathOf(req)) },
    customSuccessMessage: () => 'request answered',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, fields: { responseTime: number }) =>
      outcome(req, res, fields.responseTime),
    customErrorObject: (req, res, _error, fields: { responseTime: number }) =>
      outcome(req, res, fields.responseTime),
  });
  return (req, res, answer) => {
    const started = process.hrtime.bigint();
    log(req, res);
    res.once('finish', () => {
      const labels = {
        method: req.method ?? 'GET',
        route: routeLabel(req),
        status_code: String(res.statusCode),
      };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      if (PROBE_PATHS.has(pathOf(req)) && res.statusCode >= 500)
        req.log.warn({ route: labels.route, statusCode: res.statusCode }, 'probe failed');
    });
    requestScope.run({ log: req.log }, answer);
  };
}
