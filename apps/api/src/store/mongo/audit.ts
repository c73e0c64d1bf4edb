import { trusted } from 'mongoose';
import { ERASED_PATIENT, pageBounds } from '../rules.js';
import type { AuditEntry, AuditFilter, AuditRepository } from '../types.js';
import type { AuditDoc, Models } from './models.js';

function toEntry(doc: AuditDoc): AuditEntry {
  return {
    _id: doc._id.toHexString(),
    actorId: doc.actorId,
    actorEmail: doc.actorEmail,
    actorRole: doc.actorRole ?? '',
    action: doc.action,
    targetType: doc.targetType,
    targetId: doc.targetId,
    before: doc.before ?? null,
    after: doc.after ?? null,
    patientIds: doc.patientIds ?? [],
    at: doc.at.toISOString(),
  };
}

export class MongoAudit implements AuditRepository {
  constructor(private readonly models: Models) {}

  async append(entry: Parameters<AuditRepository['append']>[0]): Promise<AuditEntry> {
    const doc = await this.models.Audit.create({
      ...entry,
      actorRole: entry.actorRole ?? '',
      patientIds: [...new Set(entry.patientIds ?? [])],
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
    return toEntry(doc.toObject<AuditDoc>());
  }

  async anonymisePatient(appointmentIds: string[]): Promise<void> {
    const about = { targetType: 'appointment', targetId: trusted({ $in: appointmentIds }) };
    // One updateMany per recorded field, each only where the entry has it, so none is added.
    for (const path of ['before.patient', 'after.patient', 'before.proof.name', 'after.proof.name'])
      await this.models.Audit.updateMany(
        { ...about, [path]: trusted({ $exists: true }) },
        { $set: { [path]: ERASED_PATIENT.name } },
      );
  }

  async list(filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number }> {
    const { skip, limit } = pageBounds(filter);
    // Plain strings only: sanitizeFilter keeps them equality matches; on patientIds, an element's.
    const query = {
      ...(filter.actor === undefined
        ? {}
        : { $or: [{ actorId: filter.actor }, { actorEmail: filter.actor }] }),
      ...(filter.action === undefined ? {} : { action: filter.action }),
      ...(filter.patient === undefined ? {} : { patientIds: filter.patient }),
    };
    const [docs, total] = await Promise.all([
      this.models.Audit.find(query)
        .sort({ at: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<AuditDoc[]>(),
      this.models.Audit.countDocuments(query),
    ]);
    return { entries: docs.map(toEntry), total };
  }

  async purgeBefore(date: Date): Promise<void> {
    await this.models.Audit.deleteMany({ at: trusted({ $lt: date }) });
  }
}
