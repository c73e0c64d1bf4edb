import type { HeartbeatRepository } from '../types.js';
import type { SqliteDatabase } from './database.js';

export class SqliteHeartbeats implements HeartbeatRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async beat(name: string, at: Date): Promise<void> {
    this.sql
      .statement(
        `INSERT INTO heartbeats (name, at, beats) VALUES (?, ?, 1)
         ON CONFLICT (name) DO UPDATE SET at = MAX(at, excluded.at), beats = beats + 1`,
      )
      .run(name, at.getTime());
  }

  async last(name: string): Promise<Date | null> {
    const row = this.sql.statement('SELECT at FROM heartbeats WHERE name = ?').get(name) as
      { at: number } | undefined;
    return row ? new Date(row.at) : null;
  }
}
