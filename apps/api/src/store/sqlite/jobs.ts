import type { JobRepository } from '../types.js';
import type { SqliteDatabase } from './database.js';

export class SqliteJobs implements JobRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async claim(name: string, now: Date, leaseMs: number): Promise<boolean> {
    const at = now.getTime();
    // One statement: claims from every process on the file are serialised by its write lock, and
    // the update's condition is read inside it, so only one claim of a due job gets a row back.
    const row = this.sql
      .statement(
        `INSERT INTO jobs (name, next_run_at, lease_until) VALUES (@name, @at, @leaseUntil)
         ON CONFLICT (name) DO UPDATE SET lease_until = @leaseUntil
           WHERE next_run_at <= @at AND lease_until <= @at
         RETURNING name`,
      )
      .get({ name, at, leaseUntil: at + leaseMs });
    return row !== undefined;
  }

  async complete(name: string, now: Date, nextRunAt: Date): Promise<void> {
    this.sql
      .statement('UPDATE jobs SET last_run_at = ?, next_run_at = ?, lease_until = ? WHERE name = ?')
      .run(now.getTime(), nextRunAt.getTime(), now.getTime(), name);
  }
}
