import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PRIVATE, ensureDirSync } from '../libraries/file-modes.js';
import { openSqliteStore } from './sqlite/index.js';
import type { Store } from './types.js';

export * from './types.js';

export interface StoreOptions {
  /** MongoDB when given (docs/decisions.md, Stores), else the embedded sqlite store. */
  mongodbUri?: string;
  /** Holds `clinic.db` of the sqlite store. */
  dataDir: string;
  /** Overrides `<dataDir>/clinic.db`; ':memory:' gives a private, throw-away store (tests). */
  sqliteFile?: string;
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

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.mongodbUri) {
    // Loaded only when used, so that the default set-up never loads the MongoDB driver.
    const { openMongoStore } = await import('./mongo/index.js');
    return openMongoStore(options.mongodbUri);
  }
  const file = options.sqliteFile ?? join(options.dataDir, 'clinic.db');
  if (file !== ':memory:') keepPrivate(file);
  return openSqliteStore(file);
}
