import { trusted } from 'mongoose';
import type { SessionRecord, SessionRepository } from '../types.js';
import { isId } from './errors.js';
import type { Models, SessionDoc } from './models.js';

function toSession(doc: SessionDoc): SessionRecord {
  return {
    _id: doc._id.toHexString(),
    subjectId: doc.subjectId,
    role: doc.role,
    expiresAt: doc.expiresAt,
    revoked: doc.revoked,
  };
}

export class MongoSessions implements SessionRepository {
  constructor(private readonly models: Models) {}

  async create(session: Omit<SessionRecord, '_id' | 'revoked'>): Promise<SessionRecord> {
    const doc = await this.models.Session.create({ ...session, revoked: false });
    return toSession(doc.toObject<SessionDoc>());
  }

  async findById(id: string): Promise<SessionRecord | null> {
    if (!isId(id)) return null;
    const doc = await this.models.Session.findById(id).lean<SessionDoc>();
    return doc ? toSession(doc) : null;
  }

  async revoke(id: string): Promise<void> {
    if (!isId(id)) return;
    await this.models.Session.updateOne({ _id: id }, { $set: { revoked: true } });
  }

  async revokeAll(subjectId: string, exceptId?: string): Promise<void> {
    const filter =
      exceptId && isId(exceptId) ? { subjectId, _id: trusted({ $ne: exceptId }) } : { subjectId };
    await this.models.Session.updateMany(filter, { $set: { revoked: true } });
  }

  async purgeEnded(now: Date): Promise<void> {
    await this.models.Session.deleteMany({
      $or: [{ expiresAt: trusted({ $lte: now }) }, { revoked: true }],
    });
  }
}
