/**
 * Moving an appointment (the patient's and the clinic's) and the cancellation policy's cut-off,
 * on the wire: exact status codes and texts, and the state read back.
 */
import {
  ADMIN_API,
  API,
  TEXTS,
  adminAppointmentResponse,
  appointmentListResponse,
  clinicConfigResponse,
  doctorListResponse,
  rescheduleAppointmentResponse,
  composedText,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { book, expectFailure, sendProof, UNKNOWN_ID, auditEntriesOf } from './admin-fixtures.js';
import { inviteOf } from './support/ical.js';
import { addDoctor, addOperatorToken, addPatient, auth, forEachStore } from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

// The clock stands at Monday 2 March 2026, 09:00 in Kolkata (see the harness).
const TUESDAY = '3_3_2026';
const WEDNESDAY = '4_3_2026';

function reschedule(api: TestApi, patient: Patient, body: Record<string, unknown>) {
  return api.request.post(API.rescheduleAppointment).set(auth(patient.token)).send(body);
}

function cancel(api: TestApi, patient: Patient, appointmentId: string) {
  return api.request.post(API.cancelAppointment).set(auth(patient.token)).send({ appointmentId });
}

async function appointmentsOf(api: TestApi, patient: Patient) {
  const response = await api.request.get(API.appointments).set(auth(patient.token)).expect(200);
  return appointmentListResponse.parse(response.body).appointments;
}

async function slotsBooked(api: TestApi, doctorId: string) {
  const response = await api.request.get(API.doctorList).expect(200);
  return doctorListResponse.parse(response.body).doctors.find((doctor) => doctor._id === doctorId)
    ?.slots_booked;
}

forEachStore((api) => {
  describe('POST /api/user/reschedule-appointment', () => {
    it('when the patient picks another free time of the doctor, then the appointment moves there with its payment state, and the old time is free', async () => {
      const doctor = await addDoctor(api(), { name: 'Dr. Asha Rao' });
      const patient = await addPatient(api());
      const id = await book(api(), patient, doctor._id, TUESDAY, '10:00');
      await sendProof(api(), patient, id, 'UPI-MOVE-1');

      const response = await reschedule(api(), patient, {
        appointmentId: id,
        slotDate: WEDNESDAY,
        slotTime: '3:30 pm',
      }).expect(200);

      const { message, appointment } = rescheduleAppointmentResponse.parse(response.body);
      expect(message).toBe(TEXTS.appointmentRescheduled);
      expect(appointment).toMatchObject({
        _id: id,
        slotDate: WEDNESDAY,
        slotTime: '15:30',
        slotData: '4_3_2026 03:30 pm',
        paymentProof: { status: 'pending', transactionId: 'UPI-MOVE-1' },
      });
      expect(response.body.appointment).not.toHaveProperty('userData');
      expect(await appointmentsOf(api(), patient)).toEqual([appointment]);
      expect(await slotsBooked(api(), doctor._id)).toEqual({ [WEDNESDAY]: ['15:30'] });
      const [booked, moved] = api().mailer.sent.filter((mail) => mail.to === patient.email);
      expect(moved?.subject).toBe('Your appointment has moved to Wednesday 4 March 2026');
      expect(inviteOf(moved)).toMatchObject({
        method: 'REQUEST',
        event: { UID: inviteOf(booked).event.UID, DTSTART: '20260304T100000Z' },
      });
    });

    it("when the time is taken, blocked, the same, past, or the appointment is someone else's, cancelled or unknown, then it answers as a booking would and nothing moves", async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      const other = await addPatient(api(), 'Ravi Kumar');
      const id = await book(api(), patient, doctor._id, TUESDAY, '10:00');
      await book(api(), other, doctor._id, TUESDAY, '10:30');
      await api().store.doctors.setBlockedTimes(doctor._id, TUESDAY, ['11:00']);
      const cancelledId = await book(api(), patient, doctor._id, TUESDAY, '11:30');
      await cancel(api(), patient, cancelledId).expect(200);
      const to = (slotTime: string, slotDate = TUESDAY, appointmentId = id) => ({
        appointmentId,
        slotDate,
        slotTime,
      });

      expectFailure(
        (await reschedule(api(), patient, to('10:30')).expect(409)).body,
        TEXTS.slotTaken,
      );
      expectFailure(
        (await reschedule(api(), patient, to('11:00')).expect(409)).body,
        TEXTS.slotBlocked,
      );
      expectFailure(
        (await reschedule(api(), patient, to('10:00')).expect(400)).body,
        TEXTS.rescheduleSameSlot,
      );
      expectFailure(
        (await reschedule(api(), patient, to('10:00', '1_3_2026')).expect(400)).body,
        TEXTS.slotPast,
      );
      expectFailure(
        (await reschedule(api(), other, to('12:00')).expect(403)).body,
        TEXTS.forbidden,
      );
      expectFailure(
        (await reschedule(api(), patient, to('12:00', TUESDAY, UNKNOWN_ID)).expect(404)).body,
        TEXTS.appointmentNotFound,
      );
      expectFailure(
        (await reschedule(api(), patient, to('12:00', TUESDAY, cancelledId)).expect(409)).body,
        TEXTS.alreadyCancelled,
      );
      const [mine] = await appointmentsOf(api(), patient);
      expect(mine).toMatchObject({ _id: id, slotDate: TUESDAY, slotTime: '10:00' });
    });

    it('when two patients move to one free time at once, then one gets it and the other keeps their own time', async () => {
      const doctor = await addDoctor(api());
      const asha = await addPatient(api(), 'Asha Rao');
      const ravi = await addPatient(api(), 'Ravi Kumar');
      const ashaId = await book(api(), asha, doctor._id, TUESDAY, '10:00');
      const raviId = await book(api(), ravi, doctor._id, TUESDAY, '10:30');
      const target = { slotDate: WEDNESDAY, slotTime: '12:00' };

      const [first, second] = await Promise.all([
        reschedule(api(), asha, { appointmentId: ashaId, ...target }),
        reschedule(api(), ravi, { appointmentId: raviId, ...target }),
      ]);

      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const loser = first.status === 409 ? first : second;
      expectFailure(loser.body, TEXTS.slotTaken);
      const times = [
        (await appointmentsOf(api(), asha))[0]?.slotTime,
        (await appointmentsOf(api(), ravi))[0]?.slotTime,
      ].sort();
      expect(times).toEqual(first.status === 200 ? ['10:30', '12:00'] : ['10:00', '12:00']);
    });
  });

  describe('POST /api/admin/appointments/:id/reschedule', () => {
    it('when the front desk moves an appointment, then it moves and the audit names them with the times before and after', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api(), 'Priya Sharma');
      const id = await book(api(), patient, doctor._id, TUESDAY, '10:00');
      const token = await addOperatorToken(api(), 'front-desk');

      const response = await api()
        .request.post(ADMIN_API.rescheduleAppointment(id))
        .set(auth(token))
        .send({ slotDate: WEDNESDAY, slotTime: '11:00' })
        .expect(200);

      const body = adminAppointmentResponse.parse(response.body);
      expect(body.message).toBe(TEXTS.appointmentRescheduled);
      expect(body.appointment).toMatchObject({ slotDate: WEDNESDAY, slotTime: '11:00' });
      expect(api().mailer.sent.at(-1)).toMatchObject({
        to: patient.email,
        subject: 'Your appointment has moved to Wednesday 4 March 2026',
      });
      expect(await auditEntriesOf(api(), 'appointment.reschedule')).toEqual([
        expect.objectContaining({
          actorRole: 'front-desk',
          targetId: id,
          patientIds: [patient.id],
          before: expect.objectContaining({ slot: '3_3_2026 10:00 am' }) as unknown,
          after: expect.objectContaining({ slot: '4_3_2026 11:00 am' }) as unknown,
        }),
      ]);
    });
  });
});

