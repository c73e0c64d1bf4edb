import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import { MIGRATIONS, SCHEMA_VERSION, migrate } from './migrations.js';
import type { SqliteMigration } from './migrations.js';
import { SCHEMA } from './schema.js';
import { StoreConflictError } from '../types.js';

/** A 24-hex id, the same shape as a MongoDB ObjectId. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** One connection with its prepared statements, each prepared once and reused. */
export class SqliteDatabase {
  readonly db: Database.Database;
  private readonly statements = new Map<string, Statement>();

  /** `migrations` other than this build's are for tests of the migration machinery only. */
  constructor(file: string, migrations: SqliteMigration[] = MIGRATIONS) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('synchronous = NORMAL');
    // Checked before applySchema, which would drop a later build's indexes.
    const version = this.db.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) {
      this.db.close();
      throw new Error(`${file} has schema ${version}; this build knows up to ${SCHEMA_VERSION}`);
    }
    try {
      this.applySchema(migrations);
    } catch (error) {
      this.db.close();
      throw error;
    }
  }

  /**
   * Creates what SCHEMA declares and first drops every index it no longer declares or declares
   * differently (its SQL text differs), so that an index changed or renamed by a later build
   * applies to a file made by an earlier one: a stale unique index would otherwise survive and
   * refuse writes the new rules allow. One write transaction, so that processes opening the file
   * together take turns. The indexes sqlite makes for UNIQUE and PRIMARY KEY have no SQL text
   * and are left alone. The pending migrations (migrations.ts) run in the same transaction.
   */
  private applySchema(migrations: SqliteMigration[]): void {
    const declared = declaredIndexes();
    this.transaction(() => {
      this.dropPatientReference();
      this.addColumns();
      const present = this.db
        .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
        .all() as { name: string; sql: string }[];
      for (const index of present) {
        if (declared.get(index.name) !== index.sql) this.db.exec(`DROP INDEX "${index.name}"`);
      }
      this.db.exec(SCHEMA);
      migrate(this.db, migrations, new Date());
    });
  }

  /**
   * Files made before erasure existed declare `appointments.user_id REFERENCES users(id)`, which
   * would refuse both the erased patient's new id and deleting their record. sqlite cannot drop a
   * constraint, so the table is rebuilt as schema.ts declares it (create, copy, drop, rename: the
   * procedure of sqlite's "ALTER TABLE" page; no table refers to appointments), inside
   * applySchema's transaction; its indexes come back with the schema right after.
   */
  private dropPatientReference(): void {
    const table = this.db
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'appointments'")
      .get() as { sql: string } | undefined;
    if (!table || !/user_id[^,]*REFERENCES users/i.test(table.sql)) return;
    const columns = (this.db.prepare('PRAGMA table_info(appointments)').all() as { name: string }[])
      .map((column) => `"${column.name}"`)
      .join(', ');
    this.db.exec(
      declaredTable('appointments').replace(
        /^CREATE TABLE appointments/,
        'CREATE TABLE appointments_rebuilt',
      ),
    );
    this.db.exec(
      `INSERT INTO appointments_rebuilt (${columns}) SELECT ${columns} FROM appointments`,
    );
    this.db.exec('DROP TABLE appointments');
    this.db.exec('ALTER TABLE appointments_rebuilt RENAME TO appointments');
  }

  /**
   * A column schema.ts declares that a table made by an earlier build lacks is added with its
   * declared type, NOT NULL and default (sqlite's ALTER TABLE ADD COLUMN), before SCHEMA's
   * indexes on it are made. A table not made yet is left to SCHEMA.
   */
  private addColumns(): void {
    for (const [table, columns] of declaredColumns()) {
      const present = new Set(
        (this.db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map(
          (column) => column.name,
        ),
      );
      if (present.size === 0) continue;
      for (const column of columns) {
        if (present.has(column.name)) continue;
        const notNull = column.notnull ? ' NOT NULL' : '';
        const fallback = column.dflt_value === null ? '' : ` DEFAULT ${column.dflt_value}`;
        this.db.exec(
          `ALTER TABLE "${table}" ADD COLUMN "${column.name}" ${column.type}${notNull}${fallback}`,
        );
      }
    }
  }

  statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  get schemaVersion(): number {
    return this.db.pragma('user_version', { simple: true }) as number;
  }

  close(): void {
    this.statements.clear();
    if (this.db.open) this.db.close();
  }
}

let declaredCache: Map<string, string> | undefined;
let declaredTables: Map<string, string> | undefined;
let declaredTableColumns: Map<string, DeclaredColumn[]> | undefined;

interface DeclaredColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
}

/** Name -> SQL of the indexes SCHEMA declares, as sqlite stores them (from a scratch database). */
function declaredIndexes(): Map<string, string> {
  if (!declaredCache) {
    const scratch = new Database(':memory:');
    scratch.exec(SCHEMA);
    const rows = scratch
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
      .all() as { name: string; sql: string }[];
    const tables = scratch
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'")
      .all() as { name: string; sql: string }[];
    declaredTableColumns = new Map(
      tables.map((table) => [
        table.name,
        scratch.prepare(`PRAGMA table_info("${table.name}")`).all() as DeclaredColumn[],
      ]),
    );
    scratch.close();
    declaredCache = new Map(rows.map((row) => [row.name, row.sql]));
    declaredTables = new Map(tables.map((row) => [row.name, row.sql]));
  }
  return declaredCache;
}

/** Table name -> the columns SCHEMA declares for it. */
function declaredColumns(): Map<string, DeclaredColumn[]> {
  declaredIndexes();
  return declaredTableColumns ?? new Map();
}

/** The CREATE TABLE statement SCHEMA declares for `name`, as sqlite stores it. */
function declaredTable(name: string): string {
  declaredIndexes();
  const sql = declaredTables?.get(name);
  if (!sql) throw new Error(`schema.ts declares no table ${name}`);
  return sql;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Runs a write, turning a uniqueness violation into the store's one conflict error. */
export function onConflict<T>(key: StoreConflictError['key'], write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new StoreConflictError(key);
    throw error;
  }
}

export const toJson = (value: unknown): string => JSON.stringify(value ?? null);
export const fromJson = <T>(text: string): T => JSON.parse(text) as T;
export const bool = (value: number): boolean => value === 1;
