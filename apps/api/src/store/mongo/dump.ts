/**
 * The MongoDB store's dumps through the driver (src/backups.ts), for where mongodump is not at
 * hand: one file per collection, one canonical EJSON document a line (types such as ObjectId and
 * Date survive). Each collection is read once, in one pass; without a transaction across them
 * (the same as `mongodump` without `--oplog`), a write made during the dump may be in one
 * collection's file and not in another's.
 */
import { createWriteStream } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import mongoose from 'mongoose';
import type { mongo } from 'mongoose';
import type { DumpSummary } from '../types.js';

const { EJSON } = mongoose.mongo.BSON;
const SUFFIX = '.ejson';
const BATCH = 500;

async function collectionNames(db: mongo.Db): Promise<string[]> {
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  return collections
    .map((collection) => collection.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
}

export async function dumpMongo(db: mongo.Db, into: string): Promise<DumpSummary> {
  const counts: Record<string, number> = {};
  for (const name of await collectionNames(db)) {
    const out = createWriteStream(join(into, `${name}${SUFFIX}`), { mode: 0o600 });
    let count = 0;
    for await (const doc of db.collection(name).find({}, { sort: { _id: 1 } })) {
      if (!out.write(`${EJSON.stringify(doc, { relaxed: false })}\n`)) await once(out, 'drain');
      count += 1;
    }
    out.end();
    await once(out, 'finish');
    counts[name] = count;
  }
  const schema = await db.collection<{ _id: string; version: number }>('schema').findOne({
    _id: 'version',
  });
  return { engine: 'mongo', schemaVersion: schema?.version ?? 1, counts };
}

/** Each document of a dump's collection files, parsed, in batches. */
async function* readDump(
  dir: string,
): AsyncGenerator<{ collection: string; docs: mongo.Document[] }> {
  for (const file of (await readdir(dir)).filter((name) => name.endsWith(SUFFIX)).sort()) {
    const collection = file.slice(0, -SUFFIX.length);
    const handle = await open(join(dir, file));
    let docs: mongo.Document[] = [];
    try {
      for await (const line of handle.readLines()) {
        if (line === '') continue;
        docs.push(EJSON.parse(line, { relaxed: false }) as mongo.Document);
        if (docs.length === BATCH) {
          yield { collection, docs };
          docs = [];
        }
      }
    } finally {
      await handle.close();
    }
    yield { collection, docs };
  }
}

/** Parses every document of a dump and counts them per collection. */
export async function inspectMongoDump(dir: string): Promise<DumpSummary> {
  const counts: Record<string, number> = {};
  let schemaVersion = 1;
  for await (const { collection, docs } of readDump(dir)) {
    counts[collection] = (counts[collection] ?? 0) + docs.length;
    if (collection === 'schema')
      for (const doc of docs) if (doc._id === 'version') schemaVersion = doc.version as number;
  }
  return { engine: 'mongo', schemaVersion, counts };
}

async function withDatabase<T>(uri: string, work: (db: mongo.Db) => Promise<T>): Promise<T> {
  const connection = await mongoose
    .createConnection(uri, { serverSelectionTimeoutMS: 10_000 })
    .asPromise();
  try {
    if (!connection.db) throw new Error('No MongoDB database');
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

/** The first collection of the database that holds a document, or null. */
async function firstFilled(db: mongo.Db): Promise<string | null> {
  for (const name of await collectionNames(db))
    if ((await db.collection(name).estimatedDocumentCount()) > 0) return name;
  return null;
}

/** True when no collection of the database of `uri` holds a document. */
export function mongoIsBlank(uri: string): Promise<boolean> {
  return withDatabase(uri, async (db) => (await firstFilled(db)) === null);
}

/**
 * Loads a dump into the database of `uri`, which must hold no document unless `replace`, which
 * first drops every collection. The store's indexes come with its next open (openMongoStore).
 */
export function restoreMongoDump(
  uri: string,
  dir: string,
  options: { replace: boolean },
): Promise<void> {
  return withDatabase(uri, async (db) => {
    if (options.replace)
      for (const name of await collectionNames(db)) await db.collection(name).drop();
    const filled = await firstFilled(db);
    if (filled !== null)
      throw new Error(
        `The MongoDB database is not empty (collection ${filled}); restore with --force to replace it`,
      );
    for await (const { collection, docs } of readDump(dir)) {
      if (docs.length > 0) await db.collection(collection).insertMany(docs, { ordered: true });
    }
  });
}
