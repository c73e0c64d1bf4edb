import { trusted } from 'mongoose';
import type { CallBack, SafetyAlertRecord, SafetyAlertRepository } from '../types.js';
import { isDuplicateKey, isId } from './errors.js';
import type { Models, SafetyAlertDoc } from './models.js';

const toAlert = (doc: SafetyAlertDoc): SafetyAlertRecord => ({
  _id: doc._id.toHexString(),
  intakeId: doc.intakeId,
  userId: doc.userId,
  appointmentId: doc.appointmentId,
  raisedAt: doc.raisedAt,
  callBack: doc.callBack
    ? {
        operatorId: doc.callBack.operatorId,
        operatorName: doc.callBack.operatorName,
        at: doc.callBack.at,
        outcome: doc.callBack.outcome,
      }
    : null,
});

export class MongoSafetyAlerts implements SafetyAlertRepository {
  constructor(private readonly models: Models) {}

  async raise(
    alert: Omit<SafetyAlertRecord, '_id' | 'callBack'>,
  ): Promise<SafetyAlertRecord | null> {
    // The unique intakeId decides between processes: the loser's insert fails with 11000.
    try {
      const doc = await this.models.SafetyAlert.create({ ...alert, callBack: null });
      return toAlert(doc.toObject<SafetyAlertDoc>());
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  async list(closedLimit: number): Promise<SafetyAlertRecord[]> {
    const [open, closed] = await Promise.all([
      this.models.SafetyAlert.find({ callBack: null })
        .sort({ raisedAt: 1, _id: 1 })
        .lean<SafetyAlertDoc[]>(),
      this.models.SafetyAlert.find({ callBack: trusted({ $ne: null }) })
        .sort({ 'callBack.at': -1, _id: -1 })
        .limit(closedLimit)
        .lean<SafetyAlertDoc[]>(),
    ]);
    return [...open, ...closed].map(toAlert);
  }

  async findById(id: string): Promise<SafetyAlertRecord | null> {
    if (!isId(id)) return null;
    const doc = await this.models.SafetyAlert.findById(id).lean<SafetyAlertDoc>();
    return doc ? toAlert(doc) : null;
  }

  async recordCallBack(id: string, callBack: CallBack): Promise<SafetyAlertRecord | null> {
    if (!isId(id)) return null;
    const doc = await this.models.SafetyAlert.findOneAndUpdate(
      { _id: id, callBack: null },
      { $set: { callBack } },
      { returnDocument: 'after' },
    ).lean<SafetyAlertDoc>();
    return doc ? toAlert(doc) : null;
  }

  async listByUser(userId: string): Promise<SafetyAlertRecord[]> {
    const docs = await this.models.SafetyAlert.find({ userId })
      .sort({ _id: 1 })
      .lean<SafetyAlertDoc[]>();
    return docs.map(toAlert);
  }

  async listClosed(): Promise<SafetyAlertRecord[]> {
    const docs = await this.models.SafetyAlert.find({ callBack: trusted({ $ne: null }) })
      .sort({ _id: 1 })
      .lean<SafetyAlertDoc[]>();
    return docs.map(toAlert);
  }

  async resealOutcome(id: string, from: string, to: string): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.models.SafetyAlert.updateOne(
      { _id: id, 'callBack.outcome': from },
      { $set: { 'callBack.outcome': to } },
    );
    return result.modifiedCount === 1;
  }

  async removeByUser(userId: string): Promise<void> {
    await this.models.SafetyAlert.deleteMany({ userId });
  }
}
