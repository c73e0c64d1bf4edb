import type { StaffRole } from '@clinic/contracts';
import { normaliseEmail } from '../rules.js';
import type {
  NewOperator,
  OperatorPatch,
  OperatorRecord,
  OperatorRepository,
  SealedSecrets,
} from '../types.js';
import { bool, fromJson, newId, onConflict, toJson } from './database.js';
import type { SqliteDatabase } from './database.js';

interface OperatorRow {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: StaffRole;
  doctor_id: string | null;
  disabled: number;
  must_change_password: number;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number;
  recovery_codes: string;
  created_at: number;
  security_stamp: number;
  login_challenge: string | null;
  login_challenge_expires_at: number | null;
  second_factor_locked_at: number | null;
}

const toOperator = (row: OperatorRow): OperatorRecord => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  passwordHash: row.password_hash,
  role: row.role,
  doctorId: row.doctor_id,
  disabled: bool(row.disabled),
  mustChangePassword: bool(row.must_change_password),
  totpSecret: row.totp_secret,
  totpPendingSecret: row.totp_pending_secret,
  totpLastStep: row.totp_last_step,
  recoveryCodeHashes: fromJson<string[]>(row.recovery_codes),
  securityStamp: row.security_stamp,
  loginChallenge:
    row.login_challenge === null || row.login_challenge_expires_at === null
      ? null
      : { digest: row.login_challenge, expiresAt: new Date(row.login_challenge_expires_at) },
  secondFactorLockedAt:
    row.second_factor_locked_at === null ? null : new Date(row.second_factor_locked_at),
  createdAt: new Date(row.created_at),
});

/** What every change of the password, the state, the role or the second factor also sets. */
const NEW_STAMP =
  'security_stamp = security_stamp + 1, login_challenge = NULL, login_challenge_expires_at = NULL';

const COLUMNS = 'id, email, name, password_hash, role, doctor_id, created_at';

