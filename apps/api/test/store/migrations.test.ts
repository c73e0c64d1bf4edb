/**
 * Upgrades keep every record (docs/operations.md, Upgrades): a store written by the previous
 * release's schema (version 1, built here: today's records without what migration 2 adds) opens
 * at this build's version with every record as it was; a migration that fails leaves the store
 * as it was; a store of a later build is refused; two processes opening an old store together
 * migrate it once.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSIONS, openStore } from '../../src/store/index.js';
import type { Store, StoreOptions } from '../../src/store/index.js';
import { MIGRATIONS as MONGO_MIGRATIONS, migrate } from '../../src/store/mongo/migrations.js';
import { SqliteDatabase } from '../../src/store/sqlite/database.js';
import { MIGRATIONS as SQLITE_MIGRATIONS } from '../../src/store/sqlite/migrations.js';
import { everyRecordOf, fillEveryKind, mongoUriFor } from '../support/every-record.js';
import { ENGINES, addDoctor, startApi, stopApi } from '../support/harness.js';
import type { TestApi } from '../support/harness.js';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const running: TestApi[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const api of running.splice(0)) await stopApi(api);
});

async function started(engine: Store['engine']): Promise<TestApi> {
  const api = await startApi(engine);
  running.push(api);
  return api;
}

const storeOptionsOf = (api: TestApi): StoreOptions => ({
  dataDir: api.dataDir,
  ...(api.mongoDatabase ? { mongodbUri: mongoUriFor(api.mongoDatabase) } : {}),
});

async function reopen(api: TestApi): Promise<Store> {
  const store = await openStore(storeOptionsOf(api));
  stores.push(store);
  return store;
}

async function withMongo<T>(api: TestApi, work: (db: mongoose.mongo.Db) => Promise<T>) {
  const connection = await mongoose
    .createConnection(mongoUriFor(api.mongoDatabase ?? ''))
    .asPromise();
  try {
    if (!connection.db) throw new Error('No MongoDB database');
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

/** What the previous release left: schema 1, without migration 2's claims. */
async function asPreviousRelease(api: TestApi): Promise<void> {
  await api.store.close();
  if (api.engine === 'sqlite') {
    const db = new Database(path.join(api.dataDir, 'clinic.db'));
    db.exec('DROP TABLE claims');
    db.pragma('user_version = 1');
    db.close();
    return;
  }
  await withMongo(api, async (db) => {
    await db.collection('claims').deleteMany({});
    await db.collection('schema').deleteMany({});
  });
}

/** Every record but migration 2's own bookkeeping. */
async function recordsBesidesClaims(api: TestApi): Promise<Record<string, unknown[]>> {
  const { claims: _claims, schema: _schema, ...rest } = await everyRecordOf(api.engine, api);
  return rest;
}