forEachStore((api) => {
  describe("a patient's cancel and move at the visit's start", () => {
    // The visit: Wednesday 4 March, 10:00 in Kolkata (04:30 UTC). No cut-off is set.
    const visit = new Date('2026-03-04T04:30:00Z');
    const MINUTE = 60_000;
    const STARTED = 'This appointment has started or is over, so it can no longer be changed';
    const CALL_TO_CANCEL =
      'Your payment is being verified. To cancel this appointment, please call the clinic on +91 98765 43210.';
    const COMPLETED = 'This appointment is paid and completed, so it can no longer be cancelled';
    const STATES = ['unpaid', 'proof waiting', 'paid and completed'] as const;

    const BEFORE = 'a minute before the start' as const;
    const AFTER = 'a minute after the start' as const;
    const MINUTES = { [BEFORE]: -1, [AFTER]: 1 };

    /** Booked an hour before the visit in `state`, with the clock then set `at` its start. */
    async function bookedAt(state: (typeof STATES)[number], at: keyof typeof MINUTES) {
      api().clock.set(new Date(visit.getTime() - 60 * MINUTE));
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      const id = await book(api(), patient, doctor._id, WEDNESDAY, '10:00');
      if (state !== 'unpaid') await sendProof(api(), patient, id, 'UPI-START-1');
      if (state === 'paid and completed') {
        const desk = await addOperatorToken(api(), 'front-desk');
        await api().request.post(ADMIN_API.approvePayment(id)).set(auth(desk)).expect(200);
      }
      api().clock.set(new Date(visit.getTime() + MINUTES[at] * MINUTE));
      const [before] = await appointmentsOf(api(), patient);
      return { doctor, patient, id, before };
    }

    const moveToThursday = (id: string) => ({
      appointmentId: id,
      slotDate: '5_3_2026',
      slotTime: '10:30',
    });

    it.each([
      { state: 'unpaid', at: BEFORE, status: 200, message: TEXTS.appointmentCancelledMessage },
      { state: 'proof waiting', at: BEFORE, status: 409, message: CALL_TO_CANCEL },
      { state: 'paid and completed', at: BEFORE, status: 409, message: COMPLETED },
      ...STATES.map((state) => ({ state, at: AFTER, status: 409, message: STARTED })),
    ] as const)(
      'when $state, $at, then a cancel answers $status: $message',
      async ({ state, at, status, message }) => {
        const { doctor, patient, id, before } = await bookedAt(state, at);

        const response = await cancel(api(), patient, id).expect(status);

        expect(response.body).toMatchObject({ success: status === 200, message });
        const [after] = await appointmentsOf(api(), patient);
        expect(after).toEqual(status === 200 ? { ...before, cancelled: true } : before);
        expect(await slotsBooked(api(), doctor._id)).toEqual(
          status === 200 ? {} : { [WEDNESDAY]: ['10:00'] },
        );
      },
    );

    it.each([
      ...STATES.map((state) => ({ state, at: BEFORE, status: 200 })),
      ...STATES.map((state) => ({ state, at: AFTER, status: 409 })),
    ] as const)(
      'when $state, $at, then a move answers $status, the payment state kept',
      async ({ state, at, status }) => {
        const { patient, id, before } = await bookedAt(state, at);

        const response = await reschedule(api(), patient, moveToThursday(id)).expect(status);

        if (status === 409) expectFailure(response.body, STARTED);
        else expect(response.body.message).toBe(TEXTS.appointmentRescheduled);
        const [after] = await appointmentsOf(api(), patient);
        expect(after).toEqual(
          status === 200
            ? { ...before, slotDate: '5_3_2026', slotTime: '10:30', slotData: '5_3_2026 10:30 am' }
            : before,
        );
      },
    );

    it('when the visit has started, then the clinic still moves and cancels it', async () => {
      const { patient, id } = await bookedAt('paid and completed', AFTER);
      const desk = await addOperatorToken(api(), 'front-desk');

      await api()
        .request.post(ADMIN_API.rescheduleAppointment(id))
        .set(auth(desk))
        .send({ slotDate: '5_3_2026', slotTime: '10:30' })
        .expect(200);
      await api().request.post(ADMIN_API.cancelAppointment(id)).set(auth(desk)).expect(200);

      expect((await appointmentsOf(api(), patient))[0]).toMatchObject({
        cancelled: true,
        refund: { status: 'due' },
      });
    });
  });
});

