import { trusted } from 'mongoose';
import { normaliseEmail } from '../rules.js';
import type { InvitationRecord, InvitationRepository } from '../types.js';
import { isId } from './errors.js';
import type { InvitationDoc, Models } from './models.js';

const toInvitation = (doc: InvitationDoc): InvitationRecord => ({
  _id: doc._id.toHexString(),
  name: doc.name,
  email: doc.email,
  role: doc.role,
  doctorId: doc.doctorId,
  codeHash: doc.codeHash,
  invitedBy: doc.invitedBy,
  createdAt: doc.createdAt,
  expiresAt: doc.expiresAt,
});

export class MongoInvitations implements InvitationRepository {
  constructor(private readonly models: Models) {}

  async create(invitation: Omit<InvitationRecord, '_id'>): Promise<InvitationRecord> {
    const email = normaliseEmail(invitation.email);
    // One atomic upsert on the unique e-mail: a new invitation to the same address replaces the
    // earlier one (its code with it), and two at once leave one.
    const doc = await this.models.Invitation.findOneAndUpdate(
      { email },
      { $set: { ...invitation, email } },
      { upsert: true, new: true },
    ).lean<InvitationDoc>();
    return toInvitation(doc as InvitationDoc);
  }

  async listOpen(now: Date): Promise<InvitationRecord[]> {
    const docs = await this.models.Invitation.find({ expiresAt: trusted({ $gt: now }) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<InvitationDoc[]>();
    return docs.map(toInvitation);
  }

  async findOpen(codeHash: string, now: Date): Promise<InvitationRecord | null> {
    const doc = await this.models.Invitation.findOne({
      codeHash,
      expiresAt: trusted({ $gt: now }),
    }).lean<InvitationDoc>();
    return doc ? toInvitation(doc) : null;
  }

  async take(codeHash: string, now: Date): Promise<InvitationRecord | null> {
    // findOneAndDelete is one atomic step: of two takers at once, one gets the invitation.
    const doc = await this.models.Invitation.findOneAndDelete({
      codeHash,
      expiresAt: trusted({ $gt: now }),
    }).lean<InvitationDoc>();
    return doc ? toInvitation(doc) : null;
  }

  async remove(id: string): Promise<boolean> {
    if (!isId(id)) return false;
    return (await this.models.Invitation.deleteOne({ _id: id })).deletedCount === 1;
  }

  async purgeExpired(now: Date): Promise<void> {
    await this.models.Invitation.deleteMany({ expiresAt: trusted({ $lte: now }) });
  }
}
