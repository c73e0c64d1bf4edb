import type { ConsentRecord } from '@clinic/contracts';
import type { ConsentRepository } from '../types.js';
import { fromJson, toJson } from './database.js';
import type { SqliteDatabase } from './database.js';

interface ConsentRow {
  notice_version: string;
  purposes: string;
  given_at: string;
}

const toConsent = (row: ConsentRow): ConsentRecord => ({
  noticeVersion: row.notice_version,
  purposes: fromJson<ConsentRecord['purposes']>(row.purposes),
  givenAt: row.given_at,
});

export class SqliteConsents implements ConsentRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async record(userId: string, consent: ConsentRecord): Promise<void> {
    this.sql
      .statement(
        `INSERT INTO consents (user_id, notice_version, purposes, given_at)
         VALUES (?, ?, ?, ?)`,
      )
      .run(userId, consent.noticeVersion, toJson(consent.purposes), consent.givenAt);
  }

  async removeByUser(userId: string): Promise<void> {
    this.sql.statement('DELETE FROM consents WHERE user_id = ?').run(userId);
  }

  async listByUser(userId: string): Promise<ConsentRecord[]> {
    const rows = this.sql
      .statement('SELECT * FROM consents WHERE user_id = ? ORDER BY seq')
      .all(userId) as ConsentRow[];
    return rows.map(toConsent);
  }

  async listByUsers(userIds: string[]): Promise<Map<string, ConsentRecord[]>> {
    const rows = this.sql
      .statement(
        'SELECT * FROM consents WHERE user_id IN (SELECT value FROM json_each(?)) ORDER BY seq',
      )
      .all(toJson(userIds)) as (ConsentRow & { user_id: string })[];
    const byUser = new Map<string, ConsentRecord[]>();
    for (const row of rows)
      byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), toConsent(row)]);
    return byUser;
  }
}
