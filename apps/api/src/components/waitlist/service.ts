/**
 * A patient's waiting lists (docs/product.md, Waiting list): joining a doctor's list, leaving
 * it, and the offers of freed times (offers.ts), claimed with one click (a booking under the
 * usual rules, which the hold lets through for this patient alone) or declined; and each
 * doctor's list as staff see it.
 */
import { MAX_WAITLIST_ENTRIES, waitlistUntilRefusal } from '@clinic/contracts';
import type {
  AdminWaitlistEntry,
  JoinWaitlistRequest,
  WaitlistEntry,
  WaitlistOffer,
} from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type {
  AppointmentRecord,
  WaitlistEntryRecord,
  WaitlistOfferRecord,
} from '../../store/types.js';
import type { Actor, AuditLog } from '../admin/audit-log.js';
import { createAppointmentService } from '../appointments/service.js';
import { createWaitlistOffers } from './offers.js';

export function createWaitlistService(ctx: AppContext, audit: AuditLog) {
  const { store, config, clock } = ctx;
  const appointments = createAppointmentService(ctx);
  const offers = createWaitlistOffers(ctx);

  /** Each doctor's name by id, for the patient's view. */
  async function doctorNames(docIds: string[]): Promise<Map<string, string>> {
    const doctors = await Promise.all([...new Set(docIds)].map((id) => store.doctors.findById(id)));
    return new Map(doctors.flatMap((doctor) => (doctor ? [[doctor._id, doctor.name]] : [])));
  }

  const entryView = (entry: WaitlistEntryRecord, names: Map<string, string>): WaitlistEntry => ({
    _id: entry._id,
    docId: entry.docId,
    doctorName: names.get(entry.docId) ?? '',
    wish: entry.wish,
    until: entry.until,
    createdAt: entry.createdAt.toISOString(),
  });

  const offerView = (offer: WaitlistOfferRecord, names: Map<string, string>): WaitlistOffer => ({
    _id: offer._id,
    docId: offer.docId,
    doctorName: names.get(offer.docId) ?? '',
    slotDate: offer.slotDate,
    slotTime: offer.slotTime,
    expiresAt: offer.expiresAt.toISOString(),
  });

  async function mine(
    userId: string,
  ): Promise<{ entries: WaitlistEntry[]; offers: WaitlistOffer[] }> {
    const [entries, open] = await Promise.all([
      store.waitlist.listByUser(userId),
      store.waitlist.listOpen(clock(), userId),
    ]);
    const names = await doctorNames([...entries, ...open].map((item) => item.docId));
    return {
      entries: entries.map((entry) => entryView(entry, names)),
      offers: open.map((offer) => offerView(offer, names)),
    };
  }

  async function join(userId: string, request: JoinWaitlistRequest): Promise<WaitlistEntry> {
    const doctor = await store.doctors.findById(request.docId);
    if (!doctor) throw AppError.notFound('doctorNotFound');
    if (!doctor.available) throw AppError.badRequest('doctorNotAvailable');
    if (waitlistUntilRefusal(request.until, { now: clock(), timeZone: config.clinic.timeZone }))
      throw AppError.badRequest('waitlistUntilOutside');
    const joined = await store.waitlist.join(
      { userId, docId: doctor._id, wish: request.wish, until: request.until, createdAt: clock() },
      MAX_WAITLIST_ENTRIES,
    );
    if (joined === 'duplicate') throw AppError.conflict('waitlistAlreadyOn');
    if (joined === 'limit') throw AppError.conflict('waitlistLimit');
    return entryView(joined, new Map([[doctor._id, doctor.name]]));
  }

  async function leave(userId: string, entryId: string): Promise<void> {
    const entry = await store.waitlist.findEntry(entryId);
    if (!entry) throw AppError.notFound('waitlistEntryNotFound');
    if (entry.userId !== userId) throw AppError.forbidden();
    if (!(await store.waitlist.removeEntry(entryId)))
      throw AppError.notFound('waitlistEntryNotFound');
  }

  /** The caller's own open offer, unexpired: 404 / 403 / 409. */
  async function ownOpenOffer(userId: string, offerId: string): Promise<WaitlistOfferRecord> {
    const offer = await store.waitlist.findOffer(offerId);
    if (!offer) throw AppError.notFound('waitlistOfferGone');
    if (offer.userId !== userId) throw AppError.forbidden();
    if (offer.status !== 'open' || offer.expiresAt <= clock())
      throw AppError.conflict('waitlistOfferGone');
    return offer;
  }

  /**
   * Books the offered time for its patient under the usual booking rules (the window, the cap on
   * unpaid bookings); their own hold lets the booking through. The offer then ends as claimed
   * and the entry leaves the list: the wish is met.
   */
  async function claim(userId: string, offerId: string): Promise<AppointmentRecord> {
    const offer = await ownOpenOffer(userId, offerId);
    const appointment = await appointments.book(userId, {
      docId: offer.docId,
      slotDate: offer.slotDate,
      slotTime: offer.slotTime,
    });
    await store.waitlist.end(offer._id, 'claimed', clock());
    await store.waitlist.removeEntry(offer.entryId);
    return appointment;
  }

  /** Gives the time back: it goes to the next patient waiting at once. */
  async function decline(userId: string, offerId: string): Promise<void> {
    const offer = await ownOpenOffer(userId, offerId);
    const ended = await store.waitlist.end(offer._id, 'declined', clock());
    if (!ended) throw AppError.conflict('waitlistOfferGone');
    ctx.catalogs.doctors.invalidate();
    await offers.passOn(ended);
  }

  /** A doctor's list for staff, oldest entry first, with each patient's contact and offer. */
  async function forDoctor(actor: Actor, docId: string): Promise<AdminWaitlistEntry[]> {
    const doctor = await store.doctors.findById(docId);
    if (!doctor) throw AppError.notFound('doctorNotFound');
    const [entries, open] = await Promise.all([
      store.waitlist.listByDoctor(docId),
      store.waitlist.listOpen(clock()),
    ]);
    const offerOf = new Map(open.map((offer) => [offer.entryId, offer]));
    const names = new Map([[doctor._id, doctor.name]]);
    const shown = await Promise.all(
      entries.map(async (entry): Promise<AdminWaitlistEntry> => {
        const patient = await store.users.findById(entry.userId);
        const offer = offerOf.get(entry._id);
        return {
          ...entryView(entry, names),
          patient: {
            name: patient?.name ?? '',
            email: patient?.email ?? '',
            phone: patient?.phone ?? '',
          },
          offer: offer
            ? {
                slotDate: offer.slotDate,
                slotTime: offer.slotTime,
                expiresAt: offer.expiresAt.toISOString(),
              }
            : null,
        };
      }),
    );
    await audit.recordRead(
      actor,
      {
        action: 'waitlist.read',
        targetType: 'doctor',
        shown: { doctorId: docId, entries: entries.map((entry) => entry._id) },
      },
      [...new Set(entries.map((entry) => entry.userId))],
    );
    return shown;
  }

  return { mine, join, leave, claim, decline, forDoctor };
}
