import { normaliseEmail } from '../rules.js';
import type { OperatorRecord, OperatorRepository } from '../types.js';
import { newId, onConflict } from './database.js';
import type { SqliteDatabase } from './database.js';

const SELECT = 'SELECT id AS _id, name, email, password_hash AS passwordHash FROM operators';

export class SqliteOperators implements OperatorRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async create(operator: Omit<OperatorRecord, '_id'>): Promise<OperatorRecord> {
    const record = { ...operator, _id: newId(), email: normaliseEmail(operator.email) };
    onConflict('email', () =>
      this.sql
        .statement('INSERT INTO operators (id, email, name, password_hash) VALUES (?, ?, ?, ?)')
        .run(record._id, record.email, record.name, record.passwordHash),
    );
    return record;
  }

  async findByEmail(email: string): Promise<OperatorRecord | null> {
    const row = this.sql.statement(`${SELECT} WHERE email = ?`).get(normaliseEmail(email));
    return (row as OperatorRecord | undefined) ?? null;
  }

  async findById(id: string): Promise<OperatorRecord | null> {
    return (
      (this.sql.statement(`${SELECT} WHERE id = ?`).get(id) as OperatorRecord | undefined) ?? null
    );
  }

  async setPassword(id: string, passwordHash: string): Promise<boolean> {
    const result = this.sql
      .statement('UPDATE operators SET password_hash = ? WHERE id = ?')
      .run(passwordHash, id);
    return result.changes === 1;
  }

  async count(): Promise<number> {
    return (this.sql.statement('SELECT COUNT(*) AS n FROM operators').get() as { n: number }).n;
  }
}
