import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.mongodbUri) {
    // Loaded only when used, so that the default set-up never loads the MongoDB driver.
    const { openMongoStore } = await import('./mongo/index.js');
    return openMongoStore(options.mongodbUri);
  }
  const file = options.sqliteFile ?? join(options.dataDir, 'clinic.db');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  return openSqliteStore(file);
}
