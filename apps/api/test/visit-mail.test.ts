/**
 * The patient's mails about their own appointment (docs/decisions.md, Mail): the confirmation of a
 * booking and of a cancellation, and the notice of a new time, each with a calendar invite that
 * clinics' and patients' calendars match by its UID. The operator's notices are in
 * admin-appointments.test.ts, the reminders in reminders.test.ts.
 */
import {
  API,
  SPECIALITIES,
  appointmentListResponse,
  messageResponse,
  slotStart,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { createPatientNotices } from '../src/components/appointments/notices.js';
import { indiscreetWords } from '../src/libraries/discreet.js';
import { createLogger } from '../src/libraries/logger.js';
import { book } from './admin-fixtures.js';
import { inviteOf } from './support/ical.js';
import { MAIL_FOOTER, addDoctor, addPatient, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const PUBLIC_URL = 'https://care.clinic.example';
const HOUR = 3_600_000;

/** Nothing in the mail, its subject or its invite names the doctor's speciality or a condition. */
function expectDiscreet(mail: unknown): void {
  const whole = JSON.stringify(mail);
  expect(SPECIALITIES.filter((speciality) => whole.includes(speciality))).toEqual([]);
  expect(indiscreetWords(whole)).toEqual([]);
}

async function bookedVisit(api: TestApi) {
  const doctor = await addDoctor(api, { degree: 'MBBS, MD (Psychiatry)' });
  const priya = await addPatient(api, 'Priya Sharma');
  const id = await book(api, priya, doctor._id, '3_3_2026', '10:00');
  return { doctor, priya, id };
}

forEachStore(
  (api) => {
    describe('POST /api/user/book-appointment: the confirmation', () => {
      it('when a patient books, then the mail gives the time in the clinic’s zone, the doctor, the place, the fee, the way to change it and the phone', async () => {
        const { priya, id } = await bookedVisit(api());

        expect(api().mailer.sent.map(({ icalEvent: _invite, ...mail }) => mail)).toEqual([
          {
            to: priya.email,
            subject: 'Your appointment on Tuesday 3 March 2026 is booked',
            text: [
              'Dear Priya Sharma,',
              'Your appointment with Dr. Asha Rao is booked.',
              'When: Tuesday 3 March 2026, 10:00 am India Standard Time (Asia/Kolkata)\n' +
                'With: Dr. Asha Rao\n' +
                'Where: 12 MG Road, Bengaluru',
              "The fee is ₹800. You can pay it by UPI from your appointment's page.",
              `To reschedule or cancel, open your appointment at ${PUBLIC_URL}/my-appointment/${id} ` +
                'or call us on +91 98765 43210.',
              'Before your visit you may answer a few questions for your doctor, if you wish: ' +
                `${PUBLIC_URL}/my-appointment/${id}/intake`,
              'The attached invite adds the visit to your calendar.',
              'With warm regards,\nHolistic Mind Clinic',
              MAIL_FOOTER,
            ].join('\n\n'),
          },
        ]);
      });

      it('when a patient books, then the invite is a REQUEST at SEQUENCE 0 for the slot in UTC, with a neutral title and the clinic’s place', async () => {
        const { priya, id } = await bookedVisit(api());
        const [mail] = api().mailer.sent;

        const invite = inviteOf(mail);
        expect(invite.method).toBe('REQUEST');
        expect(mail?.icalEvent?.filename).toBe('appointment.ics');
        expect(invite.calendar).toEqual({
          VERSION: '2.0',
          PRODID: '-//Holistic Mind Clinic//Appointments//EN',
          METHOD: 'REQUEST',
        });
        expect(invite.event).toMatchObject({
          UID: `${id}@care.clinic.example`,
          SEQUENCE: '0',
          DTSTAMP: '20260302T033000Z',
          DTSTART: '20260303T043000Z',
          DTEND: '20260303T050000Z',
          SUMMARY: 'Appointment at Holistic Mind Clinic',
          LOCATION: '12 MG Road, Bengaluru',
          STATUS: 'CONFIRMED',
          URL: `${PUBLIC_URL}/my-appointment/${id}`,
          DESCRIPTION:
            'With Dr. Asha Rao.\nTo reschedule or cancel, open your appointment at ' +
            `${PUBLIC_URL}/my-appointment/${id} or call us on +91 98765 43210.`,
        });
        // DTSTART is 10:00 on the clinic's clock, written in UTC.
        expect(slotStart('3_3_2026', '10:00', api().config.clinic.timeZone)?.toISOString()).toBe(
          '2026-03-03T04:30:00.000Z',
        );
        expect(invite.eventLines).toContain(
          'ORGANIZER;CN="Holistic Mind Clinic":mailto:care@clinic.example',
        );
        expect(invite.eventLines).toContain(
          `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE;CN="Priya Sharma":MAILTO:${priya.email}`,
        );
        expectDiscreet(mail);
      });

      it('when the mail cannot be sent, then the booking still stands', async () => {
        api().mailer.failing = true;

        const { priya, id } = await bookedVisit(api());

        expect(api().mailer.sent).toEqual([]);
        const listed = await api().request.get(API.appointments).set(auth(priya.token)).expect(200);
        const { appointments } = appointmentListResponse.parse(listed.body);
        expect(appointments.map((appointment) => appointment._id)).toEqual([id]);
      });
    });

    describe('POST /api/user/cancel-appointment: the confirmation', () => {
      it('when the patient cancels an hour after booking, then the mail confirms it and its CANCEL invite has the booking’s UID and SEQUENCE 3600', async () => {
        const { priya, id } = await bookedVisit(api());
        api().clock.advance(HOUR);

        const response = await api()
          .request.post(API.cancelAppointment)
          .set(auth(priya.token))
          .send({ appointmentId: id })
          .expect(200);

        expect(messageResponse.parse(response.body).success).toBe(true);
        const [booked, cancelled] = api().mailer.sent;
        expect(api().mailer.sent).toHaveLength(2);
        expect(cancelled?.subject).toBe('Your appointment on Tuesday 3 March 2026 is cancelled');
        expect(cancelled?.text).toBe(
          [
            'Dear Priya Sharma,',
            'As you asked, we have cancelled your appointment with Dr. Asha Rao on Tuesday ' +
              '3 March 2026, 10:00 am India Standard Time (Asia/Kolkata).',
            `You are welcome to book another time on our website at ${PUBLIC_URL}, or call us ` +
              'on +91 98765 43210 or write to care@clinic.example and we will help you find one.',
            'With warm regards,\nHolistic Mind Clinic',
            MAIL_FOOTER,
          ].join('\n\n'),
        );
        const invite = inviteOf(cancelled);
        expect(invite.method).toBe('CANCEL');
        expect(invite.calendar.METHOD).toBe('CANCEL');
        expect(cancelled?.icalEvent?.filename).toBe('cancelled-appointment.ics');
        expect(invite.event).toMatchObject({
          UID: inviteOf(booked).event.UID,
          SEQUENCE: '3600',
          STATUS: 'CANCELLED',
          DTSTART: '20260303T043000Z',
          DTSTAMP: '20260302T043000Z',
          SUMMARY: 'Appointment at Holistic Mind Clinic',
        });
        expectDiscreet(cancelled);
      });

      it('when the cancel is refused, then no mail goes out', async () => {
        const { id } = await bookedVisit(api());
        const stranger = await addPatient(api(), 'Ravi Kumar');

        await api()
          .request.post(API.cancelAppointment)
          .set(auth(stranger.token))
          .send({ appointmentId: id })
          .expect(403);

        expect(api().mailer.sent.map((mail) => mail.subject)).toEqual([
          'Your appointment on Tuesday 3 March 2026 is booked',
        ]);
      });
    });

    describe('notices.rescheduled', () => {
      it('when an appointment moved a day after its booking, then the mail names the old and the new time, and the invite moves the same UID at a higher SEQUENCE', async () => {
        const { id } = await bookedVisit(api());
        api().clock.advance(24 * HOUR);
        const moved = await api().store.appointments.reschedule(id, {
          slotDate: '4_3_2026',
          slotTime: '15:30',
        });
        if (!moved) throw new Error('The appointment did not move');
        const notices = createPatientNotices({
          mailer: api().mailer,
          logger: createLogger('silent'),
          config: api().config,
          clock: api().clock.now,
        });

        expect(await notices.rescheduled(moved, { slotDate: '3_3_2026', slotTime: '10:00' })).toBe(
          true,
        );

        const [booked, mail] = api().mailer.sent;
        expect(mail?.subject).toBe('Your appointment has moved to Wednesday 4 March 2026');
        expect(mail?.text).toBe(
          [
            'Dear Priya Sharma,',
            'Your appointment with Dr. Asha Rao has moved from Tuesday 3 March 2026 at 10:00 am ' +
              'to a new time.',
            'When: Wednesday 4 March 2026, 03:30 pm India Standard Time (Asia/Kolkata)\n' +
              'With: Dr. Asha Rao\n' +
              'Where: 12 MG Road, Bengaluru',
            `To reschedule or cancel, open your appointment at ${PUBLIC_URL}/my-appointment/${id} ` +
              'or call us on +91 98765 43210.',
            'The attached invite moves the visit in your calendar.',
            'With warm regards,\nHolistic Mind Clinic',
          ].join('\n\n'),
        );
        const invite = inviteOf(mail);
        expect(invite.method).toBe('REQUEST');
        expect(invite.event).toMatchObject({
          UID: inviteOf(booked).event.UID,
          SEQUENCE: String(24 * 3600),
          DTSTART: '20260304T100000Z',
          DTEND: '20260304T103000Z',
          STATUS: 'CONFIRMED',
        });
        expectDiscreet(mail);
      });

      it('when the mail server is down, then it answers false and does not throw', async () => {
        const { id } = await bookedVisit(api());
        const appointment = await api().store.appointments.findById(id);
        if (!appointment) throw new Error('No appointment');
        api().mailer.failing = true;
        const notices = createPatientNotices({
          mailer: api().mailer,
          logger: createLogger('silent'),
          config: api().config,
          clock: api().clock.now,
        });

        expect(
          await notices.rescheduled(appointment, { slotDate: '3_3_2026', slotTime: '10:30' }),
        ).toBe(false);
      });
    });
  },
  { PUBLIC_URL },
);
