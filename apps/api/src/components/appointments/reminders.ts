/**
 * Reminders before each live visit, REMINDER_HOURS before its start (docs/decisions.md, Schedule),
 * sent by the schedule's every-minute round in every API process. Each (appointment, offset,
 * slot) goes once: it is claimed in the store (ReminderRepository) under a lease before its mail
 * is sent and marked sent right after, so several processes, or a restart, never send it twice;
 * a claim whose holder died before marking it is taken over once its lease ends. A moved
 * appointment has a new slot, so its reminders go again for the new time.
 */
import { slotStart, toDateKey, zonedClock } from '@clinic/contracts';
import { reminderLag } from '../../libraries/metrics.js';
import type { ReminderKey, Store, UpcomingVisit } from '../../store/types.js';
import { createPatientNotices } from './notices.js';
import type { NoticeDeps, Slot } from './notices.js';

const HOUR_MS = 3_600_000;
/**
 * How long a claim holds a reminder: longer than a send may take (nodemailer gives up on an SMTP
 * server silent for 10 minutes), so no other round takes it over while its mail is on the way; a
 * reminder whose holder died goes at most that much late.
 */
export const REMINDER_LEASE_MS = 15 * 60_000;

/** 'D_M_YYYY HH:MM': the slot a reminder was for. */
export const slotKey = (slot: Slot): string => `${slot.slotDate} ${slot.slotTime}`;

const keyText = (key: ReminderKey) => `${key.appointmentId} ${key.offsetHours} ${key.slotKey}`;

/**
 * Which reminder of a visit is due at `now`, if any: of the offsets whose moment (`hours` before
 * the start) has come while the visit is still ahead, the nearest to the visit. After a downtime
 * that passed several moments only that one goes: the longer ones say nothing it does not. An
 * offset whose moment came before the booking is skipped, since the booking's own mail told the
 * patient (booked 3 hours ahead: the 2-hour reminder, not the 24-hour one).
 */
export function dueOffset(
  visit: { start: Date; bookedAt: Date },
  hours: readonly number[],
  now: Date,
): number | null {
  const start = visit.start.getTime();
  if (now.getTime() >= start) return null;
  const due = hours.filter((offset) => {
    const moment = start - offset * HOUR_MS;
    return moment <= now.getTime() && moment >= visit.bookedAt.getTime();
  });
  return due.length === 0 ? null : Math.min(...due);
}

export function createReminders(deps: NoticeDeps & { store: Store }) {
  const { store, config, clock } = deps;
  const notices = createPatientNotices(deps);
  const longest = Math.max(...config.reminders.hours);

  /** The visits of the days from today to `longest` hours ahead that have a reminder due now. */
  async function dueNow(
    now: Date,
  ): Promise<{ visit: UpcomingVisit; start: Date; key: ReminderKey }[]> {
    const { timeZone } = config.clinic;
    const visits = await store.appointments.listLiveStartingBetween(
      toDateKey(zonedClock(now, timeZone)),
      toDateKey(zonedClock(new Date(now.getTime() + longest * HOUR_MS), timeZone)),
    );
    return visits.flatMap((visit) => {
      const start = slotStart(visit.slotDate, visit.slotTime, timeZone);
      if (!start) return [];
      const offset = dueOffset(
        { start, bookedAt: new Date(visit.date) },
        config.reminders.hours,
        now,
      );
      if (offset === null) return [];
      return [
        {
          visit,
          start,
          key: { appointmentId: visit._id, offsetHours: offset, slotKey: slotKey(visit) },
        },
      ];
    });
  }

  /**
   * One round: claim each due reminder that is neither sent nor held by a running lease, send the
   * ones won and mark them sent. A crash after the send and before the mark is the one case that
   * sends a reminder twice: the claim's lease ends unsent, and a later round mails it again.
   */
  async function sendDue(now: Date): Promise<void> {
    const due = await dueNow(now);
    if (due.length === 0) return;
    // A read first, so that a round finds the reminders already sent without a write for each.
    const ids = due.map(({ visit }) => visit._id);
    const claimed = new Set((await store.reminders.listClaimed(ids, now)).map(keyText));
    for (const { start, key } of due) {
      if (claimed.has(keyText(key))) continue;
      // The lease runs from the claim, not from the round's start, which earlier mails delayed.
      const claimedAt = clock();
      if (!(await store.reminders.claim({ ...key, startsAt: start }, claimedAt, REMINDER_LEASE_MS)))
        continue;
      // Read whole only now: the mail needs the snapshots, and the appointment may have been
      // cancelled or moved since the list was read.
      const appointment = await store.appointments.findById(key.appointmentId);
      if (!appointment || appointment.cancelled || slotKey(appointment) !== key.slotKey) continue;
      if (await notices.reminder(appointment)) {
        const sentAt = clock();
        await store.reminders.markSent(key, sentAt);
        const dueAt = start.getTime() - key.offsetHours * HOUR_MS;
        reminderLag.observe(Math.max(0, sentAt.getTime() - dueAt) / 1000);
      }
      // Not sent (the mail server is down): given back, so that a later round tries again while
      // the visit is still ahead.
      else await store.reminders.release(key, claimedAt);
    }
  }

  return { sendDue };
}
