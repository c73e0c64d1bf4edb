import { normaliseEmail } from '../rules.js';
import type { OtpRecord, OtpRepository } from '../types.js';
import type { SqliteDatabase } from './database.js';

interface OtpRow {
  email: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
}

export class SqliteOtps implements OtpRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async replace(otp: Omit<OtpRecord, 'attempts'>): Promise<void> {
    this.sql
      .statement(
        `INSERT INTO otps (email, code_hash, created_at, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
         ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash,
         created_at = excluded.created_at, expires_at = excluded.expires_at, attempts = 0`,
      )
      .run(
        normaliseEmail(otp.email),
        otp.codeHash,
        otp.createdAt.getTime(),
        otp.expiresAt.getTime(),
      );
  }

  async find(email: string): Promise<OtpRecord | null> {
    const row = this.sql
      .statement('SELECT * FROM otps WHERE email = ?')
      .get(normaliseEmail(email)) as OtpRow | undefined;
    if (!row) return null;
    return {
      email: row.email,
      codeHash: row.code_hash,
      createdAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
      attempts: row.attempts,
    };
  }

  async takeAttempt(
    email: string,
    now: Date,
    maxAttempts: number,
  ): Promise<{ codeHash: string; attempts: number } | null> {
    const row = this.sql
      .statement(
        `UPDATE otps SET attempts = attempts + 1
         WHERE email = ? AND expires_at > ? AND attempts < ?
         RETURNING code_hash, attempts`,
      )
      .get(normaliseEmail(email), now.getTime(), maxAttempts) as
      { code_hash: string; attempts: number } | undefined;
    return row ? { codeHash: row.code_hash, attempts: row.attempts } : null;
  }

  async consume(email: string, codeHash: string): Promise<boolean> {
    const result = this.sql
      .statement('DELETE FROM otps WHERE email = ? AND code_hash = ?')
      .run(normaliseEmail(email), codeHash);
    return result.changes === 1;
  }

  async remove(email: string): Promise<void> {
    this.sql.statement('DELETE FROM otps WHERE email = ?').run(normaliseEmail(email));
  }

  async purgeExpired(now: Date): Promise<void> {
    this.sql.statement('DELETE FROM otps WHERE expires_at <= ?').run(now.getTime());
  }
}
