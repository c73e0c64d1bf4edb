import type { ConsentRecord } from '@clinic/contracts';
import { trusted } from 'mongoose';
import type { ConsentRepository } from '../types.js';
import type { ConsentDoc, Models } from './models.js';

const toConsent = (doc: ConsentDoc): ConsentRecord => ({
  noticeVersion: doc.noticeVersion,
  purposes: [...doc.purposes],
  givenAt: doc.givenAt,
});

export class MongoConsents implements ConsentRepository {
  constructor(private readonly models: Models) {}

  async record(userId: string, consent: ConsentRecord): Promise<void> {
    await this.models.Consent.create({ userId, ...consent });
  }

  async removeByUser(userId: string): Promise<void> {
    await this.models.Consent.deleteMany({ userId });
  }

  async listByUser(userId: string): Promise<ConsentRecord[]> {
    const docs = await this.models.Consent.find({ userId }).sort({ _id: 1 }).lean<ConsentDoc[]>();
    return docs.map(toConsent);
  }

  async listByUsers(userIds: string[]): Promise<Map<string, ConsentRecord[]>> {
    const docs = await this.models.Consent.find({ userId: trusted({ $in: userIds }) })
      .sort({ _id: 1 })
      .lean<ConsentDoc[]>();
    const byUser = new Map<string, ConsentRecord[]>();
    for (const doc of docs)
      byUser.set(doc.userId, [...(byUser.get(doc.userId) ?? []), toConsent(doc)]);
    return byUser;
  }
}
