/**
 * Encrypted backups (src/backups.ts, docs/operations.md, Backups): a store with every kind of
 * record comes back whole from its backup, on each engine; the schedule takes one a day at
 * BACKUP_AT across processes and deletes those older than BACKUP_KEEP days; a restore under a
 * running schedule sends no reminder twice; a restore leaves an audit entry naming its backup.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneBackups, restoreBackup, takeBackup, verifyBackup } from '../src/backups.js';
import { createLogger } from '../src/libraries/logger.js';
import { startSchedule } from '../src/schedule.js';
import type { Schedule } from '../src/schedule.js';
import { openStore } from '../src/store/index.js';
import type { Store, StoreOptions } from '../src/store/index.js';
import { book } from './admin-fixtures.js';
import { BACKUP_IDENTITY, BACKUP_RECIPIENT } from './support/backup-keys.js';
import { everyRecordOf, filesOf, fillEveryKind, mongoUriFor } from './support/every-record.js';
import { ENGINES, addDoctor, addPatient, startApi, stopApi } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const HOUR = 3_600_000;

const running: TestApi[] = [];
const schedules: Schedule[] = [];
const stores: Store[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const schedule of schedules.splice(0)) schedule.stop();
  for (const store of stores.splice(0)) await store.close();
  for (const api of running.splice(0)) await stopApi(api);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function started(engine: Store['engine'], env: Record<string, string> = {}) {
  const api = await startApi(engine, env);
  running.push(api);
  return api;
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-backups-'));
  dirs.push(dir);
  return dir;
}

const storeOptionsOf = (api: TestApi): StoreOptions => ({
  dataDir: api.dataDir,
  ...(api.mongoDatabase ? { mongodbUri: mongoUriFor(api.mongoDatabase) } : {}),
});

/** The disk failed: the store's records and DATA_DIR's files are gone. */
async function wipe(api: TestApi): Promise<void> {
  await api.store.close();
  if (api.mongoDatabase) {
    const { default: mongoose } = await import('mongoose');
    const connection = await mongoose.createConnection(mongoUriFor(api.mongoDatabase)).asPromise();
    await connection.dropDatabase();
    await connection.close();
  }
  for (const entry of await readdir(api.dataDir))
    await rm(path.join(api.dataDir, entry), { recursive: true, force: true });
}

const restore = (api: TestApi, file: string, force = false) =>
  restoreBackup({
    file,
    identities: [BACKUP_IDENTITY],
    dataDir: api.dataDir,
    store: storeOptionsOf(api),
    force,
    now: api.clock.now(),
  });

/** The records, but for the audit entry the restore itself wrote. */
const withoutRestoreEntry = (records: Record<string, unknown[]>) =>
  Object.fromEntries(
    Object.entries(records).map(([table, rows]) => [
      table,
      rows.filter((row) => (row as { action?: unknown }).action !== 'store.restore'),
    ]),
  );

