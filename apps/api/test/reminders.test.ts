/**
 * Reminders before each live visit at REMINDER_HOURS (24 and 2 by default), sent by the schedule
 * on the injected clock (docs/decisions.md, Schedule): each (appointment, offset, slot) once, in
 * one process or several, across restarts, late after a downtime only while the visit is ahead.
 */
import { API } from '@clinic/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { REMINDER_LEASE_MS } from '../src/components/appointments/reminders.js';
import { createLogger } from '../src/libraries/logger.js';
import { startSchedule } from '../src/schedule.js';
import type { Schedule } from '../src/schedule.js';
import type { Store } from '../src/store/index.js';
import { book } from './admin-fixtures.js';
import { inviteOf } from './support/ical.js';
import {
  MAIL_FOOTER,
  addDoctor,
  addPatient,
  auth,
  forEachStore,
  startSecondInstance,
} from './support/harness.js';
import type { Patient, SecondInstance, TestApi } from './support/harness.js';

const PUBLIC_URL = 'https://care.clinic.example';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Wednesday 4 March 2026, 10:00 in Kolkata; the clock starts on Monday 2 March, 09:00. */
const VISIT = new Date('2026-03-04T04:30:00Z');
const before = (hours: number, minutes = 0) =>
  new Date(VISIT.getTime() - hours * HOUR - minutes * MINUTE);

let schedules: Schedule[] = [];
let others: SecondInstance[] = [];
afterEach(async () => {
  for (const schedule of schedules) schedule.stop();
  for (const other of others) await other.close();
  schedules = [];
  others = [];
});

/** A schedule as an API process runs it, on `store` (the test's own handle unless given). */
function scheduleOf(api: TestApi, store: Store = api.store): Schedule {
  const schedule = startSchedule({
    store,
    config: api.config,
    clock: api.clock.now,
    logger: createLogger('silent'),
    mailer: api.mailer,
  });
  schedules.push(schedule);
  return schedule;
}

/** Sets the clock, then runs one round of each schedule at once. */
async function roundAt(api: TestApi, at: Date, ...each: Schedule[]): Promise<void> {
  api.clock.set(at);
  await Promise.all(each.map((schedule) => schedule.runOnce()));
}

const remindersSent = (api: TestApi) =>
  api.mailer.sent.filter((mail) => mail.subject.startsWith('Reminder:'));

async function bookedVisit(
  api: TestApi,
  slot = { slotDate: '4_3_2026', slotTime: '10:00' },
): Promise<{ id: string; priya: Patient }> {
  const doctor = await addDoctor(api);
  const priya = await addPatient(api, 'Priya Sharma');
  return { id: await book(api, priya, doctor._id, slot.slotDate, slot.slotTime), priya };
}