describe.each(ENGINES)('on the %s store', (engine) => {
  it('when a store written by the previous release is opened, then it is at this build’s schema with every record as it was, and is never seeded', async () => {
    const api = await started(engine);
    const { patientEmail, appointments } = await fillEveryKind(api);
    await asPreviousRelease(api);
    const records = await recordsBesidesClaims(api);

    const store = await reopen(api);

    expect(store.schemaVersion).toBe(2);
    expect(await recordsBesidesClaims(api)).toEqual(records);
    expect(await store.claimOnce('demo seed', api.clock.now())).toBe(false);
    const patient = await store.users.findByEmail(patientEmail);
    expect(patient?.medicalCondition).toBe('Anxiety');
    expect((await store.appointments.findById(appointments.refunded))?.refund).toMatchObject({
      status: 'refunded',
      upiReference: 'REF123456',
    });
    expect((await store.receipts.findCreditNote(appointments.refunded))?.number).toBe(1);
    expect((await store.operators.list()).filter((staff) => staff.totpSecret)).toHaveLength(3);
  }, 60_000);

  it('when a migration fails, then the store is left at the version it was, and the next start runs it again', async () => {
    const api = await started(engine);
    const doctor = await addDoctor(api, { name: 'Dr. Unchanged' });
    const failing = {
      version: 3,
      name: 'fails half-way',
      up() {
        throw new Error('migration 3 failed');
      },
    };

    if (engine === 'sqlite') {
      await api.store.close();
      const file = path.join(api.dataDir, 'clinic.db');
      expect(
        () =>
          new SqliteDatabase(file, [
            ...SQLITE_MIGRATIONS,
            {
              ...failing,
              up(db) {
                db.exec("UPDATE doctors SET name = 'Dr. Changed'");
                db.exec('CREATE TABLE scratch (x INTEGER)');
                failing.up();
              },
            },
          ]),
      ).toThrow('migration 3 failed');
      const raw = new Database(file, { readonly: true });
      expect(raw.pragma('user_version', { simple: true })).toBe(2);
      expect(raw.prepare("SELECT name FROM sqlite_master WHERE name = 'scratch'").get()).toBe(
        undefined,
      );
      expect(raw.prepare('SELECT name FROM doctors').all()).toEqual([{ name: 'Dr. Unchanged' }]);
      raw.close();
      const store = await reopen(api);
      expect((await store.doctors.findById(doctor._id))?.name).toBe('Dr. Unchanged');
    } else {
      await withMongo(api, async (db) => {
        await expect(
          migrate(db, [...MONGO_MIGRATIONS, { ...failing, up: async () => failing.up() }]),
        ).rejects.toThrow('migration 3 failed');
        expect(await db.collection('schema').findOne({})).toMatchObject({
          version: 2,
          leaseUntil: new Date(0),
        });
        let runs = 0;
        await migrate(db, [...MONGO_MIGRATIONS, { ...failing, up: async () => void runs++ }]);
        expect(runs).toBe(1);
        expect(await db.collection('doctors').find().toArray()).toMatchObject([
          { name: doctor.name },
        ]);
      });
    }
  }, 60_000);

  it('when the store was written by a later build, then it is not opened', async () => {
    const api = await started(engine);
    await api.store.close();
    if (engine === 'sqlite') {
      const db = new Database(path.join(api.dataDir, 'clinic.db'));
      db.pragma('user_version = 9');
      db.close();
    } else
      await withMongo(api, (db) =>
        db.collection('schema').updateOne({ _id: 'version' as never }, { $set: { version: 9 } }),
      );

    await expect(openStore(storeOptionsOf(api))).rejects.toThrow(
      `has schema 9; this build knows up to ${SCHEMA_VERSIONS[engine]}`,
    );
  });

  it('when two processes open a store of the previous release together, then both open it at this build’s schema, migrated once', async () => {
    const api = await started(engine);
    await addDoctor(api);
    await asPreviousRelease(api);

    const versions =
      engine === 'sqlite'
        ? await openInProcesses(api.dataDir, 2)
        : await Promise.all([0, 1].map(async () => (await reopen(api)).schemaVersion));

    expect(versions).toEqual([2, 2]);
    const records = await everyRecordOf(engine, api);
    expect(records.claims).toHaveLength(1);
  }, 60_000);
});

/** `count` processes of test/store/store-opener.ts open the sqlite store at once. */
async function openInProcesses(dataDir: string, count: number): Promise<number[]> {
  const children = Array.from({ length: count }, () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/store/store-opener.ts', dataDir],
      {
        cwd: API_ROOT,
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    let output = '';
    const ready = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.startsWith('ready\n')) resolve();
      }),
    );
    const version = new Promise<number>((resolve, reject) =>
      child.on('exit', (code) =>
        code === 0
          ? resolve(Number(output.split('\n')[1]))
          : reject(new Error(`store-opener exited with ${code}: ${output}`)),
      ),
    );
    return { child, ready, version };
  });
  await Promise.all(children.map(({ ready }) => ready));
  for (const { child } of children) child.stdin.write('go\n');
  return Promise.all(children.map(({ version }) => version));
}
