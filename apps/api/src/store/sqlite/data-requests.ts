import type { DataRequest } from '@clinic/contracts';
import { pageBounds } from '../rules.js';
import type { DataRequestRepository } from '../types.js';
import { newId } from './database.js';
import type { SqliteDatabase } from './database.js';

interface DataRequestRow {
  id: string;
  kind: DataRequest['kind'];
  patient_id: string;
  at: string;
}

const toRequest = (row: DataRequestRow): DataRequest => ({
  _id: row.id,
  kind: row.kind,
  patientId: row.patient_id,
  at: row.at,
});

export class SqliteDataRequests implements DataRequestRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async record(kind: DataRequest['kind'], patientId: string, at: Date): Promise<DataRequest> {
    const row = this.sql
      .statement(
        'INSERT INTO data_requests (id, kind, patient_id, at) VALUES (?, ?, ?, ?) RETURNING *',
      )
      .get(newId(), kind, patientId, at.toISOString()) as DataRequestRow;
    return toRequest(row);
  }

  async list(page: {
    page: number;
    pageSize: number;
  }): Promise<{ requests: DataRequest[]; total: number }> {
    const { skip, limit } = pageBounds(page);
    const total = (
      this.sql.statement('SELECT COUNT(*) AS n FROM data_requests').get() as { n: number }
    ).n;
    const rows = this.sql
      .statement('SELECT * FROM data_requests ORDER BY at DESC, seq DESC LIMIT ? OFFSET ?')
      .all(limit, skip) as DataRequestRow[];
    return { requests: rows.map(toRequest), total };
  }

  async listByPatient(patientId: string): Promise<DataRequest[]> {
    const rows = this.sql
      .statement('SELECT * FROM data_requests WHERE patient_id = ? ORDER BY at DESC, seq DESC')
      .all(patientId) as DataRequestRow[];
    return rows.map(toRequest);
  }
}
