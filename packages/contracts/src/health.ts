import { z } from 'zod';

/**
 * The probes that compose, nginx and a load balancer ask (docs/operations.md, Health): outside
 * /api, as they are about the process, not the clinic.
 */
export const HEALTH_PATHS = {
  /** The process answers. */
  live: '/healthz',
  /** The process can serve: store, schedule and mail work. */
  ready: '/readyz',
} as const;

/** What each readiness check found; nothing more, so the answer shows no configuration. */
export const checkState = z.enum(['ok', 'failing']);

/** 200 with `ok` when every check passed; 503 with `unavailable` and the failing checks named. */
export const readinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    /** The store took a write and answered a read. */
    store: checkState,
    /** Some process's schedule ticked in the last two minutes. */
    schedule: checkState,
    /** The mail server answers, or the outbox folder takes a file. */
    mail: checkState,
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;

export const livenessResponse = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponse>;
