import type { BlockedSlots, WaitlistWish } from '@clinic/contracts';
import { dayNumber } from '../rules.js';
import type {
  NewWaitlistOffer,
  WaitlistEntryRecord,
  WaitlistOfferRecord,
  WaitlistOfferStatus,
  WaitlistRepository,
} from '../types.js';
import { bool, fromJson, newId, toJson } from './database.js';
import type { SqliteDatabase } from './database.js';

interface EntryRow {
  id: string;
  user_id: string;
  doc_id: string;
  wish: string;
  until: string;
  created_at: number;
}

interface OfferRow {
  id: string;
  entry_id: string;
  user_id: string;
  doc_id: string;
  slot_date: string;
  slot_time: string;
  offered_at: number;
  expires_at: number;
  status: WaitlistOfferStatus;
  passed_on: number;
}

const toEntry = (row: EntryRow): WaitlistEntryRecord => ({
  _id: row.id,
  userId: row.user_id,
  docId: row.doc_id,
  wish: fromJson<WaitlistWish>(row.wish),
  until: row.until,
  createdAt: new Date(row.created_at),
});

const toOffer = (row: OfferRow): WaitlistOfferRecord => ({
  _id: row.id,
  entryId: row.entry_id,
  userId: row.user_id,
  docId: row.doc_id,
  slotDate: row.slot_date,
  slotTime: row.slot_time,
  offeredAt: new Date(row.offered_at),
  expiresAt: new Date(row.expires_at),
  status: row.status,
  passedOn: bool(row.passed_on),
});

