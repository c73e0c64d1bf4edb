/**
 * The store suite, once per engine: sqlite always; mongo when one can be reached, else one
 * printed line saying why it did not run.
 */
import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import mongoose from 'mongoose';
import { openStore } from '../../src/store/index.js';
import { openMongoStore } from '../../src/store/mongo/index.js';
import { describeMongoEngine } from './mongo-engine.js';
import { findMongo } from './mongo-target.js';
import { describeSqliteEngine } from './sqlite-engine.js';
import { describeStoreContract } from './store-contract.js';

describeStoreContract('sqlite', {
  open: () => openStore({ dataDir: '', sqliteFile: ':memory:' }),
  dispose: (store) => store.close(),
});
describeSqliteEngine();

const mongo = await findMongo();
if ('skipped' in mongo) {
  console.log(`[store suite] mongo skipped: ${mongo.skipped}`);
} else {
  const { uri } = mongo;
  const databases = new Map<object, string>();
  afterAll(() => mongo.stop());
  const harness = {
    uri,
    database: (store: object) => databases.get(store) as string,
    async open() {
      const dbName = `clinic_test_${randomBytes(6).toString('hex')}`;
      const store = await openMongoStore(uri, { dbName });
      databases.set(store, dbName);
      return store;
    },
    async dispose(store: object & { close(): Promise<void> }) {
      await store.close();
      const connection = await mongoose
        .createConnection(uri, { dbName: databases.get(store) })
        .asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
  };
  describeStoreContract('mongo', harness);
  describeMongoEngine(harness);
}
