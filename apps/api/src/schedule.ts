/**
 * Housekeeping each API process runs every minute, on the injected clock (docs/decisions.md,
 * Schedule). Two kinds of job:
 * - Every tick, in every process: delete what has ended (sessions, sign-up codes of unfinished
 *   sign-ups, rate-limit windows). Each only deletes, so a second run changes nothing. The
 *   reminders before visits go then too: each is claimed in the store before it is sent
 *   (src/components/appointments/reminders.ts), so a second run sends nothing again. So do the
 *   waiting list's: entries whose last day passed go, holds that ran out end with a guarded update
 *   (one process ends each) and pass to the next patient through the store's one open offer of a
 *   time (src/components/waitlist/offers.ts), so a second run offers nothing again.
 * - Once per period across all processes: reconciling the doctors' booked times with the live
 *   appointments (hourly), re-sealing patients' fields left in clear or under an older key
 *   (daily), the retention purges (daily, docs/privacy.md) and the encrypted backup
 *   (daily at BACKUP_AT on the clinic's clock, src/backups.ts). A process runs
 *   one only after claiming it in the store (JobRepository in src/store/types.ts), so one run
 *   happens per period however many processes tick; each is still safe to run again, which is
 *   what a claimer that dies mid-run (its lease ends and another process claims) relies on.
 */
import path from 'node:path';
import { slotStart, toDateKey, zonedClock } from '@clinic/contracts';
import { pruneBackups, takeBackup } from './backups.js';
import { createReminders } from './components/appointments/reminders.js';
import { createWaitlistOffers } from './components/waitlist/offers.js';
import type { ResolvedConfig } from './env.js';
import type { Logger } from './libraries/logger.js';
import { withCrisisLine, withMailMetrics } from './libraries/mail.js';
import type { Mailer } from './libraries/mail.js';
import { scheduleLag } from './libraries/metrics.js';
import { reportResealedPatientFields, resealPatientFields } from './libraries/patient-fields.js';
import { createFieldSeal } from './libraries/sealing.js';
import type { Store } from './store/types.js';

export interface ScheduleDeps {
  store: Store;
  config: ResolvedConfig;
  clock: () => Date;
  logger: Logger;
  mailer: Mailer;
}

export interface Schedule {
  /** One round of every job; a failing job is logged and the others still run. */
  runOnce(): Promise<void>;
  stop(): void;
}

const TICK_MS = 60_000;
/**
 * The heartbeat each tick records in the store (HeartbeatRepository), which the readiness probe
 * reads: shared by every process, so one process's stopped schedule is covered by the others'.
 */
export const SCHEDULE_BEAT = 'schedule';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * How long a reminder's claim is kept after its visit (docs/privacy.md, Reminders): a claim is
 * needed only until the visit starts; a month more lets the front desk tell a patient who missed a
 * visit whether the reminders went.
 */
const REMINDER_CLAIM_DAYS = 30;
/**
 * How long a claim holds a once-per-period job: far longer than a purge takes, so no second
 * process starts it while it runs. A failed or abandoned run is claimed again when it ends.
 */
export const JOB_LEASE_MS = 10 * 60_000;
/** A backup's lease: far longer than a backup of a clinic's store and uploads takes. */
const BACKUP_LEASE_MS = 2 * HOUR_MS;

interface PeriodicJob {
  name: string;
  /** When the run after one at `now` is due. */
  next: (now: Date) => Date;
  leaseMs?: number;
  run: (now: Date) => Promise<void>;
}

const every =
  (ms: number) =>
  (now: Date): Date =>
    new Date(now.getTime() + ms);

/** The first moment after `now` at which the clock of `timeZone` reads `time` (HH:MM). */
function nextDailyAt(now: Date, time: string, timeZone: string): Date {
  for (const dayOffset of [0, 1, 2]) {
    const day = zonedClock(new Date(now.getTime() + dayOffset * DAY_MS), timeZone);
    const at = slotStart(toDateKey(day), time, timeZone);
    if (at && at > now) return at;
  }
  throw new Error(`No ${time} in ${timeZone} within two days of ${now.toISOString()}`);
}

