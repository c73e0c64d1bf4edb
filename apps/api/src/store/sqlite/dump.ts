/**
 * The sqlite store's dumps (src/backups.ts): SQLite's online backup of the open file, a copy
 * consistent at one moment while other connections go on writing (never a copy of the file's
 * bytes, which a write in progress would tear).
 */
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { DumpSummary } from '../types.js';
import type { SqliteDatabase } from './database.js';

/** The file a sqlite dump holds. */
const DUMP_FILE = 'clinic.db';

function countTables(db: Database.Database): Record<string, number> {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
    ]),
  );
}

export async function dumpSqlite(sql: SqliteDatabase, into: string): Promise<DumpSummary> {
  await sql.db.backup(join(into, DUMP_FILE));
  return inspectSqliteDump(into);
}

/** Opens a dump read-only, checks the file's integrity and counts its records. */
export function inspectSqliteDump(dir: string): DumpSummary {
  const db = new Database(join(dir, DUMP_FILE), { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new Error(`The backup's database is damaged: ${String(integrity)}`);
    return {
      engine: 'sqlite',
      schemaVersion: db.pragma('user_version', { simple: true }) as number,
      counts: countTables(db),
    };
  } finally {
    db.close();
  }
}

/** Moves a dump's file into place as the store's file (which must not exist: src/backups.ts). */
export async function restoreSqliteDump(dir: string, file: string): Promise<void> {
  await rename(join(dir, DUMP_FILE), file);
}
