import { afterEach, describe, expect, it } from 'vitest';
import { API, TEXTS, messageResponse } from '@clinic/contracts';
import type { Logger } from '../src/libraries/logger.js';
import { JOB_LEASE_MS, startSchedule } from '../src/schedule.js';
import type { Schedule } from '../src/schedule.js';
import { openStore } from '../src/store/index.js';
import type { Store } from '../src/store/index.js';
import { startApi, stopApi } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let api: TestApi | undefined;
let schedule: Schedule | undefined;
let others: { schedule: Schedule; store: Store }[] = [];
afterEach(async () => {
  schedule?.stop();
  for (const other of others) {
    other.schedule.stop();
    await other.store.close();
  }
  others = [];
  if (api) await stopApi(api);
  api = undefined;
});

function recordingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  const quiet = () => undefined;
  return {
    errors,
    debug: quiet,
    info: quiet,
    warn: quiet,
    error: (message) => errors.push(message),
  };
}

describe('the schedule', () => {
  it('when a round runs, then ended sessions, expired codes and closed limit windows are gone and live ones stay', async () => {
    api = await startApi('sqlite');
    const now = api.clock.now();
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
    const ended = await api.store.sessions.create({
      subjectId: 'a',
      role: 'patient',
      expiresAt: at(1),
    });
    const live = await api.store.sessions.create({
      subjectId: 'b',
      role: 'patient',
      expiresAt: at(12),
    });
    await api.store.otps.replace({
      email: 'unfinished@example.in',
      codeHash: 'a'.repeat(64),
      createdAt: now,
      expiresAt: at(0.5),
    });
    await api.store.limits.hit('login:closed', HOUR, now);
    await api.store.limits.hit('login:open', 3 * HOUR, now);
    api.clock.advance(2 * HOUR);
    schedule = startSchedule({ ...api, clock: api.clock.now, logger: recordingLogger() });

    await schedule.runOnce();

    expect(await api.store.sessions.findById(ended._id)).toBeNull();
    expect(await api.store.sessions.findById(live._id)).toEqual(live);
    expect(await api.store.otps.find('unfinished@example.in')).toBeNull();
    expect(await api.store.limits.hit('login:open', 3 * HOUR, api.clock.now())).toBe(2);
    expect(await api.store.limits.hit('login:closed', HOUR, api.clock.now())).toBe(1);
  });

  it('when one job fails, then it is logged and the others still run', async () => {
    api = await startApi('sqlite');
    const logger = recordingLogger();
    const ended = await api.store.sessions.create({
      subjectId: 'a',
      role: 'patient',
      expiresAt: new Date(api.clock.now().getTime() + HOUR),
    });
    api.clock.advance(2 * HOUR);
    const failingStore = {
      ...api.store,
      otps: {
        ...api.store.otps,
        purgeExpired: () => Promise.reject(new Error('disk full')),
      },
    };
    schedule = startSchedule({
      store: failingStore,
      config: api.config,
      clock: api.clock.now,
      logger,
      mailer: api.mailer,
    });

    await schedule.runOnce();

    expect(logger.errors).toEqual(['Scheduled job failed: purge expired sign-up codes']);
    expect(await api.store.sessions.findById(ended._id)).toBeNull();
  });

  describe('retention, once across processes', () => {
    const message = (createdAt: Date) => ({
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Timings',
      phone: '9876543210',
      message: 'Are you open on Saturdays?',
      createdAt,
    });

    /** A scheduler on its own store handle (another API process), counting its message purges. */
    async function process(test: TestApi): Promise<{ schedule: Schedule; purges: () => number }> {
      const store = await openStore({ dataDir: test.dataDir });
      let purges = 0;
      const counting: Store = {
        ...store,
        messages: {
          ...store.messages,
          purgeBefore: (date) => {
            purges += 1;
            return store.messages.purgeBefore(date);
          },
        },
      };
      const started = startSchedule({
        store: counting,
        config: test.config,
        clock: test.clock.now,
        logger: recordingLogger(),
        mailer: test.mailer,
      });
      others.push({ schedule: started, store });
      return { schedule: started, purges: () => purges };
    }

    it('when two processes run a round at the same moment, then the message purge runs once: older messages go, younger stay', async () => {
      api = await startApi('sqlite');
      const now = api.clock.now();
      const old = await api.store.messages.create(message(new Date(now.getTime() - 800 * DAY)));
      const young = await api.store.messages.create(message(new Date(now.getTime() - 700 * DAY)));
      const first = await process(api);
      const second = await process(api);

      await Promise.all([first.schedule.runOnce(), second.schedule.runOnce()]);

      expect(first.purges() + second.purges()).toBe(1);
      const kept = await api.store.messages.list();
      expect(kept).toEqual([young]);
      expect(kept).not.toContainEqual(old);
    });

    it('when the purge has run, then it runs again only a day later, in whichever process ticks', async () => {
      api = await startApi('sqlite');
      const first = await process(api);
      const second = await process(api);
      await first.schedule.runOnce();

      api.clock.advance(DAY - 60_000);
      await Promise.all([first.schedule.runOnce(), second.schedule.runOnce()]);
      expect(first.purges() + second.purges()).toBe(1);

      api.clock.advance(60_000);
      await Promise.all([second.schedule.runOnce(), first.schedule.runOnce()]);
      expect(first.purges() + second.purges()).toBe(2);
    });

    it('when a message reaches MESSAGE_RETENTION_MONTHS, then the next daily run deletes it', async () => {
      api = await startApi('sqlite', { MESSAGE_RETENTION_MONTHS: '1' });
      // 2 March 2026 09:00 IST: one month back is 2 February, same time.
      const cutoff = new Date('2026-02-02T03:30:00Z');
      const justOlder = await api.store.messages.create(message(new Date(cutoff.getTime() - 1)));
      const atCutoff = await api.store.messages.create(message(cutoff));
      schedule = startSchedule({ ...api, clock: api.clock.now, logger: recordingLogger() });

      await schedule.runOnce();

      expect(await api.store.messages.list()).toEqual([atCutoff]);
      expect(justOlder.createdAt).toBe('2026-02-02T03:29:59.999Z');
    });

    it('when AUDIT_RETENTION_MONTHS is set, then older audit entries go daily and younger stay; unset, none goes', async () => {
      const entry = (at: Date) => ({
        actorId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        actorEmail: 'desk@clinic.example',
        action: 'doctor.update',
        targetType: 'doctor',
        targetId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
        before: null,
        after: { fees: 900 },
        at,
      });
      api = await startApi('sqlite', { AUDIT_RETENTION_MONTHS: '12' });
      const now = api.clock.now();
      await api.store.audit.append(entry(new Date(now.getTime() - 400 * DAY)));
      const young = await api.store.audit.append(entry(new Date(now.getTime() - 300 * DAY)));
      const unset = startSchedule({
        ...api,
        config: { ...api.config, retention: { ...api.config.retention, auditMonths: undefined } },
        clock: api.clock.now,
        logger: recordingLogger(),
      });
      await unset.runOnce();
      unset.stop();
      expect((await api.store.audit.list({ page: 1, pageSize: 10 })).total).toBe(2);

      schedule = startSchedule({ ...api, clock: api.clock.now, logger: recordingLogger() });
      await schedule.runOnce();
      expect(await api.store.audit.list({ page: 1, pageSize: 10 })).toEqual({
        entries: [young],
        total: 1,
      });
    });

    it('when the process that claimed the purge dies, then another runs it once the lease ends', async () => {
      api = await startApi('sqlite');
      const dead = await process(api);
      const alive = await process(api);
      expect(
        await api.store.jobs.claim('retention: contact messages', api.clock.now(), JOB_LEASE_MS),
      ).toBe(true);
      const old = await api.store.messages.create(
        message(new Date(api.clock.now().getTime() - 800 * DAY)),
      );

      await alive.schedule.runOnce();
      expect(alive.purges()).toBe(0);
      expect(await api.store.messages.list()).toEqual([old]);

      api.clock.advance(JOB_LEASE_MS);
      await Promise.all([alive.schedule.runOnce(), dead.schedule.runOnce()]);
      expect(alive.purges() + dead.purges()).toBe(1);
      expect(await api.store.messages.list()).toEqual([]);
    });

    it('when a sign-up is left unfinished, then nothing of it is kept a day later', async () => {
      api = await startApi('sqlite');
      const email = 'unfinished@example.in';
      const sent = await api.request.post(API.sendOtp).send({ email });
      expect(sent.status).toBe(200);
      expect(messageResponse.parse(sent.body).message).toBe(TEXTS.otpSent);
      expect(await api.store.otps.find(email)).not.toBeNull();
      schedule = startSchedule({ ...api, clock: api.clock.now, logger: recordingLogger() });

      api.clock.advance(DAY);
      await schedule.runOnce();

      expect(await api.store.otps.find(email)).toBeNull();
      expect(await api.store.users.findByEmail(email)).toBeNull();
    });
  });
});
