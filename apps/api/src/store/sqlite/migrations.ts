/**
 * The sqlite store's schema versions (docs/operations.md, Upgrades). Tables, columns and indexes
 * come from SCHEMA (schema.ts) at every open; what SCHEMA cannot say (moving or filling in data)
 * is a numbered migration here, run once, in order. Version 1 is what every build before the
 * first migration wrote. SqliteDatabase runs the pending ones at open inside the schema's write
 * transaction: processes opening the file together take turns on its write lock (the lease), the
 * second finds the version already raised, and a migration that throws rolls the file back to
 * what it was.
 */
import type Database from 'better-sqlite3';

export interface SqliteMigration {
  version: number;
  name: string;
  up(db: Database.Database, now: Date): void;
}

export const MIGRATIONS: SqliteMigration[] = [
  {
    version: 2,
    name: 'a filled store has had its demo seed',
    up(db, now) {
      // A store the previous release filled (demo data or a clinic's own) is never seeded again,
      // even after its doctors are all deleted.
      const filled =
        db.prepare('SELECT 1 FROM doctors UNION ALL SELECT 1 FROM operators LIMIT 1').get() !==
        undefined;
      if (filled)
        db.prepare(
          "INSERT INTO claims (name, claimed_at) VALUES ('demo seed', ?) ON CONFLICT DO NOTHING",
        ).run(now.getTime());
    },
  },
];

/** The version this build writes: the last migration's. */
export const SCHEMA_VERSION = Math.max(1, ...MIGRATIONS.map((migration) => migration.version));

/**
 * Raises `db` from the version in its user_version (0, a new file, counts as 1: SCHEMA has just
 * made version 1's tables) to the last of `migrations`, each once, in order. The caller holds
 * the write transaction. Refuses a file of a later build.
 */
export function migrate(
  db: Database.Database,
  migrations: SqliteMigration[],
  now: Date,
): { from: number; to: number } {
  const latest = Math.max(1, ...migrations.map((migration) => migration.version));
  const from = Math.max(1, db.pragma('user_version', { simple: true }) as number);
  if (from > latest)
    throw new Error(`The sqlite store has schema ${from}; this build knows up to ${latest}`);
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (migration.version > from) migration.up(db, now);
  }
  db.pragma(`user_version = ${latest}`);
  return { from, to: latest };
}
