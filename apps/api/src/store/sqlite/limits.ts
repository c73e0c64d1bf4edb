import type { LimitRepository } from '../types.js';
import type { SqliteDatabase } from './database.js';

export class SqliteLimits implements LimitRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async hit(key: string, windowMs: number, now: Date): Promise<number> {
    const at = now.getTime();
    // One statement: concurrent hits (of this or another process) are serialised by the file lock.
    const row = this.sql
      .statement(
        `INSERT INTO limits (key, hits, expires_at) VALUES (@key, 1, @expiresAt)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN expires_at > @at THEN hits + 1 ELSE 1 END,
           expires_at = CASE WHEN expires_at > @at THEN expires_at ELSE @expiresAt END
         RETURNING hits`,
      )
      .get({ key, at, expiresAt: at + windowMs }) as { hits: number };
    return row.hits;
  }

  async reset(key: string): Promise<void> {
    this.sql.statement('DELETE FROM limits WHERE key = ?').run(key);
  }

  async purgeExpired(now: Date): Promise<void> {
    this.sql.statement('DELETE FROM limits WHERE expires_at <= ?').run(now.getTime());
  }
}
