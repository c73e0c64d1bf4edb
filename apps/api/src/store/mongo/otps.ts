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

  async addAttempt(email: string): Promise<number> {
    const doc = await this.models.Otp.findOneAndUpdate(
      { email: normaliseEmail(email) },
      { $inc: { attempts: 1 } },
      { returnDocument: 'after' },
    ).lean<OtpDoc>();
    return doc?.attempts ?? 0;
  }

  async remove(email: string): Promise<void> {
    await this.models.Otp.deleteOne({ email: normaliseEmail(email) });
  }
}