describe.each(ENGINES)('on the %s store', (engine) => {
  it('when a store with every kind of record is backed up, wiped and restored, then every record and every upload comes back, and the audit log says which backup replaced the store', async () => {
    const api = await started(engine);
    const { patientEmail } = await fillEveryKind(api);
    const records = await everyRecordOf(engine, api);
    const uploads = await filesOf(path.join(api.dataDir, 'uploads'));
    const backupDir = tempDir();

    const taken = await takeBackup({
      store: api.store,
      dataDir: api.dataDir,
      dir: backupDir,
      recipient: BACKUP_RECIPIENT,
      now: api.clock.now(),
    });
    await wipe(api);
    const restored = await restore(api, taken.file);

    expect(await readdir(backupDir)).toEqual(['clinic-20260302T033000Z.tar.gz.age']);
    const bytes = await readFile(taken.file);
    expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    expect(bytes.includes(patientEmail)).toBe(false);
    expect(Object.keys(uploads)).toContainEqual(expect.stringMatching(/^avatars\//));
    expect(taken.manifest).toMatchObject({
      engine,
      schemaVersion: 2,
      uploads: Object.keys(uploads).length,
    });
    expect(restored.summary.counts).toEqual(taken.manifest.counts);
    expect(withoutRestoreEntry(await everyRecordOf(engine, api))).toEqual(records);
    expect(await filesOf(path.join(api.dataDir, 'uploads'))).toEqual(uploads);
    const reopened = await openStore(storeOptionsOf(api));
    stores.push(reopened);
    expect((await reopened.users.findByEmail(patientEmail))?.medicalCondition).toBe('Anxiety');
    const { entries } = await reopened.audit.list({ page: 1, pageSize: 1 });
    expect(entries[0]).toMatchObject({
      actorEmail: 'server command: restore',
      action: 'store.restore',
      targetType: 'backup',
      targetId: 'clinic-20260302T033000Z.tar.gz.age',
      before: null,
      after: {
        takenAt: '2026-03-02T03:30:00.000Z',
        schemaVersion: taken.manifest.schemaVersion,
        counts: taken.manifest.counts,
        uploads: Object.keys(uploads).length,
        forced: false,
      },
      at: api.clock.now().toISOString(),
    });
  }, 60_000);

  it('when the store holds data, the identity is not the one, or the file was altered, then nothing is restored; --force replaces the store', async () => {
    const api = await started(engine);
    await addDoctor(api, { name: 'Dr. Kept' });
    const taken = await takeBackup({
      store: api.store,
      dataDir: api.dataDir,
      dir: tempDir(),
      recipient: BACKUP_RECIPIENT,
      now: api.clock.now(),
    });
    await addDoctor(api, { name: 'Dr. After The Backup' });
    const altered = path.join(tempDir(), 'altered.tar.gz.age');
    const bytes = await readFile(taken.file);
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 1;
    await writeFile(altered, bytes);

    await expect(restore(api, taken.file)).rejects.toThrow(
      'The store holds data; restore with --force to replace it',
    );
    await expect(
      verifyBackup(
        taken.file,
        ['AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX'],
        tempDir(),
      ),
    ).rejects.toThrow(/no identity matched/i);
    await expect(verifyBackup(altered, [BACKUP_IDENTITY], tempDir())).rejects.toThrow();
    expect((await api.store.doctors.list()).map((doctor) => doctor.name)).toEqual([
      'Dr. Kept',
      'Dr. After The Backup',
    ]);

    await api.store.close();
    await restore(api, taken.file, true);
    const reopened = await openStore(storeOptionsOf(api));
    stores.push(reopened);
    expect((await reopened.doctors.list()).map((doctor) => doctor.name)).toEqual(['Dr. Kept']);
  }, 60_000);

  it('when the schedule runs in two processes, then one backup is taken a day at BACKUP_AT, and those older than BACKUP_KEEP days are deleted', async () => {
    const backupDir = tempDir();
    const api = await started(engine, {
      BACKUP_RECIPIENT,
      BACKUP_DIR: backupDir,
      BACKUP_AT: '02:30',
      BACKUP_KEEP: '2',
    });
    await addDoctor(api);
    const second = await openStore(storeOptionsOf(api));
    stores.push(second);
    const scheduleOn = (store: Store) => {
      const schedule = startSchedule({
        store,
        config: api.config,
        clock: api.clock.now,
        logger: createLogger('silent'),
        mailer: api.mailer,
      });
      schedules.push(schedule);
      return schedule;
    };
    const both = [scheduleOn(api.store), scheduleOn(second)];
    const tick = () => Promise.all(both.map((schedule) => schedule.runOnce()));
    const backups = async () => (await readdir(backupDir)).sort();

    // Monday 09:00 in Kolkata: the first tick takes one, then none until Tuesday 02:30.
    await tick();
    api.clock.advance(HOUR);
    await tick();
    expect(await backups()).toEqual(['clinic-20260302T033000Z.tar.gz.age']);
    api.clock.set(new Date('2026-03-02T20:59:00Z'));
    await tick();
    expect(await backups()).toHaveLength(1);
    for (const day of [3, 4, 5]) {
      api.clock.set(new Date(`2026-03-0${day - 1}T21:00:00Z`));
      await tick();
    }

    // The first (Monday 09:00) is more than 2 days before Thursday 02:30; Tuesday's is not.
    expect(await backups()).toEqual([
      'clinic-20260302T210000Z.tar.gz.age',
      'clinic-20260303T210000Z.tar.gz.age',
      'clinic-20260304T210000Z.tar.gz.age',
    ]);
  }, 60_000);

  it('when a backup is restored under a running schedule, then no reminder it had sent goes again', async () => {
    const backupDir = tempDir();
    const api = await started(engine, { BACKUP_RECIPIENT, BACKUP_DIR: backupDir });
    const doctor = await addDoctor(api);
    const priya = await addPatient(api, 'Priya Sharma');
    await book(api, priya, doctor._id, '3_3_2026', '10:00');
    const scheduleOn = (store: Store) => {
      const schedule = startSchedule({
        store,
        config: api.config,
        clock: api.clock.now,
        logger: createLogger('silent'),
        mailer: api.mailer,
      });
      schedules.push(schedule);
      return schedule;
    };
    const reminders = () =>
      api.mailer.sent.filter((mail) => mail.subject.startsWith('Reminder:')).length;

    // Tuesday 10:00 is 24 hours off at 10:00 on Monday: the reminder goes, then the backup.
    api.clock.set(new Date('2026-03-02T04:30:00Z'));
    await scheduleOn(api.store).runOnce();
    const [file] = await readdir(backupDir);
    await wipe(api);
    await restore(api, path.join(backupDir, file ?? ''));
    const restored = await openStore(storeOptionsOf(api));
    stores.push(restored);
    const schedule = scheduleOn(restored);
    for (let minute = 1; minute <= 5; minute++) {
      api.clock.advance(60_000);
      await schedule.runOnce();
    }

    expect(reminders()).toBe(1);
    expect(existsSync(path.join(backupDir, file ?? ''))).toBe(true);
  }, 60_000);
});

describe('pruneBackups', () => {
  it('when backups are older than the days kept, then they and an interrupted backup’s leftovers go, and other files stay', async () => {
    const dir = tempDir();
    const now = new Date('2026-03-20T03:00:00Z');
    const names = [
      'clinic-20260305T025959Z.tar.gz.age',
      'clinic-20260306T030000Z.tar.gz.age',
      'clinic-20260319T210000Z.tar.gz.age',
      'notes.txt',
    ];
    for (const name of names) await writeFile(path.join(dir, name), '');

    expect(await pruneBackups(dir, now, 14)).toEqual(['clinic-20260305T025959Z.tar.gz.age']);
    expect((await readdir(dir)).sort()).toEqual(names.slice(1));
    expect(await pruneBackups(path.join(dir, 'none'), now, 14)).toEqual([]);
  });
});