forEachStore(
  (api) => {
    describe('the cancellation cut-off (CANCEL_CUTOFF_HOURS=24)', () => {
      // The visit: Wednesday 4 March, 10:00 in Kolkata (04:30 UTC).
      const visit = new Date('2026-03-04T04:30:00Z');
      const at = (minutesBefore: number) => new Date(visit.getTime() - minutesBefore * 60_000);

      /** Booked with the clock already at `minutesBefore` the visit, so the session is fresh. */
      async function booked(minutesBefore: number) {
        api().clock.set(at(minutesBefore));
        const doctor = await addDoctor(api());
        const patient = await addPatient(api());
        const id = await book(api(), patient, doctor._id, WEDNESDAY, '10:00');
        return { patient, id };
      }

      it('when it is 24 hours and a minute before the visit, then the patient may still cancel and move it', async () => {
        const { patient, id } = await booked(24 * 60 + 1);

        await reschedule(api(), patient, {
          appointmentId: id,
          slotDate: WEDNESDAY,
          slotTime: '10:30',
        }).expect(200);
        await cancel(api(), patient, id).expect(200);
      });

      it('when it is 23 hours 59 minutes before the visit, then cancelling and moving are refused with the clinic phone, and nothing changes', async () => {
        const { patient, id } = await booked(24 * 60 - 1);
        const text = composedText('changeByPhone', {
          cutoffHours: 24,
          phone: api().config.clinic.phone,
        });

        expectFailure((await cancel(api(), patient, id).expect(409)).body, text);
        expectFailure(
          (
            await reschedule(api(), patient, {
              appointmentId: id,
              slotDate: '5_3_2026',
              slotTime: '10:30',
            }).expect(409)
          ).body,
          text,
        );
        expect(await appointmentsOf(api(), patient)).toEqual([
          expect.objectContaining({ _id: id, cancelled: false, slotTime: '10:00' }),
        ]);
      });

      it('when the clinic moves or cancels inside the cut-off, then it is not bound by it', async () => {
        const { id } = await booked(60);
        const token = await addOperatorToken(api(), 'front-desk');

        await api()
          .request.post(ADMIN_API.rescheduleAppointment(id))
          .set(auth(token))
          .send({ slotDate: WEDNESDAY, slotTime: '12:00' })
          .expect(200);
        await api().request.post(ADMIN_API.cancelAppointment(id)).set(auth(token)).expect(200);
      });

      it('when the site reads its configuration, then the cut-off is in it', async () => {
        const response = await api().request.get(API.config).expect(200);
        expect(clinicConfigResponse.parse(response.body).config.cancelCutoffHours).toBe(24);
      });
    });
  },
  { CANCEL_CUTOFF_HOURS: '24' },
);

describe('the cut-off by default', () => {
  forEachStore((api) => {
    it('when no cut-off is set, then the patient may cancel until the visit starts', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      const id = await book(api(), patient, doctor._id, '2_3_2026', '10:00');
      // 09:59 in Kolkata: a minute before the visit.
      api().clock.set(new Date('2026-03-02T04:29:00Z'));

      await cancel(api(), patient, id).expect(200);
      expect(
        clinicConfigResponse.parse((await api().request.get(API.config).expect(200)).body).config
          .cancelCutoffHours,
      ).toBe(0);
    });
  });
});
