/**
 * The operator audit log: who changed what, when, and the state before and after. Every action
 * that moves money or a booking, or changes what patients can book or read, writes one entry.
 */
import { auditEntrySchema } from '@clinic/contracts';
import type { AuditAction, AuditEntry, AuditQuery } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import type { AuditEntry as StoredAuditEntry } from '../../store/types.js';

export interface Actor {
  id: string;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditEntry['targetType'];
  targetId: string;
  before: unknown;
  after: unknown;
}

const toEntry = (entry: StoredAuditEntry): AuditEntry => auditEntrySchema.parse(entry);

export function createAuditLog({ store, clock }: Pick<AppContext, 'store' | 'clock'>) {
  async function record(actor: Actor, entry: AuditRecord): Promise<void> {
    await store.audit.append({ actorId: actor.id, actorEmail: actor.email, ...entry, at: clock() });
  }

  async function list(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
    const { entries, total } = await store.audit.list(query);
    return { entries: entries.map(toEntry), total };
  }

  return { record, list };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