forEachStore(
  (api) => {
    describe('reminders before a visit', () => {
      it('when the clock passes 24 h and 2 h before the visit, then each reminder goes once at its mark, and none after the visit', async () => {
        const { id, priya } = await bookedVisit(api());
        const schedule = scheduleOf(api());
        const counts: number[] = [];
        for (const at of [
          api().clock.now(),
          before(24, 1),
          before(24),
          before(23, 59),
          before(2, 1),
          before(2),
          before(1, 59),
          before(0, 1),
          new Date(VISIT.getTime() + MINUTE),
        ]) {
          await roundAt(api(), at, schedule);
          counts.push(remindersSent(api()).length);
        }

        expect(counts).toEqual([0, 0, 1, 1, 1, 2, 2, 2, 2]);
        const [dayBefore, hoursBefore] = remindersSent(api()).map(
          ({ icalEvent: _invite, ...mail }) => mail,
        );
        expect(hoursBefore).toEqual(dayBefore);
        expect(dayBefore).toEqual({
          to: priya.email,
          subject: 'Reminder: your appointment on Wednesday 4 March 2026 at 10:00 am',
          text: [
            'Dear Priya Sharma,',
            'This is a reminder of your appointment with Dr. Asha Rao.',
            'When: Wednesday 4 March 2026, 10:00 am India Standard Time (Asia/Kolkata)\n' +
              'With: Dr. Asha Rao\n' +
              'Where: 12 MG Road, Bengaluru',
            'Please come about ten minutes early. To reschedule or cancel, open your appointment ' +
              `at ${PUBLIC_URL}/my-appointment/${id} or call us on +91 98765 43210.`,
            'With warm regards,\nHolistic Mind Clinic',
            MAIL_FOOTER,
          ].join('\n\n'),
        });
      });

      it('when a reminder goes, then its invite repeats the booking’s: a REQUEST with the same UID and SEQUENCE, for the same time and place', async () => {
        await bookedVisit(api());
        const schedule = scheduleOf(api());

        await roundAt(api(), before(24), schedule);

        const booked = inviteOf(api().mailer.sent[0]);
        const reminder = inviteOf(remindersSent(api())[0]);
        expect(reminder.method).toBe('REQUEST');
        expect(reminder.event).toMatchObject({
          UID: booked.event.UID,
          SEQUENCE: '0',
          DTSTART: '20260304T043000Z',
          DTEND: '20260304T050000Z',
          SUMMARY: 'Appointment at Holistic Mind Clinic',
          LOCATION: '12 MG Road, Bengaluru',
          STATUS: 'CONFIRMED',
        });
        expect(JSON.stringify(remindersSent(api()))).not.toContain('Psychiatrist');
      });

      it('when the API restarts, then a schedule on a new handle of the same store sends none again', async () => {
        await bookedVisit(api());
        await roundAt(api(), before(24), scheduleOf(api()));
        const restarted = await startSecondInstance(api());
        others.push(restarted);
        const schedule = scheduleOf(api(), restarted.store);

        await roundAt(api(), before(24), schedule);
        await roundAt(api(), before(23), schedule);
        expect(remindersSent(api())).toHaveLength(1);

        await roundAt(api(), before(2), schedule);
        await roundAt(api(), before(1), schedule);
        expect(remindersSent(api())).toHaveLength(2);
      });

      it('when two schedules race on one store, then each reminder goes once', async () => {
        await bookedVisit(api());
        const other = await startSecondInstance(api());
        others.push(other);
        const first = scheduleOf(api());
        const second = scheduleOf(api(), other.store);

        for (const minutes of [0, 1, 2]) {
          await roundAt(api(), new Date(before(24).getTime() + minutes * MINUTE), first, second);
        }
        expect(remindersSent(api())).toHaveLength(1);

        for (const minutes of [0, 1, 2]) {
          await roundAt(api(), new Date(before(2).getTime() + minutes * MINUTE), second, first);
        }
        expect(remindersSent(api())).toHaveLength(2);
      });

      it('when a process dies between its claim and its mail, then the first round after the lease sends the reminder once', async () => {
        const { id } = await bookedVisit(api());
        const dying = await startSecondInstance(api());
        others.push(dying);
        // What a round claims before it mails, in a process that then dies.
        const key = { appointmentId: id, offsetHours: 24, slotKey: '4_3_2026 10:00' };
        expect(
          await dying.store.reminders.claim(
            { ...key, startsAt: VISIT },
            before(24),
            REMINDER_LEASE_MS,
          ),
        ).toBe(true);
        const schedule = scheduleOf(api());
        const afterLease = new Date(before(24).getTime() + REMINDER_LEASE_MS);

        await roundAt(api(), before(24), schedule);
        await roundAt(api(), new Date(afterLease.getTime() - MINUTE), schedule);
        expect(remindersSent(api())).toEqual([]);

        await roundAt(api(), afterLease, schedule);
        await roundAt(api(), new Date(afterLease.getTime() + MINUTE), schedule);
        await roundAt(api(), new Date(afterLease.getTime() + 2 * REMINDER_LEASE_MS), schedule);
        expect(remindersSent(api())).toHaveLength(1);
      });

      it('when two schedules race for a claim whose holder died, then after the lease the reminder goes once', async () => {
        const { id } = await bookedVisit(api());
        const other = await startSecondInstance(api());
        others.push(other);
        const key = { appointmentId: id, offsetHours: 24, slotKey: '4_3_2026 10:00' };
        await api().store.reminders.claim(
          { ...key, startsAt: VISIT },
          before(24),
          REMINDER_LEASE_MS,
        );
        const first = scheduleOf(api());
        const second = scheduleOf(api(), other.store);
        const afterLease = new Date(before(24).getTime() + REMINDER_LEASE_MS);

        for (const minutes of [0, 1, 2, 20, 40]) {
          await roundAt(api(), new Date(afterLease.getTime() + minutes * MINUTE), first, second);
        }

        expect(remindersSent(api())).toHaveLength(1);
      });

      it('when the appointment is cancelled, then no reminder goes', async () => {
        const { id, priya } = await bookedVisit(api());
        await api()
          .request.post(API.cancelAppointment)
          .set(auth(priya.token))
          .send({ appointmentId: id })
          .expect(200);
        const schedule = scheduleOf(api());

        for (const at of [before(24), before(2), before(1)]) await roundAt(api(), at, schedule);

        expect(remindersSent(api())).toEqual([]);
      });

      it('when the server was down past the 24 h mark, then the late reminder goes once while the visit is ahead, and the 2 h one at its mark', async () => {
        await bookedVisit(api());
        const schedule = scheduleOf(api());
        await roundAt(api(), api().clock.now(), schedule);

        await roundAt(api(), before(10), schedule);
        await roundAt(api(), before(9, 59), schedule);
        expect(remindersSent(api())).toHaveLength(1);

        await roundAt(api(), before(2), schedule);
        expect(remindersSent(api())).toHaveLength(2);
      });

      it('when the server was down past both marks, then only the nearer reminder goes, once', async () => {
        await bookedVisit(api());
        const schedule = scheduleOf(api());

        await roundAt(api(), before(1), schedule);
        await roundAt(api(), before(0, 59), schedule);

        expect(remindersSent(api())).toHaveLength(1);
      });

      it('when the server was down past the visit, then no reminder goes', async () => {
        await bookedVisit(api());
        const schedule = scheduleOf(api());

        await roundAt(api(), new Date(VISIT.getTime() + MINUTE), schedule);
        await roundAt(api(), new Date(VISIT.getTime() + HOUR), schedule);

        expect(remindersSent(api())).toEqual([]);
      });

      it('when the visit is booked 3 h ahead, then only the 2 h reminder goes', async () => {
        // Monday 2 March, 12:00 in Kolkata: three hours after the clock's 09:00.
        await bookedVisit(api(), { slotDate: '2_3_2026', slotTime: '12:00' });
        const schedule = scheduleOf(api());
        const noon = new Date('2026-03-02T06:30:00Z');

        await roundAt(api(), api().clock.now(), schedule);
        await roundAt(api(), new Date(noon.getTime() - 2 * HOUR - MINUTE), schedule);
        expect(remindersSent(api())).toEqual([]);

        await roundAt(api(), new Date(noon.getTime() - 2 * HOUR), schedule);
        await roundAt(api(), new Date(noon.getTime() - HOUR), schedule);
        expect(remindersSent(api()).map((mail) => mail.subject)).toEqual([
          'Reminder: your appointment on Monday 2 March 2026 at 12:00 pm',
        ]);
      });

      it('when the mail server is down at the mark, then the reminder goes once at the first round after it is back', async () => {
        await bookedVisit(api());
        const schedule = scheduleOf(api());
        api().mailer.failing = true;
        await roundAt(api(), before(24), schedule);
        await roundAt(api(), before(23, 59), schedule);
        expect(remindersSent(api())).toEqual([]);

        api().mailer.failing = false;
        await roundAt(api(), before(23, 58), schedule);
        await roundAt(api(), before(23, 57), schedule);

        expect(remindersSent(api())).toHaveLength(1);
      });

      it('when the appointment moves after its 24 h reminder, then the new time gets reminders of its own', async () => {
        const { id } = await bookedVisit(api());
        const schedule = scheduleOf(api());
        await roundAt(api(), before(24), schedule);
        await api().store.appointments.reschedule(id, { slotDate: '5_3_2026', slotTime: '10:00' });

        // Thursday 5 March, 10:00 in Kolkata is a day after the old time.
        await roundAt(api(), new Date(before(24).getTime() + DAY), schedule);
        await roundAt(api(), new Date(before(2).getTime() + DAY), schedule);

        expect(remindersSent(api()).map((mail) => mail.subject)).toEqual([
          'Reminder: your appointment on Wednesday 4 March 2026 at 10:00 am',
          'Reminder: your appointment on Thursday 5 March 2026 at 10:00 am',
          'Reminder: your appointment on Thursday 5 March 2026 at 10:00 am',
        ]);
      });

      it('when a visit is 30 days past, then the daily retention round deletes its reminder claims', async () => {
        const { id } = await bookedVisit(api());
        await roundAt(api(), before(24), scheduleOf(api()));
        await roundAt(api(), before(2), scheduleOf(api()));
        const schedule = scheduleOf(api());

        await roundAt(api(), new Date(VISIT.getTime() + 30 * DAY - MINUTE), schedule);
        expect(await api().store.reminders.listClaimed([id], api().clock.now())).toHaveLength(2);

        await roundAt(api(), new Date(VISIT.getTime() + 31 * DAY), schedule);
        expect(await api().store.reminders.listClaimed([id], api().clock.now())).toEqual([]);
      });
    });

    describe('REMINDER_HOURS', () => {
      it('when only 48 is set, then one reminder goes, two days ahead', async () => {
        await bookedVisit(api(), { slotDate: '5_3_2026', slotTime: '10:00' });
        const schedule = startSchedule({
          store: api().store,
          config: { ...api().config, reminders: { hours: [48] } },
          clock: api().clock.now,
          logger: createLogger('silent'),
          mailer: api().mailer,
        });
        schedules.push(schedule);
        const thursday = new Date('2026-03-05T04:30:00Z');

        await roundAt(api(), new Date(thursday.getTime() - 48 * HOUR - MINUTE), schedule);
        expect(remindersSent(api())).toEqual([]);
        for (const hours of [48, 24, 2, 1]) {
          await roundAt(api(), new Date(thursday.getTime() - hours * HOUR), schedule);
        }
        expect(remindersSent(api())).toHaveLength(1);
      });
    });
  },
  { PUBLIC_URL },
);
