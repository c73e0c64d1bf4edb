import { ERASED_PATIENT, pageBounds } from '../rules.js';
import type { AuditEntry, AuditRepository } from '../types.js';
import { fromJson, newId, toJson } from './database.js';
import type { SqliteDatabase } from './database.js';

interface AuditRow {
  id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before: string;
  after: string;
  at: string;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: fromJson<unknown>(row.before),
    after: fromJson<unknown>(row.after),
    at: row.at,
  };
}

/** `column` with the patient's name replaced wherever an entry recorded one. */
const withoutName = (column: string) => {
  const patient = `CASE WHEN json_type(${column}, '$.patient') IS NULL THEN ${column}
    ELSE json_set(${column}, '$.patient', @name) END`;
  return `CASE WHEN json_type(${column}, '$.proof.name') IS NULL THEN ${patient}
    ELSE json_set(${patient}, '$.proof.name', @name) END`;
};

export class SqliteAudit implements AuditRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async append(entry: Omit<AuditEntry, '_id' | 'at'> & { at: Date }): Promise<AuditEntry> {
    const row = this.sql
      .statement(
        `INSERT INTO audit (id, actor_id, actor_email, action, target_type, target_id, before, after, at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        newId(),
        entry.actorId,
        entry.actorEmail,
        entry.action,
        entry.targetType,
        entry.targetId,
        toJson(entry.before),
        toJson(entry.after),
        entry.at.toISOString(),
      ) as AuditRow;
    return toEntry(row);
  }

  async anonymisePatient(appointmentIds: string[]): Promise<void> {
    this.sql
      .statement(
        `UPDATE audit SET before = ${withoutName('before')}, after = ${withoutName('after')}
         WHERE target_type = 'appointment' AND target_id IN (SELECT value FROM json_each(@ids))`,
      )
      .run({ ids: JSON.stringify(appointmentIds), name: ERASED_PATIENT.name });
  }

  async list(page: {
    page: number;
    pageSize: number;
  }): Promise<{ entries: AuditEntry[]; total: number }> {
    const { skip, limit } = pageBounds(page);
    const total = (this.sql.statement('SELECT COUNT(*) AS n FROM audit').get() as { n: number }).n;
    const rows = this.sql
      .statement('SELECT * FROM audit ORDER BY at DESC, seq DESC LIMIT ? OFFSET ?')
      .all(limit, skip) as AuditRow[];
    return { entries: rows.map(toEntry), total };
  }

  async purgeBefore(date: Date): Promise<void> {
    // `at` is ISO 8601 in UTC throughout, so text order is time order.
    this.sql.statement('DELETE FROM audit WHERE at < ?').run(date.toISOString());
  }
}
