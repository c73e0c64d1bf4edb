import { chmodSync, closeSync, existsSync, openSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PRIVATE, ensureDirSync } from '../libraries/file-modes.js';
import { MIGRATIONS as MONGO_MIGRATIONS } from './mongo/migrations.js';
import { inspectSqliteDump, restoreSqliteDump } from './sqlite/dump.js';
import { openSqliteStore } from './sqlite/index.js';
import { SCHEMA_VERSION as SQLITE_SCHEMA_VERSION } from './sqlite/migrations.js';
import type { DumpSummary, Store } from './types.js';

export * from './types.js';

export interface StoreOptions {
  /** MongoDB when given (docs/decisions.md, Stores), else the embedded sqlite store. */
  mongodbUri?: string;
  /** Holds `clinic.db` of the sqlite store. */
  dataDir: string;
  /** Overrides `<dataDir>/clinic.db`; ':memory:' gives a private, throw-away store (tests). */
  sqliteFile?: string;
  /**
   * sqlite: checkpoint the WAL in a thread of its own, never inside a request's write (the API
   * server: sqlite/checkpointer.ts). Commands and tests leave checkpoints to sqlite.
   */
  backgroundCheckpoints?: boolean;
}

/**
 * The sqlite file, its folder (DATA_DIR) and any WAL and shared-memory files of an earlier run
 * are owner-only (libraries/file-modes.ts). The file is made before SQLite opens it, because
 * SQLite gives the -wal and -shm files it creates the database file's mode.
 */
function keepPrivate(file: string): void {
  ensureDirSync(dirname(file), PRIVATE.dir);
  closeSync(openSync(file, 'a', PRIVATE.file));
  for (const part of [file, `${file}-wal`, `${file}-shm`])
    if (existsSync(part)) chmodSync(part, PRIVATE.file);
}

const sqliteFile = (options: StoreOptions): string =>
  options.sqliteFile ?? join(options.dataDir, 'clinic.db');

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.mongodbUri) {
    // Loaded only when used, so that the default set-up never loads the MongoDB driver.
    const { openMongoStore } = await import('./mongo/index.js');
    return openMongoStore(options.mongodbUri);
  }
  const file = sqliteFile(options);
  if (file !== ':memory:') keepPrivate(file);
  return openSqliteStore(file, { backgroundCheckpoints: options.backgroundCheckpoints });
}

/** The schema version each engine of this build writes (docs/operations.md, Upgrades). */
export const SCHEMA_VERSIONS: Record<Store['engine'], number> = {
  sqlite: SQLITE_SCHEMA_VERSION,
  mongo: Math.max(1, ...MONGO_MIGRATIONS.map((migration) => migration.version)),
};

/** The engine the options open: what a restore must match. */
export const engineOf = (options: StoreOptions): Store['engine'] =>
  options.mongodbUri ? 'mongo' : 'sqlite';

/** Reads a dump written by Store.dump: checks it opens and counts its records. */
export async function inspectDump(engine: Store['engine'], dir: string): Promise<DumpSummary> {
  if (engine === 'sqlite') return inspectSqliteDump(dir);
  const { inspectMongoDump } = await import('./mongo/dump.js');
  return inspectMongoDump(dir);
}

/** True when the store the options open holds nothing yet (a restore's target). */
export async function storeIsBlank(options: StoreOptions): Promise<boolean> {
  if (!options.mongodbUri) {
    const file = sqliteFile(options);
    return !existsSync(file) || statSync(file).size === 0;
  }
  const { mongoIsBlank } = await import('./mongo/dump.js');
  return mongoIsBlank(options.mongodbUri);
}

/**
 * Puts a dump in place of the store the options open, which must be blank unless `replace`
 * (its records are then deleted first). Its next open migrates it when it is older.
 */
export async function restoreDump(
  options: StoreOptions,
  dir: string,
  replace: boolean,
): Promise<void> {
  if (options.mongodbUri) {
    const { restoreMongoDump } = await import('./mongo/dump.js');
    return restoreMongoDump(options.mongodbUri, dir, { replace });
  }
  const file = sqliteFile(options);
  if (replace)
    for (const part of [file, `${file}-wal`, `${file}-shm`]) rmSync(part, { force: true });
  else if (!(await storeIsBlank(options)))
    throw new Error(`${file} is not empty; restore with --force to replace it`);
  ensureDirSync(dirname(file), PRIVATE.dir);
  rmSync(file, { force: true });
  await restoreSqliteDump(dir, file);
  keepPrivate(file);
}