/** `now` moved back by whole calendar months, in UTC. */
function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export function startSchedule({ store, config, clock, logger, mailer }: ScheduleDeps): Schedule {
  const { backups } = config;
  const { at: backupAt, recipient } = backups;
  // The app's mail gets the crisis line in its context (src/context.ts); the schedule's here.
  const scheduleMailer = withMailMetrics(withCrisisLine(mailer, config.clinic.emergencyNumbers));
  const reminders = createReminders({ store, config, clock, logger, mailer: scheduleMailer });
  const waitlist = createWaitlistOffers({ store, config, clock, logger, mailer: scheduleMailer });
  const everyTick: [name: string, run: (now: Date) => Promise<void>][] = [
    ['purge ended sessions', (now) => store.sessions.purgeEnded(now)],
    ['purge expired sign-up codes', (now) => store.otps.purgeExpired(now)],
    ['purge closed rate-limit windows', (now) => store.limits.purgeExpired(now)],
    ['send due reminders', (now) => reminders.sendDue(now)],
    ['waiting list: end holds and offer their times on', (now) => waitlist.sweep(now)],
  ];
  // Retention is counted in months, so a daily run keeps each item at most a day past its period.
  const { messageMonths, auditMonths } = config.retention;
  const periodic: PeriodicJob[] = [
    // Start-up reconciles too; hourly is enough for a process that crashed between two writes
    // while others ran on, and spares every process a scan of every appointment each minute.
    {
      name: 'reconcile booked times',
      next: every(HOUR_MS),
      run: (now) =>
        store.appointments.reconcile(toDateKey(zonedClock(now, config.clinic.timeZone))),
    },
    {
      name: 'retention: contact messages',
      next: every(DAY_MS),
      run: (now) => store.messages.purgeBefore(monthsBefore(now, messageMonths)),
    },
    {
      name: 'retention: reminder claims',
      next: every(DAY_MS),
      run: (now) =>
        store.reminders.purgeVisitsBefore(new Date(now.getTime() - REMINDER_CLAIM_DAYS * DAY_MS)),
    },
    // Start-up re-seals once per key (libraries/patient-fields.ts); this catches what another
    // process wrote in clear or under an older key after that pass, during a rolling upgrade.
    {
      name: 're-seal patient fields',
      next: every(DAY_MS),
      run: async () =>
        reportResealedPatientFields(
          logger,
          await resealPatientFields(store, createFieldSeal(config.fieldSealKeys)),
        ),
    },
    ...(auditMonths === undefined
      ? []
      : [
          {
            name: 'retention: audit',
            next: every(DAY_MS),
            run: (now: Date) => store.audit.purgeBefore(monthsBefore(now, auditMonths)),
          },
        ]),
    // Last: a backup may take minutes, and the other jobs of the round are not kept waiting.
    ...(backupAt === null || recipient === undefined
      ? []
      : [
          {
            name: 'backup',
            next: (now: Date) => nextDailyAt(now, backupAt, config.clinic.timeZone),
            leaseMs: BACKUP_LEASE_MS,
            run: async (now: Date) => {
              const taken = await takeBackup({
                store,
                dataDir: config.dataDir,
                dir: backups.dir,
                recipient,
                now,
              });
              const deleted = await pruneBackups(backups.dir, now, backups.keepDays);
              logger.info(
                `Backup taken: ${path.basename(taken.file)} (${taken.bytes} bytes); older than ${backups.keepDays} days, deleted: ${deleted.length}`,
              );
            },
          },
        ]),
  ];
  let running: Promise<void> | null = null;

  async function runPeriodic(job: PeriodicJob, now: Date): Promise<void> {
    if (!(await store.jobs.claim(job.name, now, job.leaseMs ?? JOB_LEASE_MS))) return;
    await job.run(now);
    await store.jobs.complete(job.name, now, job.next(now));
  }

  let previousTick: number | undefined;

  /** First, and apart from the jobs: a slow or failing job does not make the schedule look stopped. */
  async function beat(now: Date): Promise<void> {
    try {
      await store.heartbeats.beat(SCHEDULE_BEAT, now);
    } catch (error) {
      logger.error('Recording the schedule heartbeat failed', error);
    }
  }

  async function runOnce(): Promise<void> {
    const now = clock();
    if (previousTick !== undefined)
      scheduleLag.observe(Math.max(0, now.getTime() - previousTick - TICK_MS) / 1000);
    previousTick = now.getTime();
    await beat(now);
    const jobs: [string, () => Promise<void>][] = [
      ...everyTick.map(([name, run]): [string, () => Promise<void>] => [name, () => run(now)]),
      ...periodic.map((job): [string, () => Promise<void>] => [
        job.name,
        () => runPeriodic(job, now),
      ]),
    ];
    for (const [name, run] of jobs) {
      try {
        await run();
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
  // At start too: the first round is a minute away, and the process is ready before it.
  void beat(clock());

  return { runOnce, stop: () => clearInterval(timer) };
}
