/**
 * The process's Prometheus metrics (prom-client; docs/operations.md, Metrics). One registry per
 * process, as Prometheus scrapes each process: every app made in this process counts into it.
 * Labels name route templates and outcomes, never a raw path, an id or an address.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const METRICS_PATH = '/metrics';

export const metricsRegistry = new Registry();
// Memory, CPU, handles and the event loop's lag (nodejs_eventloop_lag_seconds and its percentiles).
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request to the end of its answer, by method, route template and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

const HTTP_REQUEST_COUNT = 'http_request_duration_seconds_count';

// Requests answered: the histogram's own counts, copied at each scrape, so that a request is
// counted once, not by a counter beside the histogram (docs/decisions.md, Observability).
new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route template and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers,
  async collect() {
    const { values } = await httpRequestDuration.get();
    this.reset();
    for (const { metricName, labels, value } of values)
      if (metricName === HTTP_REQUEST_COUNT) this.inc(labels, value);
  },
});

export const bookings = new Counter({
  name: 'clinic_bookings_total',
  help: 'Appointments booked by patients',
  registers,
});

export const cancellations = new Counter({
  name: 'clinic_cancellations_total',
  help: 'Appointments cancelled, by who cancelled (patient or staff)',
  labelNames: ['by'] as const,
  registers,
});

export const paymentProofs = new Counter({
  name: 'clinic_payment_proofs_total',
  help: 'Payment proofs submitted by patients',
  registers,
});

export const mails = new Counter({
  name: 'clinic_mails_total',
  help: 'Mails handed to the transport, by outcome (sent or failed)',
  labelNames: ['outcome'] as const,
  registers,
});

export const reminderLag = new Histogram({
  name: 'clinic_reminder_lag_seconds',
  help: 'How long after it fell due a reminder was sent',
  buckets: [1, 30, 60, 120, 300, 900, 3600],
  registers,
});

export const scheduleLag = new Histogram({
  name: 'clinic_schedule_lag_seconds',
  help: "How much later than a minute after this process's previous tick the schedule ticked",
  buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 300],
  registers,
});

/** The worker pools' waiting tasks (src/libraries/worker-pool.ts), read at each scrape. */
const poolQueues = new Map<string, () => number>();
new Gauge({
  name: 'clinic_worker_pool_queue_depth',
  help: 'Tasks waiting for a worker thread, by pool',
  labelNames: ['pool'] as const,
  registers,
  collect() {
    for (const [pool, depth] of poolQueues) this.set({ pool }, depth());
  },
});

export function watchPoolQueue(pool: string, depth: () => number): void {
  poolQueues.set(pool, depth);
}

/** `Authorization: Bearer <token>` compared in constant time (hashes of equal length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

/**
 * The exposition text, never cached; with a token (METRICS_TOKEN), 401 to a request without it.
 */
export async function answerMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  token: string | undefined,
): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (token !== undefined && !bearerMatches(req.headers.authorization, token)) {
    res.writeHead(401, { 'WWW-Authenticate': 'Bearer', 'Content-Type': 'text/plain' });
    res.end('Unauthorized\n');
    return;
  }
  const body = await metricsRegistry.metrics();
  res.writeHead(200, { 'Content-Type': metricsRegistry.contentType });
  res.end(body);
}
