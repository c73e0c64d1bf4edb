import { trusted } from 'mongoose';
import { normaliseEmail } from '../rules.js';
import type { OtpRecord, OtpRepository } from '../types.js';
import type { Models, OtpDoc } from './models.js';

export class MongoOtps implements OtpRepository {
  constructor(private readonly models: Models) {}

  async replace(otp: Omit<OtpRecord, 'attempts'>): Promise<void> {
    const email = normaliseEmail(otp.email);
    const fields = { codeHash: otp.codeHash, createdAt: otp.createdAt, expiresAt: otp.expiresAt };
    await this.models.Otp.updateOne(
      { email },
      { $set: { ...fields, attempts: 0 } },
      { upsert: true },
    );
  }

  async find(email: string): Promise<OtpRecord | null> {
    const doc = await this.models.Otp.findOne({ email: normaliseEmail(email) }).lean<OtpDoc>();
    if (!doc) return null;
    return {
      email: doc.email,
      codeHash: doc.codeHash,
      createdAt: doc.createdAt,
      expiresAt: doc.expiresAt,
      attempts: doc.attempts,
    };
  }

  async takeAttempt(
    email: string,
    now: Date,
    maxAttempts: number,
  ): Promise<{ codeHash: string; attempts: number } | null> {
    const doc = await this.models.Otp.findOneAndUpdate(
      {
        email: normaliseEmail(email),
        expiresAt: trusted({ $gt: now }),
        attempts: trusted({ $lt: maxAttempts }),
      },
      { $inc: { attempts: 1 } },
      { returnDocument: 'after' },
    ).lean<OtpDoc>();
    return doc ? { codeHash: doc.codeHash, attempts: doc.attempts } : null;
  }

  async consume(email: string, codeHash: string): Promise<boolean> {
    const result = await this.models.Otp.deleteOne({ email: normaliseEmail(email), codeHash });
    return result.deletedCount === 1;
  }

  async remove(email: string): Promise<void> {
    await this.models.Otp.deleteOne({ email: normaliseEmail(email) });
  }

  async purgeExpired(now: Date): Promise<void> {
    await this.models.Otp.deleteMany({ expiresAt: trusted({ $lte: now }) });
  }
}
