import { ERASED_PATIENT, pageBounds } from '../rules.js';
import type { AuditEntry, AuditFilter, AuditRepository } from '../types.js';
import { fromJson, newId, toJson } from './database.js';
import type { SqliteDatabase } from './database.js';

interface AuditRow {
  id: string;
  actor_id: string;
  actor_email: string;
  actor_role: string;
  action: string;
  target_type: string;
  target_id: string;
  before: string;
  after: string;
  patient_ids: string;
  at: string;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    actorRole: row.actor_role,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: fromJson<unknown>(row.before),
    after: fromJson<unknown>(row.after),
    patientIds: fromJson<string[]>(row.patient_ids),
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

  async append(entry: Parameters<AuditRepository['append']>[0]): Promise<AuditEntry> {
    const patientIds = [...new Set(entry.patientIds ?? [])];
    return this.sql.transaction(() => {
      const row = this.sql
        .statement(
          `INSERT INTO audit (id, actor_id, actor_email, actor_role, action, target_type, target_id,
             before, after, patient_ids, at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        )
        .get(
          newId(),
          entry.actorId,
          entry.actorEmail,
          entry.actorRole ?? '',
          entry.action,
          entry.targetType,
          entry.targetId,
          toJson(entry.before),
          toJson(entry.after),
          JSON.stringify(patientIds),
          entry.at.toISOString(),
        ) as AuditRow & { seq: number };
      const link = this.sql.statement(
        'INSERT INTO audit_patients (patient_id, audit_seq) VALUES (?, ?)',
      );
      for (const patientId of patientIds) link.run(patientId, row.seq);
      return toEntry(row);
    });
  }

  async anonymisePatient(appointmentIds: string[]): Promise<void> {
    this.sql
      .statement(
        `UPDATE audit SET before = ${withoutName('before')}, after = ${withoutName('after')}
         WHERE target_type = 'appointment' AND target_id IN (SELECT value FROM json_each(@ids))`,
      )
      .run({ ids: JSON.stringify(appointmentIds), name: ERASED_PATIENT.name });
  }

  async list(filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number }> {
    const { skip, limit } = pageBounds(filter);
    // Only the filters given go into the SQL (one cached statement per combination), so that
    // each can use its index (schema.ts) rather than an `@x IS NULL OR ...` scan.
    const conditions = [
      filter.actor === undefined ? null : '(actor_id = @actor OR actor_email = @actor)',
      filter.action === undefined ? null : 'action = @action',
      filter.patient === undefined
        ? null
        : 'seq IN (SELECT audit_seq FROM audit_patients WHERE patient_id = @patient)',
    ].filter((condition) => condition !== null);
    const where = conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
    const params = {
      ...(filter.actor === undefined ? {} : { actor: filter.actor }),
      ...(filter.action === undefined ? {} : { action: filter.action }),
      ...(filter.patient === undefined ? {} : { patient: filter.patient }),
    };
    const total = (
      this.sql.statement(`SELECT COUNT(*) AS n FROM audit ${where}`).get(params) as { n: number }
    ).n;
    const rows = this.sql
      .statement(
        `SELECT * FROM audit ${where} ORDER BY at DESC, seq DESC LIMIT @limit OFFSET @skip`,
      )
      .all({ ...params, limit, skip }) as AuditRow[];
    return { entries: rows.map(toEntry), total };
  }

  async purgeBefore(date: Date): Promise<void> {
    // `at` is ISO 8601 in UTC throughout, so text order is time order.
    this.sql.statement('DELETE FROM audit WHERE at < ?').run(date.toISOString());
  }
}
