import type { StaffRole } from '@clinic/contracts';
import { normaliseEmail } from '../rules.js';
import type { InvitationRecord, InvitationRepository } from '../types.js';
import { newId } from './database.js';
import type { SqliteDatabase } from './database.js';

interface InvitationRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  doctor_id: string | null;
  code_hash: string;
  invited_by: string;
  created_at: number;
  expires_at: number;
}

const toInvitation = (row: InvitationRow): InvitationRecord => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  doctorId: row.doctor_id,
  codeHash: row.code_hash,
  invitedBy: row.invited_by,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
});

export class SqliteInvitations implements InvitationRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async create(invitation: Omit<InvitationRecord, '_id'>): Promise<InvitationRecord> {
    const row = this.sql
      .statement(
        `INSERT INTO invitations
           (id, email, name, role, doctor_id, code_hash, invited_by, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET name = excluded.name,
           role = excluded.role, doctor_id = excluded.doctor_id, code_hash = excluded.code_hash,
           invited_by = excluded.invited_by, created_at = excluded.created_at,
           expires_at = excluded.expires_at
         RETURNING *`,
      )
      .get(
        newId(),
        normaliseEmail(invitation.email),
        invitation.name,
        invitation.role,
        invitation.doctorId,
        invitation.codeHash,
        invitation.invitedBy,
        invitation.createdAt.getTime(),
        invitation.expiresAt.getTime(),
      );
    return toInvitation(row as InvitationRow);
  }

  async listOpen(now: Date): Promise<InvitationRecord[]> {
    const rows = this.sql
      .statement(
        'SELECT * FROM invitations WHERE expires_at > ? ORDER BY created_at DESC, seq DESC',
      )
      .all(now.getTime());
    return (rows as InvitationRow[]).map(toInvitation);
  }

  async findOpen(codeHash: string, now: Date): Promise<InvitationRecord | null> {
    const row = this.sql
      .statement('SELECT * FROM invitations WHERE code_hash = ? AND expires_at > ?')
      .get(codeHash, now.getTime());
    return row ? toInvitation(row as InvitationRow) : null;
  }

  async take(codeHash: string, now: Date): Promise<InvitationRecord | null> {
    const row = this.sql
      .statement('DELETE FROM invitations WHERE code_hash = ? AND expires_at > ? RETURNING *')
      .get(codeHash, now.getTime());
    return row ? toInvitation(row as InvitationRow) : null;
  }

  async remove(id: string): Promise<boolean> {
    return this.sql.statement('DELETE FROM invitations WHERE id = ?').run(id).changes === 1;
  }

  async purgeExpired(now: Date): Promise<void> {
    this.sql.statement('DELETE FROM invitations WHERE expires_at <= ?').run(now.getTime());
  }
}
