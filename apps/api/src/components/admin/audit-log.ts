/**
 * The operator audit log: who changed what, when, and the state before and after. Every action
 * that moves money or a booking, or changes what patients can book or read, writes one entry; so
 * does every page of patients' personal data an operator reads, and every console login, failed
 * login and lockout (docs/decisions.md, Operator console). Entries are only appended: the API
 * has no route that edits or deletes one.
 */
import { auditEntrySchema } from '@clinic/contracts';
import type { AuditAction, AuditEntry, AuditQuery } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import type { OperatorRecord, AuditEntry as StoredAuditEntry } from '../../store/types.js';

export interface Actor {
  id: string;
  email: string;
  /** The staff role; '' for a login with an e-mail that is no staff member's, or the system. */
  role: string;
}

export const actorFor = (operator: OperatorRecord): Actor => ({
  id: operator._id,
  email: operator.email,
  role: operator.role,
});

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditEntry['targetType'];
  targetId: string;
  before: unknown;
  after: unknown;
  /** The patients whose data the entry touches or shows (the audit's `patient` filter). */
  patientIds?: string[];
}

const toEntry = (entry: StoredAuditEntry): AuditEntry => auditEntrySchema.parse(entry);

export function createAuditLog({ store, clock }: Pick<AppContext, 'store' | 'clock'>) {
  async function record(actor: Actor, entry: AuditRecord): Promise<void> {
    await store.audit.append({
      actorId: actor.id,
      actorEmail: actor.email,
      actorRole: actor.role,
      ...entry,
      at: clock(),
    });
  }

  /**
   * A page of personal data an operator read: no single target and no state change, only what
   * was shown (`shown`, ids and the query) and whose data it was.
   */
  async function recordRead(
    actor: Actor,
    read: { action: AuditAction; targetType: AuditEntry['targetType']; shown: unknown },
    patientIds?: string[],
  ): Promise<void> {
    await record(actor, {
      action: read.action,
      targetType: read.targetType,
      targetId: '',
      before: null,
      after: read.shown,
      ...(patientIds ? { patientIds } : {}),
    });
  }

  async function list(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
    const { entries, total } = await store.audit.list(query);
    return { entries: entries.map(toEntry), total };
  }

  return { record, recordRead, list };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
