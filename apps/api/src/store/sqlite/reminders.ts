import type { ReminderKey, ReminderRepository } from '../types.js';
import type { SqliteDatabase } from './database.js';

const KEY = 'appointment_id = ? AND offset_hours = ? AND slot_key = ?';
const keyValues = (key: ReminderKey) => [key.appointmentId, key.offsetHours, key.slotKey] as const;

export class SqliteReminders implements ReminderRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  async claim(
    reminder: ReminderKey & { startsAt: Date },
    now: Date,
    leaseMs: number,
  ): Promise<boolean> {
    // One statement under the file's write lock: the first claim inserts the row; a later one
    // (in any process) updates it only when it is unsent and its lease has ended, and every other
    // changes nothing. A NULL lease_until (an older build's claim) never compares as ended.
    const { changes } = this.sql
      .statement(
        `INSERT INTO reminders
           (appointment_id, offset_hours, slot_key, starts_at, claimed_at, lease_until, sent_at)
         VALUES (?, ?, ?, ?, ?, ?, NULL)
         ON CONFLICT (appointment_id, offset_hours, slot_key) DO UPDATE
           SET starts_at = excluded.starts_at, claimed_at = excluded.claimed_at,
               lease_until = excluded.lease_until
           WHERE reminders.sent_at IS NULL AND reminders.lease_until <= excluded.claimed_at`,
      )
      .run(
        ...keyValues(reminder),
        reminder.startsAt.getTime(),
        now.getTime(),
        now.getTime() + leaseMs,
      );
    return changes === 1;
  }

  async listClaimed(appointmentIds: string[], now: Date): Promise<ReminderKey[]> {
    if (appointmentIds.length === 0) return [];
    // One statement for any number of ids (a list of placeholders would prepare one per length).
    const rows = this.sql
      .statement(
        `SELECT appointment_id, offset_hours, slot_key FROM reminders
         WHERE appointment_id IN (SELECT value FROM json_each(?))
           AND (sent_at IS NOT NULL OR lease_until IS NULL OR lease_until > ?)`,
      )
      .all(JSON.stringify(appointmentIds), now.getTime()) as {
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

  async markSent(reminder: ReminderKey, sentAt: Date): Promise<void> {
    this.sql
      .statement(`UPDATE reminders SET sent_at = ? WHERE ${KEY} AND sent_at IS NULL`)
      .run(sentAt.getTime(), ...keyValues(reminder));
  }

  async release(reminder: ReminderKey, claimedAt: Date): Promise<void> {
    this.sql
      .statement(`DELETE FROM reminders WHERE ${KEY} AND claimed_at = ? AND sent_at IS NULL`)
      .run(...keyValues(reminder), claimedAt.getTime());
  }

  async purgeVisitsBefore(date: Date): Promise<void> {
    this.sql.statement('DELETE FROM reminders WHERE starts_at < ?').run(date.getTime());
  }
}
