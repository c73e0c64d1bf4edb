import type { SessionRecord, SessionRepository } from '../types.js';
import { bool, newId } from './database.js';
import type { SqliteDatabase } from './database.js';

interface SessionRow {
  id: string;
  subject_id: string;
  role: SessionRecord['role'];
  expires_at: number;
  revoked: number;
}

export class SqliteSessions implements SessionRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async create(session: Omit<SessionRecord, '_id' | 'revoked'>): Promise<SessionRecord> {
    const record: SessionRecord = { ...session, _id: newId(), revoked: false };
    this.sql
      .statement('INSERT INTO sessions (id, subject_id, role, expires_at) VALUES (?, ?, ?, ?)')
      .run(record._id, record.subjectId, record.role, record.expiresAt.getTime());
    return record;
  }

  async findById(id: string): Promise<SessionRecord | null> {
    const row = this.sql.statement('SELECT * FROM sessions WHERE id = ?').get(id) as
      SessionRow | undefined;
    if (!row) return null;
    return {
      _id: row.id,
      subjectId: row.subject_id,
      role: row.role,
      expiresAt: new Date(row.expires_at),
      revoked: bool(row.revoked),
    };
  }

  async revoke(id: string): Promise<void> {
    this.sql.statement('UPDATE sessions SET revoked = 1 WHERE id = ?').run(id);
  }

  async revokeAll(subjectId: string, exceptId?: string): Promise<void> {
    this.sql
      .statement('UPDATE sessions SET revoked = 1 WHERE subject_id = ? AND id IS NOT ?')
      .run(subjectId, exceptId ?? null);
  }

  async purgeEnded(now: Date): Promise<void> {
    this.sql
      .statement('DELETE FROM sessions WHERE expires_at <= ? OR revoked = 1')
      .run(now.getTime());
  }
}
