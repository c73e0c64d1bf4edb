import { trusted } from 'mongoose';
import type { JobRepository } from '../types.js';
import { isDuplicateKey } from './errors.js';
import type { JobDoc, Models } from './models.js';

export class MongoJobs implements JobRepository {
  constructor(private readonly models: Models) {}

  async claim(name: string, now: Date, leaseMs: number): Promise<boolean> {
    try {
      // One single-document update, atomic on the server: it matches only a due job whose lease
      // has ended. A job never seen is inserted, due and leased, by the upsert.
      const doc = await this.models.Job.findOneAndUpdate(
        { _id: name, nextRunAt: trusted({ $lte: now }), leaseUntil: trusted({ $lte: now }) },
        {
          $set: { leaseUntil: new Date(now.getTime() + leaseMs) },
          $setOnInsert: { nextRunAt: now },
        },
        { upsert: true, returnDocument: 'after' },
      ).lean<JobDoc>();
      return doc !== null;
    } catch (error) {
      // The job exists but is not due or is leased, so the upsert's insert met its _id; or two
      // first claims raced to insert it and the other won. Either way this claim lost.
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async complete(name: string, now: Date, nextRunAt: Date): Promise<void> {
    await this.models.Job.updateOne(
      { _id: name },
      { $set: { lastRunAt: now, nextRunAt, leaseUntil: now } },
    );
  }
}
