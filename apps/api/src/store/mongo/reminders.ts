import { trusted } from 'mongoose';
import type { ReminderKey, ReminderRepository } from '../types.js';
import { isDuplicateKey } from './errors.js';
import type { Models, ReminderDoc } from './models.js';

const keyOf = (reminder: ReminderKey) => ({
  appointmentId: reminder.appointmentId,
  offsetHours: reminder.offsetHours,
  slotKey: reminder.slotKey,
});

export class MongoReminders implements ReminderRepository {
  constructor(private readonly models: Models) {}

  async claim(
    reminder: ReminderKey & { startsAt: Date },
    now: Date,
    leaseMs: number,
  ): Promise<boolean> {
    try {
      // One upsert filtered on the key, no `sentAt` and an ended lease: the first claim of a key
      // inserts it, a later one takes over an unsent claim whose lease ended. A claim that is sent
      // or leased (or an older build's, with no `leaseUntil`) does not match, so the upsert tries
      // to insert its key and meets the unique index (11000): a lost claim, as is the loser of two
      // first claims racing to insert it.
      const doc = await this.models.Reminder.findOneAndUpdate(
        { ...keyOf(reminder), sentAt: null, leaseUntil: trusted({ $lte: now }) },
        {
          $set: {
            startsAt: reminder.startsAt,
            claimedAt: now,
            leaseUntil: new Date(now.getTime() + leaseMs),
          },
        },
        { upsert: true, returnDocument: 'after' },
      ).lean<ReminderDoc>();
      return doc !== null;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async listClaimed(appointmentIds: string[], now: Date): Promise<ReminderKey[]> {
    if (appointmentIds.length === 0) return [];
    const docs = await this.models.Reminder.find(
      {
        appointmentId: trusted({ $in: appointmentIds }),
        $or: [{ sentAt: trusted({ $ne: null }) }, { leaseUntil: trusted({ $not: { $lte: now } }) }],
      },
      { _id: 0, appointmentId: 1, offsetHours: 1, slotKey: 1 },
    ).lean<Pick<ReminderDoc, 'appointmentId' | 'offsetHours' | 'slotKey'>[]>();
    return docs.map((doc) => ({
      appointmentId: doc.appointmentId,
      offsetHours: doc.offsetHours,
      slotKey: doc.slotKey,
    }));
  }

  async markSent(reminder: ReminderKey, sentAt: Date): Promise<void> {
    await this.models.Reminder.updateOne(
      { ...keyOf(reminder), sentAt: null },
      { $set: { sentAt } },
    );
  }

  async release(reminder: ReminderKey, claimedAt: Date): Promise<void> {
    await this.models.Reminder.deleteOne({ ...keyOf(reminder), claimedAt, sentAt: null });
  }

  async purgeVisitsBefore(date: Date): Promise<void> {
    await this.models.Reminder.deleteMany({ startsAt: trusted({ $lt: date }) });
  }
}
