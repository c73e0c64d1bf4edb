import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../src/libraries/logger.js';
import { startSchedule } from '../src/schedule.js';
import type { Schedule } from '../src/schedule.js';
import { startApi, stopApi } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const HOUR = 3_600_000;
let api: TestApi | undefined;
let schedule: Schedule | undefined;
afterEach(async () => {
  schedule?.stop();
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
    });

    await schedule.runOnce();

    expect(logger.errors).toEqual(['Scheduled job failed: purge expired sign-up codes']);
    expect(await api.store.sessions.findById(ended._id)).toBeNull();
  });
});
