/**
 * Freed times offered to the waiting list (docs/product.md, Waiting list). When a time of a doctor
 * frees (a cancel, a move away, an unblock), the first waiting patient (oldest entry) whose wish
 * it matches (`wishMatches`) and who was not offered it before is offered it, held for
 * OFFER_HOLD_MINUTES. Every step is a store record claimed atomically, never this process's
 * memory: the store writes at most one open offer of a time, ends an offer with a guarded update,
 * and passes each ended offer on once it is marked so; the schedule (src/schedule.ts) ends the
 * expired holds and passes on what a crashed process left, so a restart loses nothing.
 */
import {
  OFFER_HOLD_MINUTES,
  SITE_PAGES,
  formatSlotTime,
  toDateKey,
  wishMatches,
  zonedClock,
} from '@clinic/contracts';
import type { AppDeps } from '../../context.js';
import type { Logger } from '../../libraries/logger.js';
import type { WaitlistOfferRecord } from '../../store/types.js';
import { when } from '../appointments/notices.js';

export type WaitlistOfferDeps = Pick<AppDeps, 'store' | 'mailer' | 'config' | 'clock'> & {
  logger: Logger;
};

/** A doctor's time, D_M_YYYY and HH:MM. */
export interface FreedTime {
  docId: string;
  slotDate: string;
  slotTime: string;
}

const HOLD_MS = OFFER_HOLD_MINUTES * 60_000;

export function createWaitlistOffers({ store, mailer, config, clock, logger }: WaitlistOfferDeps) {
  const { timeZone } = config.clinic;

  /** '14:35' on the clinic's clock, as a patient reads it ('2:35 pm'). */
  function clinicTime(at: Date): string {
    const { minutes } = zonedClock(at, timeZone);
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    return formatSlotTime(`${hh}:${mm}`);
  }

  async function mailOffer(offer: WaitlistOfferRecord): Promise<void> {
    const [patient, doctor] = await Promise.all([
      store.users.findById(offer.userId),
      store.doctors.findById(offer.docId),
    ]);
    if (!patient || !doctor) return;
    const { clinic } = config;
    try {
      await mailer.send({
        to: patient.email,
        subject: `A time with ${doctor.name} is free for you`,
        text: [
          `Dear ${patient.name},`,
          `A time you were waiting for has freed: ${when(offer)} with ${doctor.name}.`,
          `We hold it for you until ${clinicTime(offer.expiresAt)} (${OFFER_HOLD_MINUTES} minutes). To take it, open My Appointments and choose "Claim this time": ${config.publicUrl}${SITE_PAGES.myAppointments}`,
          'If it does not suit you, you need do nothing: it goes to the next patient waiting.',
          `With warm regards,\n${clinic.name}`,
        ].join('\n\n'),
      });
    } catch (error) {
      // The offer stands and shows on My Appointments; the mail is a courtesy.
      logger.error(`Could not mail the waiting-list offer ${offer._id}`, error);
    }
  }

  /**
   * Offers the time to the next waiting patient it suits: the first entry, oldest first, whose
   * wish matches, who holds no other open offer and was never offered this time. The offer for
   * the one write that made it (and its mail), null when nobody waits for it, or another offer of
   * the time is open, or it is taken or blocked.
   */
  async function offerNext({
    docId,
    slotDate,
    slotTime,
  }: FreedTime): Promise<WaitlistOfferRecord | null> {
    const time = { docId, slotDate, slotTime };
    const now = clock();
    const [entries, offered, open] = await Promise.all([
      store.waitlist.listByDoctor(time.docId),
      store.waitlist.offeredUsers(time.docId, time.slotDate, time.slotTime),
      store.waitlist.listOpen(now),
    ]);
    const holding = new Set(open.map((offer) => offer.entryId));
    const next = entries.find(
      (entry) =>
        !offered.includes(entry.userId) &&
        !holding.has(entry._id) &&
        wishMatches(entry, time, { now, timeZone }),
    );
    if (!next) return null;
    const offer = await store.waitlist.offer({
      entryId: next._id,
      userId: next.userId,
      ...time,
      offeredAt: now,
      expiresAt: new Date(now.getTime() + HOLD_MS),
    });
    if (offer) await mailOffer(offer);
    return offer;
  }

  /** An ended offer's time goes to the next patient, once: then it is marked passed on. */
  async function passOn(offer: WaitlistOfferRecord): Promise<void> {
    await offerNext(offer);
    await store.waitlist.markPassedOn(offer._id);
  }

  /**
   * The schedule's round: entries whose last day has passed go; holds that ran out end (of two
   * processes ending one, one wins) and, with declined offers a crash left, are passed on.
   */
  async function sweep(now: Date): Promise<void> {
    await store.waitlist.removeEndedBefore(toDateKey(zonedClock(now, timeZone)));
    for (const offer of await store.waitlist.listExpired(now)) {
      await store.waitlist.end(offer._id, 'expired', now);
    }
    for (const offer of await store.waitlist.listToPassOn()) await passOn(offer);
  }

  return { timeFreed: offerNext, passOn, sweep };
}

export type WaitlistOffers = ReturnType<typeof createWaitlistOffers>;
