import type { WaitlistWish } from '@clinic/contracts';
import { trusted } from 'mongoose';
import { dayNumber } from '../rules.js';
import type {
  NewWaitlistOffer,
  WaitlistEntryRecord,
  WaitlistOfferRecord,
  WaitlistOfferStatus,
  WaitlistRepository,
} from '../types.js';
import { isDuplicateKey, isId } from './errors.js';
import type { DoctorDoc, Models, WaitlistEntryDoc, WaitlistOfferDoc } from './models.js';

function toWish(wish: WaitlistEntryDoc['wish']): WaitlistWish {
  return wish.kind === 'any'
    ? { kind: 'any' }
    : { kind: 'preferred', weekdays: [...wish.weekdays], halfDays: [...wish.halfDays] };
}

const toEntry = (doc: WaitlistEntryDoc): WaitlistEntryRecord => ({
  _id: doc._id.toHexString(),
  userId: doc.userId,
  docId: doc.docId,
  wish: toWish(doc.wish),
  until: doc.until,
  createdAt: doc.createdAt,
});

const toOffer = (doc: WaitlistOfferDoc): WaitlistOfferRecord => ({
  _id: doc._id.toHexString(),
  entryId: doc.entryId,
  userId: doc.userId,
  docId: doc.docId,
  slotDate: doc.slotDate,
  slotTime: doc.slotTime,
  offeredAt: doc.offeredAt,
  expiresAt: doc.expiresAt,
  status: doc.status,
  passedOn: doc.passedOn,
});

export class MongoWaitlist implements WaitlistRepository {
  constructor(private readonly models: Models) {}

  /**
   * The unique (userId, docId) index refuses a second entry; the cap is checked after the insert
   * (no transaction needed): a join that finds the patient over it takes its own entry back, so
   * concurrent joins may both give way but never pass the cap together.
   */
  async join(
    entry: Omit<WaitlistEntryRecord, '_id'>,
    maxEntries: number,
  ): Promise<WaitlistEntryRecord | 'duplicate' | 'limit'> {
    let doc;
    try {
      doc = await this.models.WaitlistEntry.create({ ...entry, untilDay: dayNumber(entry.until) });
    } catch (error) {
      if (isDuplicateKey(error)) return 'duplicate';
      throw error;
    }
    if ((await this.models.WaitlistEntry.countDocuments({ userId: entry.userId })) > maxEntries) {
      await this.models.WaitlistEntry.deleteOne({ _id: doc._id });
      return 'limit';
    }
    return toEntry(doc.toObject<WaitlistEntryDoc>());
  }

  async findEntry(id: string): Promise<WaitlistEntryRecord | null> {
    if (!isId(id)) return null;
    const doc = await this.models.WaitlistEntry.findById(id).lean<WaitlistEntryDoc>();
    return doc ? toEntry(doc) : null;
  }

  async listByUser(userId: string): Promise<WaitlistEntryRecord[]> {
    const docs = await this.models.WaitlistEntry.find({ userId })
      .sort({ createdAt: 1, _id: 1 })
      .lean<WaitlistEntryDoc[]>();
    return docs.map(toEntry);
  }

  async listByDoctor(docId: string): Promise<WaitlistEntryRecord[]> {
    const docs = await this.models.WaitlistEntry.find({ docId })
      .sort({ createdAt: 1, _id: 1 })
      .lean<WaitlistEntryDoc[]>();
    return docs.map(toEntry);
  }

  async removeEntry(id: string): Promise<boolean> {
    if (!isId(id)) return false;
    return (await this.models.WaitlistEntry.deleteOne({ _id: id })).deletedCount === 1;
  }

  async removeEndedBefore(today: string): Promise<void> {
    await this.models.WaitlistEntry.deleteMany({ untilDay: trusted({ $lt: dayNumber(today) }) });
  }

  async removeByUser(userId: string): Promise<void> {
    await this.models.WaitlistEntry.deleteMany({ userId });
    await this.models.WaitlistOffer.deleteMany({ userId });
  }

