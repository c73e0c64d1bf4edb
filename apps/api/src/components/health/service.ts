/**
 * Readiness (docs/operations.md, Health): the store takes a write and answers a read, some
 * process's schedule ticked within two minutes (a tick is due every minute, so one missed tick is
 * tolerated and the second is not), and mail can go. Each check has its own time limit, so a
 * store that hangs answers 503 rather than holding the probe. What failed is logged for the
 * operator; the answer names the check only.
 */
import type { ReadinessResponse } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { SCHEDULE_BEAT } from '../../schedule.js';

export const SCHEDULE_STALE_MS = 2 * 60_000;
/** Longer than a healthy store or mail server takes, shorter than compose's 5 s probe timeout. */
const CHECK_TIMEOUT_MS = 4_000;
const PROBE_BEAT = 'readiness probe';

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createHealthService({ store, clock, mailer, logger }: AppContext) {
  async function check(name: string, passes: () => Promise<boolean>): Promise<'ok' | 'failing'> {
    try {
      if (await withinTime(passes())) return 'ok';
      logger.warn(`Readiness check failing: ${name}`);
    } catch (error) {
      logger.warn(`Readiness check failing: ${name}`, error);
    }
    return 'failing';
  }

  /** Probes asked while one runs share its answer: a flood of probes is one store write at a time. */
  let running: Promise<ReadinessResponse> | null = null;

  function readiness(): Promise<ReadinessResponse> {
    running ??= probe().finally(() => {
      running = null;
    });
    return running;
  }

  async function probe(): Promise<ReadinessResponse> {
    const now = clock();
    const [storeState, scheduleState, mailState] = await Promise.all([
      check('store', async () => {
        await store.heartbeats.beat(PROBE_BEAT, now);
        return (await store.heartbeats.last(PROBE_BEAT)) !== null;
      }),
      check('schedule', async () => {
        const tick = await store.heartbeats.last(SCHEDULE_BEAT);
        return tick !== null && now.getTime() - tick.getTime() <= SCHEDULE_STALE_MS;
      }),
      check('mail', () => mailer.ready()),
    ]);
    const checks = { store: storeState, schedule: scheduleState, mail: mailState };
    return {
      status: Object.values(checks).every((state) => state === 'ok') ? 'ok' : 'unavailable',
      checks,
    };
  }

  return { readiness };
}