export class SqliteWaitlist implements WaitlistRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  private entryRow(id: string): EntryRow | undefined {
    return this.sql.statement('SELECT * FROM waitlist_entries WHERE id = ?').get(id) as
      EntryRow | undefined;
  }

  private offerRow(id: string): OfferRow | undefined {
    return this.sql.statement('SELECT * FROM waitlist_offers WHERE id = ?').get(id) as
      OfferRow | undefined;
  }

  async join(
    entry: Omit<WaitlistEntryRecord, '_id'>,
    maxEntries: number,
  ): Promise<WaitlistEntryRecord | 'duplicate' | 'limit'> {
    const id = newId();
    // One write transaction: the patient's entries are counted with no other join in between.
    const outcome = this.sql.transaction(() => {
      const mine = this.sql
        .statement('SELECT doc_id FROM waitlist_entries WHERE user_id = ?')
        .all(entry.userId) as { doc_id: string }[];
      if (mine.some((row) => row.doc_id === entry.docId)) return 'duplicate' as const;
      if (mine.length >= maxEntries) return 'limit' as const;
      this.sql
        .statement(
          `INSERT INTO waitlist_entries (id, user_id, doc_id, wish, until, until_day, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          entry.userId,
          entry.docId,
          toJson(entry.wish),
          entry.until,
          dayNumber(entry.until),
          entry.createdAt.getTime(),
        );
      return null;
    });
    return outcome ?? toEntry(this.entryRow(id) as EntryRow);
  }

  async findEntry(id: string): Promise<WaitlistEntryRecord | null> {
    const row = this.entryRow(id);
    return row ? toEntry(row) : null;
  }

  async listByUser(userId: string): Promise<WaitlistEntryRecord[]> {
    const rows = this.sql
      .statement('SELECT * FROM waitlist_entries WHERE user_id = ? ORDER BY created_at, seq')
      .all(userId) as EntryRow[];
    return rows.map(toEntry);
  }

  async listByDoctor(docId: string): Promise<WaitlistEntryRecord[]> {
    const rows = this.sql
      .statement('SELECT * FROM waitlist_entries WHERE doc_id = ? ORDER BY created_at, seq')
      .all(docId) as EntryRow[];
    return rows.map(toEntry);
  }

  async removeEntry(id: string): Promise<boolean> {
    return this.sql.statement('DELETE FROM waitlist_entries WHERE id = ?').run(id).changes === 1;
  }

  async removeEndedBefore(today: string): Promise<void> {
    this.sql.statement('DELETE FROM waitlist_entries WHERE until_day < ?').run(dayNumber(today));
  }

  async removeByUser(userId: string): Promise<void> {
    this.sql.transaction(() => {
      this.sql.statement('DELETE FROM waitlist_entries WHERE user_id = ?').run(userId);
      this.sql.statement('DELETE FROM waitlist_offers WHERE user_id = ?').run(userId);
    });
  }

  async offer(offer: NewWaitlistOffer): Promise<WaitlistOfferRecord | null> {
    const id = newId();
    // One write transaction: a booking or a block of the time lands wholly before (no offer) or
    // after (refused by the offer it then finds, AppointmentRepository.book).
    const written = this.sql.transaction(() => {
      const booked = this.sql
        .statement(
          `SELECT 1 FROM appointments
           WHERE doc_id = ? AND slot_date = ? AND slot_time = ? AND cancelled = 0`,
        )
        .get(offer.docId, offer.slotDate, offer.slotTime);
      if (booked) return false;
      const doctor = this.sql
        .statement('SELECT blocked_slots FROM doctors WHERE id = ?')
        .get(offer.docId) as { blocked_slots: string } | undefined;
      const blocked = fromJson<BlockedSlots[]>(doctor?.blocked_slots ?? '[]').some(
        (block) => block.date === offer.slotDate && block.times.includes(offer.slotTime),
      );
      if (!doctor || blocked) return false;
      // The partial unique index on the open offer of a time decides between processes.
      const result = this.sql
        .statement(
          `INSERT INTO waitlist_offers (id, entry_id, user_id, doc_id, slot_date, slot_time,
             offered_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        )
        .run(
          id,
          offer.entryId,
          offer.userId,
          offer.docId,
          offer.slotDate,
          offer.slotTime,
          offer.offeredAt.getTime(),
          offer.expiresAt.getTime(),
        );
      return result.changes === 1;
    });
    return written ? toOffer(this.offerRow(id) as OfferRow) : null;
  }

  async findOffer(id: string): Promise<WaitlistOfferRecord | null> {
    const row = this.offerRow(id);
    return row ? toOffer(row) : null;
  }

  async offeredUsers(docId: string, slotDate: string, slotTime: string): Promise<string[]> {
    const rows = this.sql
      .statement(
        `SELECT DISTINCT user_id FROM waitlist_offers
         WHERE doc_id = ? AND slot_date = ? AND slot_time = ?`,
      )
      .all(docId, slotDate, slotTime) as { user_id: string }[];
    return rows.map((row) => row.user_id);
  }

  async listOpen(now: Date, userId?: string): Promise<WaitlistOfferRecord[]> {
    const rows = (
      userId === undefined
        ? this.sql
            .statement(
              `SELECT * FROM waitlist_offers WHERE status = 'open' AND expires_at > ?
               ORDER BY expires_at, seq`,
            )
            .all(now.getTime())
        : this.sql
            .statement(
              `SELECT * FROM waitlist_offers WHERE user_id = ? AND status = 'open'
               AND expires_at > ? ORDER BY expires_at, seq`,
            )
            .all(userId, now.getTime())
    ) as OfferRow[];
    return rows.map(toOffer);
  }

  async end(
    id: string,
    status: Exclude<WaitlistOfferStatus, 'open'>,
    now: Date,
  ): Promise<WaitlistOfferRecord | null> {
    const guard = {
      claimed: 'AND expires_at > @now',
      expired: 'AND expires_at <= @now',
      declined: '',
    };
    const row = this.sql
      .statement(
        `UPDATE waitlist_offers SET status = @status
         WHERE id = @id AND status = 'open' ${guard[status]} RETURNING *`,
      )
      .get({ id, status, now: now.getTime() }) as OfferRow | undefined;
    return row ? toOffer(row) : null;
  }

  async listExpired(now: Date): Promise<WaitlistOfferRecord[]> {
    const rows = this.sql
      .statement(
        `SELECT * FROM waitlist_offers WHERE status = 'open' AND expires_at <= ?
         ORDER BY expires_at, seq`,
      )
      .all(now.getTime()) as OfferRow[];
    return rows.map(toOffer);
  }

  async listToPassOn(): Promise<WaitlistOfferRecord[]> {
    const rows = this.sql
      .statement(
        `SELECT * FROM waitlist_offers
         WHERE status IN ('declined', 'expired') AND passed_on = 0 ORDER BY seq`,
      )
      .all() as OfferRow[];
    return rows.map(toOffer);
  }

  async markPassedOn(id: string): Promise<void> {
    this.sql.statement('UPDATE waitlist_offers SET passed_on = 1 WHERE id = ?').run(id);
  }
}