export class SqliteOperators implements OperatorRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  private values(operator: NewOperator) {
    return [
      newId(),
      normaliseEmail(operator.email),
      operator.name,
      operator.passwordHash,
      operator.role,
      operator.doctorId ?? null,
      Date.now(),
    ];
  }

  private byId(id: string): OperatorRecord | null {
    const row = this.sql.statement('SELECT * FROM operators WHERE id = ?').get(id);
    return row ? toOperator(row as OperatorRow) : null;
  }

  async create(operator: NewOperator): Promise<OperatorRecord> {
    const values = this.values(operator);
    onConflict('email', () =>
      this.sql
        .statement(`INSERT INTO operators (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`)
        .run(...values),
    );
    return this.byId(values[0] as string) as OperatorRecord;
  }

  async createFirst(operator: NewOperator): Promise<OperatorRecord | null> {
    const values = this.values(operator);
    // One statement: sqlite runs it alone, so two first accounts can never both be written.
    const result = this.sql
      .statement(
        `INSERT INTO operators (${COLUMNS}) SELECT ?, ?, ?, ?, ?, ?, ?
         WHERE NOT EXISTS (SELECT 1 FROM operators)`,
      )
      .run(...values);
    return result.changes === 1 ? this.byId(values[0] as string) : null;
  }

  async findByEmail(email: string): Promise<OperatorRecord | null> {
    const row = this.sql
      .statement('SELECT * FROM operators WHERE email = ?')
      .get(normaliseEmail(email));
    return row ? toOperator(row as OperatorRow) : null;
  }

  async findById(id: string): Promise<OperatorRecord | null> {
    return this.byId(id);
  }

  async list(): Promise<OperatorRecord[]> {
    const rows = this.sql.statement('SELECT * FROM operators ORDER BY seq').all();
    return (rows as OperatorRow[]).map(toOperator);
  }

  async setPassword(id: string, passwordHash: string): Promise<boolean> {
    const result = this.sql
      .statement(
        `UPDATE operators SET password_hash = ?, must_change_password = 0, ${NEW_STAMP} WHERE id = ?`,
      )
      .run(passwordHash, id);
    return result.changes === 1;
  }

  async update(id: string, patch: OperatorPatch): Promise<OperatorRecord | null> {
    const columns: Record<keyof OperatorPatch, string> = {
      role: 'role',
      doctorId: 'doctor_id',
      disabled: 'disabled',
      mustChangePassword: 'must_change_password',
    };
    const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
    if (entries.length > 0) {
      const sets = entries.map(([key]) => `${columns[key as keyof OperatorPatch]} = ?`);
      const values = entries.map(([, value]) =>
        typeof value === 'boolean' ? Number(value) : value,
      );
      this.sql
        .statement(`UPDATE operators SET ${sets.join(', ')}, ${NEW_STAMP} WHERE id = ?`)
        .run(...values, id);
    }
    return this.byId(id);
  }

  async issueLoginChallenge(
    id: string,
    stamp: number,
    challenge: { digest: string; expiresAt: Date },
  ): Promise<boolean> {
    const result = this.sql
      .statement(
        `UPDATE operators SET login_challenge = ?, login_challenge_expires_at = ?
         WHERE id = ? AND security_stamp = ?`,
      )
      .run(challenge.digest, challenge.expiresAt.getTime(), id, stamp);
    return result.changes === 1;
  }

  async takeLoginChallenge(id: string, digest: string, now: Date): Promise<boolean> {
    const result = this.sql
      .statement(
        `UPDATE operators SET login_challenge = NULL, login_challenge_expires_at = NULL
         WHERE id = ? AND login_challenge = ? AND login_challenge_expires_at > ?`,
      )
      .run(id, digest, now.getTime());
    return result.changes === 1;
  }

  async offerSecondFactor(id: string, sealedSecret: string): Promise<void> {
    this.sql
      .statement('UPDATE operators SET totp_pending_secret = ? WHERE id = ?')
      .run(sealedSecret, id);
  }

  async enrolSecondFactor(
    id: string,
    sealedSecret: string,
    step: number,
    recoveryCodeHashes: string[],
  ): Promise<boolean> {
    const result = this.sql
      .statement(
        `UPDATE operators SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
         totp_last_step = ?, recovery_codes = ? WHERE id = ? AND totp_pending_secret = ?`,
      )
      .run(step, toJson(recoveryCodeHashes), id, sealedSecret);
    return result.changes === 1;
  }

  async clearSecondFactor(id: string): Promise<boolean> {
    const result = this.sql
      .statement(
        `UPDATE operators SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = 0,
         recovery_codes = '[]', second_factor_locked_at = NULL, ${NEW_STAMP} WHERE id = ?`,
      )
      .run(id);
    return result.changes === 1;
  }

  async lockSecondFactor(id: string, at: Date): Promise<boolean> {
    const result = this.sql
      .statement(
        `UPDATE operators SET second_factor_locked_at = ?, ${NEW_STAMP}
         WHERE id = ? AND second_factor_locked_at IS NULL`,
      )
      .run(at.getTime(), id);
    return result.changes === 1;
  }

  async resealSecondFactor(id: string, from: SealedSecrets, to: SealedSecrets): Promise<boolean> {
    // IS compares NULL as a value: an account with no offer matches a `from` without one.
    const result = this.sql
      .statement(
        `UPDATE operators SET totp_secret = ?, totp_pending_secret = ?
         WHERE id = ? AND totp_secret IS ? AND totp_pending_secret IS ?`,
      )
      .run(to.totpSecret, to.totpPendingSecret, id, from.totpSecret, from.totpPendingSecret);
    return result.changes === 1;
  }

  async useTotpStep(id: string, step: number): Promise<boolean> {
    const result = this.sql
      .statement('UPDATE operators SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?')
      .run(step, id, step);
    return result.changes === 1;
  }

  async useRecoveryCode(id: string, codeHash: string): Promise<boolean> {
    const result = this.sql
      .statement(
        `UPDATE operators SET recovery_codes =
           (SELECT json_group_array(value) FROM json_each(recovery_codes) WHERE value <> ?)
         WHERE id = ? AND EXISTS (SELECT 1 FROM json_each(recovery_codes) WHERE value = ?)`,
      )
      .run(codeHash, id, codeHash);
    return result.changes === 1;
  }

  async count(): Promise<number> {
    return (this.sql.statement('SELECT COUNT(*) AS n FROM operators').get() as { n: number }).n;
  }
}
