/**
 * The probes (docs/operations.md, Health): /healthz answers while the process does; /readyz
 * answers 200 only while the store takes a write and answers a read, some schedule ticked in
 * the last two minutes and mail can go, and 503 naming the failing check otherwise; neither
 * shows any configuration.
 */
import { execFileSync } from 'node:child_process';
import { HEALTH_PATHS, livenessResponse, readinessResponse } from '@clinic/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/libraries/logger.js';
import { startSchedule } from '../src/schedule.js';
import type { Schedule } from '../src/schedule.js';
import { forEachStore, startApi, startSecondInstance, stopApi } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const MINUTE = 60_000;
const ALL_OK = { status: 'ok', checks: { store: 'ok', schedule: 'ok', mail: 'ok' } };

let schedules: Schedule[] = [];
afterEach(() => {
  for (const schedule of schedules) schedule.stop();
  schedules = [];
});

function scheduleOf(api: TestApi): Schedule {
  const schedule = startSchedule({ ...api, clock: api.clock.now, logger: createLogger('silent') });
  schedules.push(schedule);
  return schedule;
}

async function readiness(api: TestApi, status: 200 | 503) {
  const answer = await api.request.get(HEALTH_PATHS.ready).expect(status);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return readinessResponse.strict().parse(answer.body);
}

forEachStore((api) => {
  describe('GET /healthz', () => {
    it('when the process runs, then it answers 200 {"status":"ok"}, never cached', async () => {
      const answer = await api().request.get(HEALTH_PATHS.live).expect(200);

      expect(livenessResponse.strict().parse(answer.body)).toEqual({ status: 'ok' });
      expect(answer.headers['cache-control']).toBe('no-store');
    });
  });

  describe('GET /readyz', () => {
    it('when the store, a ticking schedule and mail all work, then it answers 200 with every check ok and nothing else', async () => {
      scheduleOf(api());
      const answer = await api().request.get(HEALTH_PATHS.ready).expect(200);

      expect(answer.body).toEqual(ALL_OK);
      // No configuration: no folder, host, engine or version in the answer.
      expect(answer.text).not.toContain(api().dataDir);
      expect(answer.text).not.toMatch(/sqlite|mongo|\d+\.\d+\.\d+|\//i);
    });

    it('when no schedule has ever ticked on the store, then it answers 503 naming the schedule', async () => {
      expect(await readiness(api(), 503)).toEqual({
        status: 'unavailable',
        checks: { store: 'ok', schedule: 'failing', mail: 'ok' },
      });
    });

    it('when the schedule stops, then it answers 503 once the last tick is more than two minutes old, and 200 after the next tick', async () => {
      const schedule = scheduleOf(api());
      await schedule.runOnce();
      schedule.stop();

      api().clock.advance(2 * MINUTE);
      expect(await readiness(api(), 200)).toEqual(ALL_OK);
      api().clock.advance(1000);
      expect((await readiness(api(), 503)).checks).toEqual({
        store: 'ok',
        schedule: 'failing',
        mail: 'ok',
      });

      await schedule.runOnce();
      expect(await readiness(api(), 200)).toEqual(ALL_OK);
    });

    it('when only another process ticks, then this one is ready too: the tick is kept in the store', async () => {
      const other = await startSecondInstance(api());
      try {
        const elsewhere = startSchedule({
          ...api(),
          store: other.store,
          clock: api().clock.now,
          logger: createLogger('silent'),
        });
        schedules.push(elsewhere);
        await elsewhere.runOnce();
        elsewhere.stop();

        expect(await readiness(api(), 200)).toEqual(ALL_OK);
      } finally {
        await other.close();
      }
    });

    it('when mail cannot go, then it answers 503 naming mail, and 200 once it can again', async () => {
      scheduleOf(api());
      api().mailer.failing = true;
      expect((await readiness(api(), 503)).checks).toEqual({
        store: 'ok',
        schedule: 'ok',
        mail: 'failing',
      });

      api().mailer.failing = false;
      expect(await readiness(api(), 200)).toEqual(ALL_OK);
    });
  });
});

describe('GET /readyz on a sqlite store whose files can take no more bytes', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    // Whatever the test did, this process writes files again before anything else runs.
    execFileSync('prlimit', ['--pid', String(process.pid), '--fsize=unlimited:unlimited']);
    if (api) await stopApi(api);
    api = undefined;
  });

  /**
   * The kernel refuses every write to the store's files (EFBIG), as a full disk refuses them
   * (ENOSPC): RLIMIT_FSIZE at 0 for this process, which binds root too, where chmod does not
   * (these tests may run as root) and which a file already open for writing obeys, where a
   * chmod of the file or its folder would not touch the open handle at all.
   */
  it('when a write fails, then the next probe answers 503 naming the store, and 200 once writes go through again', async () => {
    api = await startApi('sqlite');
    scheduleOf(api);
    expect(await readiness(api, 200)).toEqual(ALL_OK);

    execFileSync('prlimit', ['--pid', String(process.pid), '--fsize=0:unlimited']);
    const failing = await readiness(api, 503);
    execFileSync('prlimit', ['--pid', String(process.pid), '--fsize=unlimited:unlimited']);

    expect(failing).toEqual({
      status: 'unavailable',
      checks: { store: 'failing', schedule: 'ok', mail: 'ok' },
    });
    expect(await readiness(api, 200)).toEqual(ALL_OK);
  });
});
