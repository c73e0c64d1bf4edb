/**
 * What every request passes through first, on the fast path and in Express alike: a request id
 * (a sane incoming X-Request-Id, such as nginx's, or a new one) that the answer carries (the
 * server sets the header: src/fast-path.ts), one JSON log line when it is answered, and its
 * duration in the metrics, which count it too. The line and the metrics name the route template
 * (`/api/admin/appointments/:id/cancel`), never the path, the query, a header or the body: those
 * may hold ids, addresses and codes (docs/operations.md, Logs).
 *
 * Written on pino and prom-client directly, with as little as possible per request (one scope
 * object, one shared listener): pino-http's child loggers, made for every request, cost more than
 * the busiest reads themselves (docs/decisions.md, Observability).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JsonLogger } from './logger.js';
import { requestScope } from './logger.js';
import { httpRequestDuration } from './metrics.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What an incoming id may be: short, and nothing a log line or a header could be broken with. */
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The health probes: counted, but logged only when they fail (compose asks every 10 s). */
export const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * The route template the fast path matched, kept on the request itself: an entry per request in a
 * WeakMap cost the busiest reads more (the collector's work for weak entries).
 */
const ROUTE_TEMPLATE = Symbol('route template');

type MarkedRequest = IncomingMessage & { [ROUTE_TEMPLATE]?: string };

/** Names the route a request matched on the fast path, which Express never sees. */
export function markRoute(req: IncomingMessage, template: string): void {
  (req as MarkedRequest)[ROUTE_TEMPLATE] = template;
}

/**
 * The request's route template: the fast path's read, or Express's matched route; otherwise the
 * part of the site it fell to (an unknown API path, an upload, a page).
 */
export function routeLabel(req: IncomingMessage): string {
  const marked = (req as MarkedRequest)[ROUTE_TEMPLATE];
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
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export type Observation = (
  req: IncomingMessage,
  res: ServerResponse,
  /** Answers the request, in its scope; the answer carries `requestId` as X-Request-Id. */
  answer: (requestId: string) => void,
) => void;

/** What the 'close' listener reads of an observed response, set on the response itself. */
const REQUEST_ID = Symbol('request id');
const STARTED = Symbol('started');

type ObservedResponse = ServerResponse & { [REQUEST_ID]: string; [STARTED]: number };

/**
 * One 'close' listener for every response, reading the request's id and start from the response,
 * rather than a closure and a `once` wrapper made per request (docs/decisions.md, Observability).
 * 'close' comes once per response: after its last byte, or when the connection drops first.
 */
export function httpObservation(logger: JsonLogger): Observation {
  const log = logger.pino;
  function answered(this: ObservedResponse) {
    const seconds = (performance.now() - this[STARTED]) / 1000;
    const { req, statusCode } = this;
    const route = routeLabel(req);
    if (this.writableFinished)
      httpRequestDuration.observe(
        { method: req.method ?? 'GET', route, status_code: String(statusCode) },
        seconds,
      );
    const reqId = this[REQUEST_ID];
    const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
    if (PROBE_PATHS.has(pathOf(req))) {
      if (statusCode >= 500) log.warn({ reqId, route, statusCode }, 'probe failed');
    } else if (log.isLevelEnabled(level)) {
      const line = {
        reqId,
        method: req.method,
        route,
        statusCode,
        responseTime: Math.round(seconds * 1000),
      };
      log[level](line, statusCode >= 500 ? 'request failed' : 'request answered');
    }
  }
  return (req, res, answer) => {
    const observed = res as ObservedResponse;
    observed[STARTED] = performance.now();
    const reqId = requestId(req);
    observed[REQUEST_ID] = reqId;
    res.on('close', answered);
    requestScope.run({ reqId }, answer, reqId);
  };
}
