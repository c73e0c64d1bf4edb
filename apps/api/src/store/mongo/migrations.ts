/**
 * The MongoDB store's schema versions (docs/operations.md, Upgrades). Version 1 is what every
 * build before the first migration wrote; each later version is one migration here, in order.
 * The version and a lease live in the `schema` collection. At open, the process that claims the
 * lease runs the pending migrations, raising the version after each; one that finds the lease
 * held waits until the version is raised (or the lease ends, when it takes over). MongoDB has no
 * transaction across these writes (and the servers this runs on may have none at all), so a
 * migration is not atomic: each must be safe to run again from the start, which is what a
 * process taking over from one that died mid-way does. A migration that throws leaves the
 * version where it was, so the next start runs it again.
 */
import type { mongo } from 'mongoose';
import { isDuplicateKey } from './errors.js';

export interface MongoMigration {
  version: number;
  name: string;
  /** Safe to run again: a second run changes nothing. */
  up(db: mongo.Db, now: Date): Promise<void>;
}

interface SchemaDoc {
  _id: 'version';
  version: number;
  leaseUntil: Date;
}

export interface ClaimDoc {
  _id: string;
  claimedAt: Date;
}

export const MIGRATIONS: MongoMigration[] = [
  {
    version: 2,
    name: 'a filled store has had its demo seed',
    async up(db, now) {
      // A store the previous release filled (demo data or a clinic's own) is never seeded again,
      // even after its doctors are all deleted.
      const filled =
        (await db.collection('doctors').findOne({}, { projection: { _id: 1 } })) !== null ||
        (await db.collection('operators').findOne({}, { projection: { _id: 1 } })) !== null;
      if (filled)
        await db
          .collection<ClaimDoc>('claims')
          .updateOne({ _id: 'demo seed' }, { $setOnInsert: { claimedAt: now } }, { upsert: true });
    },
  },
];

/** How long a process holds the migration lease: far longer than the migrations take. */
const LEASE_MS = 5 * 60_000;
const POLL_MS = 250;

/**
 * Raises the database to the last of `migrations` (see above) and answers the version it is at.
 * Refuses a database of a later build.
 */
export async function migrate(
  db: mongo.Db,
  migrations: MongoMigration[],
  clock: () => Date = () => new Date(),
): Promise<number> {
  const latest = Math.max(1, ...migrations.map((migration) => migration.version));
  const schema = db.collection<SchemaDoc>('schema');
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  const giveUpAt = clock().getTime() + LEASE_MS + 60_000;
  for (;;) {
    const now = clock();
    const version = (await schema.findOne({ _id: 'version' }))?.version ?? 1;
    if (version > latest)
      throw new Error(`The MongoDB store has schema ${version}; this build knows up to ${latest}`);
    if (version === latest) return version;
    const claimed = await claimLease(schema, now);
    if (claimed) {
      try {
        for (const migration of ordered) {
          if (migration.version <= claimed.version) continue;
          await migration.up(db, now);
          await schema.updateOne({ _id: 'version' }, { $set: { version: migration.version } });
        }
      } finally {
        await schema.updateOne({ _id: 'version' }, { $set: { leaseUntil: new Date(0) } });
      }
      return latest;
    }
    if (now.getTime() > giveUpAt)
      throw new Error('Another process holds the MongoDB store migration lease and has not ended');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** One atomic update: the version document, leased to this process, or null when held. */
async function claimLease(
  schema: mongo.Collection<SchemaDoc>,
  now: Date,
): Promise<SchemaDoc | null> {
  try {
    return await schema.findOneAndUpdate(
      { _id: 'version', leaseUntil: { $lte: now } },
      { $set: { leaseUntil: new Date(now.getTime() + LEASE_MS) }, $setOnInsert: { version: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
  } catch (error) {
    // The document exists and its lease runs, or another process's first claim inserted it.
    if (isDuplicateKey(error)) return null;
    throw error;
  }
}
