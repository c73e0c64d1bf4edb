import type { SessionRecord, SessionRepository } from '../types.js';
import { bool, newId } from './database.js';
import type { SqliteDatabase } from './database.js';

/**
 * A session's columns as better-sqlite3's raw mode reads them, in order: every call's token is
 * checked against its session, and a row object built in C++ cost more than the query.
 */
type SessionTuple = [
  subject_id: string,
  role: SessionRecord['role'],
  expires_at: number,
  revoked: number,
];

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
    const row = this.sql
      .statement('SELECT subject_id, role, expires_at, revoked FROM sessions WHERE id = ?')
      .raw(true)
      .get(id) as SessionTuple | undefined;
    if (!row) return null;
    const [subjectId, role, expiresAt, revoked] = row;
    return { _id: id, subjectId, role, expiresAt: new Date(expiresAt), revoked: bool(revoked) };
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