  /**
   * The unique `openSlot` of the open offer of a time decides between processes. The offer is
   * written first and the doctor's booked and blocked times read after, the reverse of a booking
   * (MongoAppointments.book), so that a booking racing the offer is seen by one of the two.
   */
  async offer(offer: NewWaitlistOffer): Promise<WaitlistOfferRecord | null> {
    if (!isId(offer.docId)) return null;
    let doc;
    try {
      doc = await this.models.WaitlistOffer.create({
        ...offer,
        openSlot: `${offer.docId} ${offer.slotDate} ${offer.slotTime}`,
      });
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
    const doctor = await this.models.Doctor.findById(offer.docId, {
      slots_booked: 1,
      blockedSlots: 1,
    }).lean<Pick<DoctorDoc, 'slots_booked' | 'blockedSlots'>>();
    const taken =
      !doctor ||
      (doctor.slots_booked[offer.slotDate] ?? []).includes(offer.slotTime) ||
      doctor.blockedSlots.some(
        (block) => block.date === offer.slotDate && block.times.includes(offer.slotTime),
      );
    if (taken) {
      await this.models.WaitlistOffer.deleteOne({ _id: doc._id });
      return null;
    }
    return toOffer(doc.toObject<WaitlistOfferDoc>());
  }

  async findOffer(id: string): Promise<WaitlistOfferRecord | null> {
    if (!isId(id)) return null;
    const doc = await this.models.WaitlistOffer.findById(id).lean<WaitlistOfferDoc>();
    return doc ? toOffer(doc) : null;
  }

  async offeredUsers(docId: string, slotDate: string, slotTime: string): Promise<string[]> {
    const users = await this.models.WaitlistOffer.distinct('userId', {
      docId,
      slotDate,
      slotTime,
    });
    return users.map(String);
  }

  async listOpen(now: Date, userId?: string): Promise<WaitlistOfferRecord[]> {
    const docs = await this.models.WaitlistOffer.find({
      status: 'open',
      expiresAt: trusted({ $gt: now }),
      ...(userId === undefined ? {} : { userId }),
    })
      .sort({ expiresAt: 1, _id: 1 })
      .lean<WaitlistOfferDoc[]>();
    return docs.map(toOffer);
  }

  async end(
    id: string,
    status: Exclude<WaitlistOfferStatus, 'open'>,
    now: Date,
  ): Promise<WaitlistOfferRecord | null> {
    if (!isId(id)) return null;
    const guard = {
      claimed: { expiresAt: trusted({ $gt: now }) },
      expired: { expiresAt: trusted({ $lte: now }) },
      declined: {},
    };
    const doc = await this.models.WaitlistOffer.findOneAndUpdate(
      { _id: id, status: 'open', ...guard[status] },
      { $set: { status, openSlot: `ended ${id}` } },
      { returnDocument: 'after' },
    ).lean<WaitlistOfferDoc>();
    return doc ? toOffer(doc) : null;
  }

  async listExpired(now: Date): Promise<WaitlistOfferRecord[]> {
    const docs = await this.models.WaitlistOffer.find({
      status: 'open',
      expiresAt: trusted({ $lte: now }),
    })
      .sort({ expiresAt: 1, _id: 1 })
      .lean<WaitlistOfferDoc[]>();
    return docs.map(toOffer);
  }

  async listToPassOn(): Promise<WaitlistOfferRecord[]> {
    const docs = await this.models.WaitlistOffer.find({
      status: trusted({ $in: ['declined', 'expired'] }),
      passedOn: false,
    })
      .sort({ _id: 1 })
      .lean<WaitlistOfferDoc[]>();
    return docs.map(toOffer);
  }

  async markPassedOn(id: string): Promise<void> {
    if (!isId(id)) return;
    await this.models.WaitlistOffer.updateOne({ _id: id }, { $set: { passedOn: true } });
  }
}
