import type { CallBack, SafetyAlertRecord, SafetyAlertRepository } from '../types.js';
import { fromJson, newId, toJson } from './database.js';
import type { SqliteDatabase } from './database.js';

interface AlertRow {
  id: string;
  intake_id: string;
  user_id: string;
  appointment_id: string;
  raised_at: number;
  call_back: string | null;
}

type StoredCallBack = Omit<CallBack, 'at'> & { at: number };

const toAlert = (row: AlertRow): SafetyAlertRecord => {
  const callBack = row.call_back === null ? null : fromJson<StoredCallBack>(row.call_back);
  return {
    _id: row.id,
    intakeId: row.intake_id,
    userId: row.user_id,
    appointmentId: row.appointment_id,
    raisedAt: new Date(row.raised_at),
    callBack: callBack && { ...callBack, at: new Date(callBack.at) },
  };
};

export class SqliteSafetyAlerts implements SafetyAlertRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  private row(id: string): AlertRow | undefined {
    return this.sql.statement('SELECT * FROM safety_alerts WHERE id = ?').get(id) as
      AlertRow | undefined;
  }

  async raise(
    alert: Omit<SafetyAlertRecord, '_id' | 'callBack'>,
  ): Promise<SafetyAlertRecord | null> {
    const id = newId();
    // The unique intake_id decides between processes: the loser's insert is ignored.
    const result = this.sql
      .statement(
        `INSERT INTO safety_alerts (id, intake_id, user_id, appointment_id, raised_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT (intake_id) DO NOTHING`,
      )
      .run(id, alert.intakeId, alert.userId, alert.appointmentId, alert.raisedAt.getTime());
    return result.changes === 1 ? toAlert(this.row(id) as AlertRow) : null;
  }

  async list(closedLimit: number): Promise<SafetyAlertRecord[]> {
    const open = this.sql
      .statement('SELECT * FROM safety_alerts WHERE call_back IS NULL ORDER BY raised_at, seq')
      .all() as AlertRow[];
    const closed = this.sql
      .statement(
        `SELECT * FROM safety_alerts WHERE call_back IS NOT NULL
         ORDER BY json_extract(call_back, '$.at') DESC, seq DESC LIMIT ?`,
      )
      .all(closedLimit) as AlertRow[];
    return [...open, ...closed].map(toAlert);
  }

  async findById(id: string): Promise<SafetyAlertRecord | null> {
    const row = this.row(id);
    return row ? toAlert(row) : null;
  }

  async recordCallBack(id: string, callBack: CallBack): Promise<SafetyAlertRecord | null> {
    const stored: StoredCallBack = { ...callBack, at: callBack.at.getTime() };
    const result = this.sql
      .statement('UPDATE safety_alerts SET call_back = ? WHERE id = ? AND call_back IS NULL')
      .run(toJson(stored), id);
    return result.changes === 1 ? toAlert(this.row(id) as AlertRow) : null;
  }

  async listByUser(userId: string): Promise<SafetyAlertRecord[]> {
    const rows = this.sql
      .statement('SELECT * FROM safety_alerts WHERE user_id = ? ORDER BY seq')
      .all(userId) as AlertRow[];
    return rows.map(toAlert);
  }

  async listClosed(): Promise<SafetyAlertRecord[]> {
    const rows = this.sql
      .statement('SELECT * FROM safety_alerts WHERE call_back IS NOT NULL ORDER BY seq')
      .all() as AlertRow[];
    return rows.map(toAlert);
  }

  async resealOutcome(id: string, from: string, to: string): Promise<boolean> {
    const result = this.sql
      .statement(
        `UPDATE safety_alerts SET call_back = json_set(call_back, '$.outcome', ?)
         WHERE id = ? AND json_extract(call_back, '$.outcome') = ?`,
      )
      .run(to, id, from);
    return result.changes === 1;
  }

  async removeByUser(userId: string): Promise<void> {
    this.sql.statement('DELETE FROM safety_alerts WHERE user_id = ?').run(userId);
  }
}
