/**
 * Housekeeping each API process runs every minute, on the injected clock: it deletes what has
 * ended (sessions, sign-up codes of unfinished sign-ups, rate-limit windows) and brings the
 * doctors' booked times back in line with the live appointments. Every job may run in several
 * processes at once and again after a restart: each only deletes or recomputes, so a second run
 * changes nothing. A plain interval is enough for that; the ticks need no calendar.
 */
import { toDateKey, zonedClock } from '@clinic/contracts';
import type { ResolvedConfig } from './env.js';
import type { Logger } from './libraries/logger.js';
import type { Store } from './store/types.js';

export interface ScheduleDeps {
  store: Store;
  config: ResolvedConfig;
  clock: () => Date;
  logger: Logger;
}

export interface Schedule {
  /** One round of every job; a failing job is logged and the others still run. */
  runOnce(): Promise<void>;
  stop(): void;
}

const TICK_MS = 60_000;

export function startSchedule({ store, config, clock, logger }: ScheduleDeps): Schedule {
  const jobs: [name: string, run: (now: Date) => Promise<void>][] = [
    ['purge ended sessions', (now) => store.sessions.purgeEnded(now)],
    ['purge expired sign-up codes', (now) => store.otps.purgeExpired(now)],
    ['purge closed rate-limit windows', (now) => store.limits.purgeExpired(now)],
    [
      'reconcile booked times',
      (now) => store.appointments.reconcile(toDateKey(zonedClock(now, config.clinic.timeZone))),
    ],
  ];
  let running: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    const now = clock();
    for (const [name, run] of jobs) {
      try {
        await run(now);
      } catch (error) {
        logger.error(`Scheduled job failed: ${name}`, error);
      }
    }
  }

  const timer = setInterval(() => {
    // A slow round (a busy store) is not stacked on by the next tick.
    running ??= runOnce().finally(() => {
      running = null;
    });
  }, TICK_MS);
  timer.unref();

  return { runOnce, stop: () => clearInterval(timer) };
}
