import { trusted } from 'mongoose';
import type { LimitRepository } from '../types.js';
import type { LimitDoc, Models } from './models.js';

export class MongoLimits implements LimitRepository {
  constructor(private readonly models: Models) {}

  async hit(key: string, windowMs: number, now: Date): Promise<number> {
    const open = { $gt: ['$expiresAt', now] };
    // One single-document update with an aggregation pipeline: the count and the window's
    // renewal are decided by the server atomically, and the upsert makes the first hit.
    const doc = await this.models.Limit.findOneAndUpdate(
      { _id: key },
      [
        {
          $set: {
            hits: { $cond: [open, { $add: ['$hits', 1] }, 1] },
            expiresAt: { $cond: [open, '$expiresAt', new Date(now.getTime() + windowMs)] },
          },
        },
      ],
      { upsert: true, returnDocument: 'after', updatePipeline: true },
    ).lean<LimitDoc>();
    if (!doc) throw new Error(`The limit counter ${key} was not written`);
    return doc.hits;
  }

  async reset(key: string): Promise<void> {
    await this.models.Limit.deleteOne({ _id: key });
  }

  async purgeExpired(now: Date): Promise<void> {
    await this.models.Limit.deleteMany({ expiresAt: trusted({ $lte: now }) });
  }
}
