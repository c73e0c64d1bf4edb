import type { ReminderKey, ReminderRepository } from '../types.js';
import type { SqliteDatabase } from './database.js';

export class SqliteReminders implements ReminderRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async claim(reminder: ReminderKey & { startsAt: Date }, now: Date): Promise<boolean> {
    // One statement under the file's write lock: the primary key lets the first claim in, and
    // every later one (in any process) changes nothing.
    const { changes } = this.sql
      .statement(
        `INSERT INTO reminders (appointment_id, offset_hours, slot_key, starts_at, claimed_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(
        reminder.appointmentId,
        reminder.offsetHours,
        reminder.slotKey,
        reminder.startsAt.getTime(),
        now.getTime(),
      );
    return changes === 1;
  }

  async listClaimed(appointmentIds: string[]): Promise<ReminderKey[]> {
    if (appointmentIds.length === 0) return [];
    // One statement for any number of ids (a list of placeholders would prepare one per length).
    const rows = this.sql
      .statement(
        `SELECT appointment_id, offset_hours, slot_key FROM reminders
         WHERE appointment_id IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(appointmentIds)) as {
      appointment_id: string;
      offset_hours: number;
      slot_key: string;
    }[];
    return rows.map((row) => ({
      appointmentId: row.appointment_id,
      offsetHours: row.offset_hours,
      slotKey: row.slot_key,
    }));
  }

  async release(reminder: ReminderKey): Promise<void> {
    this.sql
      .statement(
        'DELETE FROM reminders WHERE appointment_id = ? AND offset_hours = ? AND slot_key = ?',
      )
      .run(reminder.appointmentId, reminder.offsetHours, reminder.slotKey);
  }

  async purgeVisitsBefore(date: Date): Promise<void> {
    this.sql.statement('DELETE FROM reminders WHERE starts_at < ?').run(date.getTime());
  }
}
