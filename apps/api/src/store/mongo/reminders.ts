import { trusted } from 'mongoose';
import type { ReminderKey, ReminderRepository } from '../types.js';
import { isDuplicateKey } from './errors.js';
import type { Models, ReminderDoc } from './models.js';

export class MongoReminders implements ReminderRepository {
  constructor(private readonly models: Models) {}

  async claim(reminder: ReminderKey & { startsAt: Date }, now: Date): Promise<boolean> {
    try {
      // One insert under the unique index: the first claim of a key gets in, in any process.
      await this.models.Reminder.create({ ...reminder, claimedAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async listClaimed(appointmentIds: string[]): Promise<ReminderKey[]> {
    if (appointmentIds.length === 0) return [];
    const docs = await this.models.Reminder.find(
      { appointmentId: trusted({ $in: appointmentIds }) },
      { _id: 0, appointmentId: 1, offsetHours: 1, slotKey: 1 },
    ).lean<Pick<ReminderDoc, 'appointmentId' | 'offsetHours' | 'slotKey'>[]>();
    return docs.map((doc) => ({
      appointmentId: doc.appointmentId,
      offsetHours: doc.offsetHours,
      slotKey: doc.slotKey,
    }));
  }

  async release(reminder: ReminderKey): Promise<void> {
    await this.models.Reminder.deleteOne({
      appointmentId: reminder.appointmentId,
      offsetHours: reminder.offsetHours,
      slotKey: reminder.slotKey,
    });
  }

  async purgeVisitsBefore(date: Date): Promise<void> {
    await this.models.Reminder.deleteMany({ startsAt: trusted({ $lt: date }) });
  }
}
