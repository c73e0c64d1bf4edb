import type { ConsentRecord } from '@clinic/contracts';
import type { ConsentRepository } from '../types.js';
import type { ConsentDoc, Models } from './models.js';

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
    return docs.map((doc) => ({
      noticeVersion: doc.noticeVersion,
      purposes: [...doc.purposes],
      givenAt: doc.givenAt,
      ...(doc.withdrawnAt ? { withdrawnAt: doc.withdrawnAt } : {}),
    }));
  }
}
