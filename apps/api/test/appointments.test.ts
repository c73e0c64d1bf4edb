import {
  API,
  TEXTS,
  appointmentListResponse,
  bookAppointmentResponse,
  doctorListResponse,
  errorResponse,
  messageResponse,
  tokenResponse,
} from '@clinic/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  PATIENT_PASSWORD,
  addDoctor,
  addOperatorToken,
  addPatient,
  auth,
  forEachStore,
} from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

// The clock stands at Monday 2 March 2026, 09:00 in Kolkata (see the harness).
const TUESDAY = '3_3_2026';

function book(api: TestApi, patient: Patient, body: Record<string, unknown>) {
  return api.request.post(API.bookAppointment).set(auth(patient.token)).send(body);
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

function failure(response: { body: unknown }) {
  return errorResponse.parse(response.body);
}

forEachStore((api) => {
  describe('POST /api/user/book-appointment', () => {
    it('when the slot is free, then it books it with the fee as amount and snapshots of the doctor', async () => {
      const doctor = await addDoctor(api(), { name: 'Dr. Asha Rao', fees: 750 });
      const patient = await addPatient(api());

      const response = await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '10:30',
      }).expect(201);

      const { message, appointmentId } = bookAppointmentResponse.parse(response.body);
      expect(message).toBe(TEXTS.appointmentBooked);
      const [appointment] = await appointmentsOf(api(), patient);
      expect(appointment).toMatchObject({
        _id: appointmentId,
        userId: patient.id,
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '10:30',
        slotData: '3_3_2026 10:30 am',
        amount: 750,
        cancelled: false,
        payment: false,
        isCompleted: false,
        paymentProof: { status: 'none' },
        docData: {
          name: 'Dr. Asha Rao',
          image: doctor.image,
          speciality: 'Psychiatrist',
          address: doctor.address,
        },
        date: api().clock.now().toISOString(),
      });
      expect(appointment).not.toHaveProperty('userData');
      expect(await slotsBooked(api(), doctor._id)).toEqual({ [TUESDAY]: ['10:30'] });
    });

    it.each([
      ['3:30 pm', '15:30'],
      ['03:30 PM', '15:30'],
      ['10:00 am', '10:00'],
      ['12:30 pm', '12:30'],
    ])('when the time is given as %s, then it is stored as %s', async (given, stored) => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());

      await book(api(), patient, { docId: doctor._id, slotDate: TUESDAY, slotTime: given }).expect(
        201,
      );

      expect((await appointmentsOf(api(), patient))[0]?.slotTime).toBe(stored);
      expect(await slotsBooked(api(), doctor._id)).toEqual({ [TUESDAY]: [stored] });
    });

    it('when the body names an amount, a user or user data, then the server ignores them', async () => {
      const doctor = await addDoctor(api(), { fees: 900 });
      const patient = await addPatient(api());
      const other = await addPatient(api(), 'Someone Else');

      await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '11:00',
        amount: 1,
        userId: other.id,
        userData: { name: 'Mallory' },
      }).expect(201);

      expect(await appointmentsOf(api(), patient)).toEqual([
        expect.objectContaining({ amount: 900, userId: patient.id }),
      ]);
      expect(await appointmentsOf(api(), other)).toEqual([]);
    });

    it('when today has slots left after now, then a later slot today is accepted', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      api().clock.set(new Date('2026-03-02T05:45:00Z')); // 11:15 in Kolkata

      await book(api(), patient, {
        docId: doctor._id,
        slotDate: '2_3_2026',
        slotTime: '11:30',
      }).expect(201);
    });

    it.each([
      ['a slot earlier today', '2_3_2026', '10:30', TEXTS.slotPast],
      ['the slot starting now', '2_3_2026', '11:00', TEXTS.slotPast],
      ['a past day', '28_2_2026', '10:00', TEXTS.slotPast],
      ['a Sunday', '8_3_2026', '10:00', TEXTS.slotSunday],
      ['a lunch-time start', TUESDAY, '13:00', TEXTS.slotOffGrid],
      ['an evening start', TUESDAY, '19:00', TEXTS.slotOffGrid],
      ['an early start', TUESDAY, '09:30', TEXTS.slotOffGrid],
      ['a start off the half hour', TUESDAY, '10:15', TEXTS.slotOffGrid],
      ['a day 14 days ahead', '16_3_2026', '10:00', TEXTS.slotBeyondWindow],
      ['a day next year', '3_3_2027', '10:00', TEXTS.slotBeyondWindow],
      ['a date key with padding', '03_03_2026', '10:00', TEXTS.slotOffGrid],
      ['an ISO date', '2026-03-03', '10:00', TEXTS.slotOffGrid],
      ['a date that does not exist', '31_2_2026', '10:00', TEXTS.slotOffGrid],
      ['a time that is not a time', TUESDAY, 'noon', TEXTS.slotOffGrid],
      ['13 pm', TUESDAY, '13:00 pm', TEXTS.slotOffGrid],
    ])(
      'when the slot is %s, then it answers 400 with the reason and books nothing',
      async (_case, slotDate, slotTime, text) => {
        const doctor = await addDoctor(api());
        const patient = await addPatient(api());
        api().clock.set(new Date('2026-03-02T05:30:00Z')); // 11:00 in Kolkata

        const response = await book(api(), patient, {
          docId: doctor._id,
          slotDate,
          slotTime,
        }).expect(400);

        expect(failure(response).message).toBe(text);
        expect(await appointmentsOf(api(), patient)).toEqual([]);
        expect(await slotsBooked(api(), doctor._id)).toEqual({});
      },
    );

    it('when the day is the 13th after today, then it is still within the window', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());

      await book(api(), patient, {
        docId: doctor._id,
        slotDate: '14_3_2026',
        slotTime: '18:30',
      }).expect(201);
    });

    it('when the server clock says Saturday 19:00 UTC, then it is already Sunday in Kolkata', async () => {
      api().clock.set(new Date('2026-03-07T19:00:00Z')); // Sunday 8 March, 00:30 in Kolkata
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());

      const saturday = await book(api(), patient, {
        docId: doctor._id,
        slotDate: '7_3_2026',
        slotTime: '18:30',
      }).expect(400);
      const sunday = await book(api(), patient, {
        docId: doctor._id,
        slotDate: '8_3_2026',
        slotTime: '10:00',
      }).expect(400);
      await book(api(), patient, {
        docId: doctor._id,
        slotDate: '9_3_2026',
        slotTime: '10:00',
      }).expect(201);

      expect(failure(saturday).message).toBe(TEXTS.slotPast);
      expect(failure(sunday).message).toBe(TEXTS.slotSunday);
    });

    it('when the time is blocked by the clinic, then it answers 409', async () => {
      const doctor = await addDoctor(api(), {
        blockedSlots: [{ date: TUESDAY, times: ['11:00', '11:30'] }],
      });
      const patient = await addPatient(api());

      const response = await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '11:30 am',
      }).expect(409);

      expect(failure(response).message).toBe(TEXTS.slotBlocked);
      expect(await appointmentsOf(api(), patient)).toEqual([]);
    });

    it('when the clinic blocks the time after the checks passed, then the store refuses it with 409', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      // The operator's block lands between the booking's read of the doctor and its write.
      const doctors = api().store.doctors;
      const read = doctors.findById.bind(doctors);
      vi.spyOn(doctors, 'findById').mockImplementationOnce(async (id) => {
        const seen = await read(id);
        await doctors.setBlockedTimes(doctor._id, TUESDAY, ['11:30']);
        return seen;
      });

      const response = await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '11:30',
      }).expect(409);

      expect(failure(response).message).toBe(TEXTS.slotBlocked);
      expect(await appointmentsOf(api(), patient)).toEqual([]);
      expect(await slotsBooked(api(), doctor._id)).toEqual({});
    });

    it('when the slot is taken, then it answers 409 and the first booking stays', async () => {
      const doctor = await addDoctor(api());
      const first = await addPatient(api(), 'First Patient');
      const second = await addPatient(api(), 'Second Patient');
      await book(api(), first, { docId: doctor._id, slotDate: TUESDAY, slotTime: '16:00' }).expect(
        201,
      );

      const response = await book(api(), second, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '4:00 pm',
      }).expect(409);

      expect(failure(response).message).toBe(TEXTS.slotTaken);
      expect(await appointmentsOf(api(), second)).toEqual([]);
      expect(await slotsBooked(api(), doctor._id)).toEqual({ [TUESDAY]: ['16:00'] });
    });

    it('when the doctor is not available, then it answers 400', async () => {
      const doctor = await addDoctor(api(), { available: false });
      const patient = await addPatient(api());

      const response = await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '10:00',
      }).expect(400);

      expect(failure(response).message).toBe(TEXTS.doctorNotAvailable);
    });

    it('when the doctor does not exist, then it answers 404', async () => {
      const patient = await addPatient(api());

      const response = await book(api(), patient, {
        docId: 'a'.repeat(24),
        slotDate: TUESDAY,
        slotTime: '10:00',
      }).expect(404);

      expect(failure(response).message).toBe(TEXTS.doctorNotFound);
    });

    it.each([
      ['a malformed doctor id', { docId: 'not-an-id' }, 'docId'],
      ['an operator object as doctor id', { docId: { $ne: null } }, 'docId'],
      ['an operator object as date', { slotDate: { $gt: '' } }, 'slotDate'],
      ['a number as time', { slotTime: 1030 }, 'slotTime'],
      ['no time', { slotTime: undefined }, 'slotTime'],
    ])(
      'when the body has %s, then it answers 400 naming the field',
      async (_case, overrides, field) => {
        const doctor = await addDoctor(api());
        const patient = await addPatient(api());

        const response = await book(api(), patient, {
          docId: doctor._id,
          slotDate: TUESDAY,
          slotTime: '10:00',
          ...overrides,
        }).expect(400);

        expect(failure(response).message).toBe(TEXTS.invalidInput);
        expect(failure(response).errors).toHaveProperty(field);
      },
    );

    it('when no token is sent, then it answers 401', async () => {
      const doctor = await addDoctor(api());

      const response = await api()
        .request.post(API.bookAppointment)
        .send({ docId: doctor._id, slotDate: TUESDAY, slotTime: '10:00' })
        .expect(401);

      expect(failure(response).message).toBe(TEXTS.notAuthorized);
    });

    it('when an operator token is sent, then it answers 403', async () => {
      const doctor = await addDoctor(api());
      const token = await addOperatorToken(api());

      await api()
        .request.post(API.bookAppointment)
        .set(auth(token))
        .send({ docId: doctor._id, slotDate: TUESDAY, slotTime: '10:00' })
        .expect(403);
    });

    it('when 50 patients book one slot at once, then exactly one wins, 49 get 409 and the time is booked once', async () => {
      const doctor = await addDoctor(api());
      const patients = await Promise.all(
        Array.from({ length: 50 }, (_, index) => addPatient(api(), `Patient ${index}`)),
      );

      const responses = await Promise.all(
        patients.map((patient) =>
          book(api(), patient, { docId: doctor._id, slotDate: TUESDAY, slotTime: '17:00' }),
        ),
      );

      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      for (const response of responses.filter((each) => each.status === 409)) {
        expect(failure(response).message).toBe(TEXTS.slotTaken);
      }
      expect(await slotsBooked(api(), doctor._id)).toEqual({ [TUESDAY]: ['17:00'] });
      const booked = await Promise.all(patients.map((patient) => appointmentsOf(api(), patient)));
      expect(booked.flat()).toHaveLength(1);
    });
  });

  describe('POST /api/user/book-appointment: the cap on unpaid upcoming bookings', () => {
    const CAP_TEXT =
      'You already have 3 unpaid upcoming appointments. Please pay for or cancel one before booking another.';

    /** The patient's three unpaid bookings on Tuesday, the default cap. */
    async function atTheCap(api: TestApi, doctorId: string, patient: Patient) {
      const ids: string[] = [];
      for (const slotTime of ['10:00', '10:30', '11:00']) {
        const response = await book(api, patient, {
          docId: doctorId,
          slotDate: TUESDAY,
          slotTime,
        }).expect(201);
        ids.push(bookAppointmentResponse.parse(response.body).appointmentId);
      }
      return ids;
    }

    it('when the patient has 3 unpaid upcoming appointments, then the 4th answers 409 and books nothing', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      await atTheCap(api(), doctor._id, patient);

      const response = await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '11:30',
      }).expect(409);

      expect(failure(response).message).toBe(CAP_TEXT);
      expect(await appointmentsOf(api(), patient)).toHaveLength(3);
      expect(await slotsBooked(api(), doctor._id)).toEqual({
        [TUESDAY]: ['10:00', '10:30', '11:00'],
      });
    });

    it('when one of them is cancelled, then a place is free again', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      const [first] = await atTheCap(api(), doctor._id, patient);
      await api()
        .request.post(API.cancelAppointment)
        .set(auth(patient.token))
        .send({ appointmentId: first })
        .expect(200);

      await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '11:30',
      }).expect(201);
      const refused = await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '12:00',
      }).expect(409);
      expect(failure(refused).message).toBe(CAP_TEXT);
    });

    it('when one of them is paid, then a place is free again; a proof still waiting is not enough', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      const [first] = await atTheCap(api(), doctor._id, patient);
      await api()
        .request.post(API.confirmPayment)
        .set(auth(patient.token))
        .send({ appointmentId: first, name: 'Priya Sharma', transactionId: 'UTR-CAP-1' })
        .expect(200);
      const waiting = await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '11:30',
      }).expect(409);
      expect(failure(waiting).message).toBe(CAP_TEXT);

      await api().store.appointments.decideProof(first as string, { status: 'approved' });

      await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '11:30',
      }).expect(201);
    });

    it('when the day of the unpaid appointments has passed, then they no longer count', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      await atTheCap(api(), doctor._id, patient);
      api().clock.set(new Date('2026-03-03T18:31:00Z')); // Wednesday 4 March, 00:01 in Kolkata
      const login = await api()
        .request.post(API.login)
        .send({ email: patient.email, password: PATIENT_PASSWORD })
        .expect(200);
      patient.token = tokenResponse.parse(login.body).token;

      await book(api(), patient, {
        docId: doctor._id,
        slotDate: '4_3_2026',
        slotTime: '10:00',
      }).expect(201);
    });

    it('when the slot is taken, past or blocked, then that answer comes first, not the cap', async () => {
      const doctor = await addDoctor(api(), {
        blockedSlots: [{ date: TUESDAY, times: ['12:30'] }],
      });
      const patient = await addPatient(api());
      const other = await addPatient(api(), 'Other Patient');
      await book(api(), other, { docId: doctor._id, slotDate: TUESDAY, slotTime: '12:00' }).expect(
        201,
      );
      await atTheCap(api(), doctor._id, patient);

      const taken = await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '12:00',
      }).expect(409);
      const blocked = await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '12:30',
      }).expect(409);
      const past = await book(api(), patient, {
        docId: doctor._id,
        slotDate: '28_2_2026',
        slotTime: '10:00',
      }).expect(400);
      const sunday = await book(api(), patient, {
        docId: doctor._id,
        slotDate: '8_3_2026',
        slotTime: '10:00',
      }).expect(400);

      expect(failure(taken).message).toBe(TEXTS.slotTaken);
      expect(failure(blocked).message).toBe(TEXTS.slotBlocked);
      expect(failure(past).message).toBe(TEXTS.slotPast);
      expect(failure(sunday).message).toBe(TEXTS.slotSunday);
    });

    it('when 10 bookings of one patient arrive at once, then exactly 3 succeed and 7 answer 409', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      const times = [
        '10:00',
        '10:30',
        '11:00',
        '11:30',
        '12:00',
        '12:30',
        '15:00',
        '15:30',
        '16:00',
        '16:30',
      ];

      const responses = await Promise.all(
        times.map((slotTime) =>
          book(api(), patient, { docId: doctor._id, slotDate: TUESDAY, slotTime }),
        ),
      );

      expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
      const refused = responses.filter((response) => response.status === 409);
      expect(refused).toHaveLength(7);
      for (const response of refused) expect(failure(response).message).toBe(CAP_TEXT);
      expect(await appointmentsOf(api(), patient)).toHaveLength(3);
      expect(Object.values((await slotsBooked(api(), doctor._id)) ?? {}).flat()).toHaveLength(3);
    });
  });

  describe('GET /api/user/appointments', () => {
    it('when the patient has appointments, then it lists only theirs, oldest first', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      const other = await addPatient(api(), 'Other Patient');
      await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '10:00',
      }).expect(201);
      api().clock.advance(60_000);
      await book(api(), other, { docId: doctor._id, slotDate: TUESDAY, slotTime: '10:30' }).expect(
        201,
      );
      api().clock.advance(60_000);
      await book(api(), patient, {
        docId: doctor._id,
        slotDate: '4_3_2026',
        slotTime: '15:00',
      }).expect(201);

      const appointments = await appointmentsOf(api(), patient);

      expect(
        appointments.map((appointment) => `${appointment.slotDate} ${appointment.slotTime}`),
      ).toEqual(['3_3_2026 10:00', '4_3_2026 15:00']);
    });

    it('when the doctor’s name is in Devanagari, then the answer’s length is its bytes, never its characters', async () => {
      const doctor = await addDoctor(api(), { name: 'डॉ. मीरा अय्यर' });
      const patient = await addPatient(api());
      await book(api(), patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '10:00',
      }).expect(201);

      const response = await api()
        .request.get(API.appointments)
        .set(auth(patient.token))
        .expect(200);

      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.text));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(appointmentListResponse.parse(response.body).appointments[0]?.docData.name).toBe(
        'डॉ. मीरा अय्यर',
      );
    });

    it('when no token is sent, then it answers 401', async () => {
      await api().request.get(API.appointments).expect(401);
    });
  });

  describe('POST /api/user/cancel-appointment', () => {
    async function booked(api: TestApi) {
      const doctor = await addDoctor(api);
      const patient = await addPatient(api);
      const response = await book(api, patient, {
        docId: doctor._id,
        slotDate: TUESDAY,
        slotTime: '12:00',
      }).expect(201);
      return {
        doctor,
        patient,
        appointmentId: bookAppointmentResponse.parse(response.body).appointmentId,
      };
    }

    function cancel(api: TestApi, patient: Patient, body: Record<string, unknown>) {
      return api.request.post(API.cancelAppointment).set(auth(patient.token)).send(body);
    }

    it('when the appointment is the caller’s and unpaid, then it is cancelled and the slot is free at once', async () => {
      const { doctor, patient, appointmentId } = await booked(api());

      const response = await cancel(api(), patient, { appointmentId }).expect(200);

      expect(messageResponse.parse(response.body).message).toBe(TEXTS.appointmentCancelledMessage);
      expect((await appointmentsOf(api(), patient))[0]).toMatchObject({
        _id: appointmentId,
        cancelled: true,
      });
      expect(await slotsBooked(api(), doctor._id)).toEqual({});
      const next = await addPatient(api(), 'Next Patient');
      await book(api(), next, { docId: doctor._id, slotDate: TUESDAY, slotTime: '12:00' }).expect(
        201,
      );
    });

    it('when the appointment is someone else’s, then it answers 403 and changes nothing', async () => {
      const { doctor, patient, appointmentId } = await booked(api());
      const intruder = await addPatient(api(), 'Intruder');

      const response = await cancel(api(), intruder, { appointmentId }).expect(403);

      expect(failure(response).message).toBe(TEXTS.forbidden);
      expect((await appointmentsOf(api(), patient))[0]?.cancelled).toBe(false);
      expect(await slotsBooked(api(), doctor._id)).toEqual({ [TUESDAY]: ['12:00'] });
    });

    it('when it is already cancelled, then it answers 409', async () => {
      const { patient, appointmentId } = await booked(api());
      await cancel(api(), patient, { appointmentId }).expect(200);

      const response = await cancel(api(), patient, { appointmentId }).expect(409);

      expect(failure(response).message).toBe(TEXTS.alreadyCancelled);
    });

    /** The clinic's answer to a patient's cancel while their proof waits (CLINIC_PHONE's default). */
    const CALL_TO_CANCEL =
      'Your payment is being verified. To cancel this appointment, please call the clinic on +91 98765 43210.';

    it('when a payment proof is pending, then it answers 409 with the clinic’s phone to call, and nothing changes', async () => {
      const { doctor, patient, appointmentId } = await booked(api());
      await api()
        .request.post(API.confirmPayment)
        .set(auth(patient.token))
        .send({ appointmentId, name: 'Priya Sharma', transactionId: 'UTR123456789' })
        .expect(200);
      const mailsBefore = api().mailer.sent.length;

      const response = await cancel(api(), patient, { appointmentId }).expect(409);

      expect(failure(response)).toEqual({
        success: false,
        message: CALL_TO_CANCEL,
        code: 'cancelByPhone',
        params: { phone: '+91 98765 43210' },
      });
      const [appointment] = await appointmentsOf(api(), patient);
      expect(appointment).toMatchObject({ cancelled: false, paymentProof: { status: 'pending' } });
      expect(appointment).not.toHaveProperty('refund');
      expect(await slotsBooked(api(), doctor._id)).toEqual({ [TUESDAY]: ['12:00'] });
      expect(api().mailer.sent).toHaveLength(mailsBefore);
    });

    it('when the payment was approved (paid and completed), then it answers 409 and nothing changes', async () => {
      const { patient, appointmentId } = await booked(api());
      await api().store.appointments.submitProof(appointmentId, {
        name: 'P',
        transactionId: 'UTR1',
        submittedAt: api().clock.now(),
      });
      await api().store.appointments.decideProof(appointmentId, { status: 'approved' });

      const response = await cancel(api(), patient, { appointmentId }).expect(409);

      expect(failure(response)).toMatchObject({
        message: 'This appointment is paid and completed, so it can no longer be cancelled',
        code: 'appointmentCompleted',
      });
      const [appointment] = await appointmentsOf(api(), patient);
      expect(appointment).toMatchObject({ cancelled: false, payment: true, isCompleted: true });
      expect(appointment).not.toHaveProperty('refund');
    });

    it('when a proof arrives between the cancel’s checks and its write, then the cancel is refused with the clinic’s phone and the proof stands', async () => {
      const { doctor, patient, appointmentId } = await booked(api());
      // The proof lands after the cancel read the appointment as unpaid, before its write.
      const appointments = api().store.appointments;
      const read = appointments.findById.bind(appointments);
      vi.spyOn(appointments, 'findById').mockImplementationOnce(async (id) => {
        const seen = await read(id);
        await appointments.submitProof(appointmentId, {
          name: 'Priya Sharma',
          transactionId: 'UTR-RACE-1',
          submittedAt: api().clock.now(),
        });
        return seen;
      });

      const response = await cancel(api(), patient, { appointmentId }).expect(409);

      expect(failure(response).message).toBe(CALL_TO_CANCEL);
      const [appointment] = await appointmentsOf(api(), patient);
      expect(appointment).toMatchObject({
        cancelled: false,
        paymentProof: { status: 'pending', transactionId: 'UTR-RACE-1' },
      });
      expect(appointment).not.toHaveProperty('refund');
      expect(await slotsBooked(api(), doctor._id)).toEqual({ [TUESDAY]: ['12:00'] });
    });

    it('when proofs and cancels of the same appointments arrive at once, then one of each pair lands, and no refund is ever owed', async () => {
      const doctor = await addDoctor(api());
      const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '15:00', '15:30'];
      const rounds = await Promise.all(
        times.map(async (slotTime, index) => {
          const patient = await addPatient(api(), `Racing Patient ${index}`);
          const response = await book(api(), patient, {
            docId: doctor._id,
            slotDate: TUESDAY,
            slotTime,
          }).expect(201);
          return {
            patient,
            appointmentId: bookAppointmentResponse.parse(response.body).appointmentId,
          };
        }),
      );

      const outcomes = await Promise.all(
        rounds.map(({ patient, appointmentId }, index) =>
          Promise.all([
            api()
              .request.post(API.confirmPayment)
              .set(auth(patient.token))
              .send({ appointmentId, name: 'Priya Sharma', transactionId: `UTR-RACE-${index}` }),
            cancel(api(), patient, { appointmentId }),
          ]),
        ),
      );

      for (const [index, [sent, cancelled]] of outcomes.entries()) {
        expect([sent.status, cancelled.status].sort()).toEqual([200, 409]);
        const round = rounds[index] as (typeof rounds)[number];
        const [appointment] = await appointmentsOf(api(), round.patient);
        expect([
          appointment?.cancelled,
          appointment?.paymentProof.status,
          appointment?.refund,
        ]).toEqual(sent.status === 200 ? [false, 'pending', undefined] : [true, 'none', undefined]);
        if (sent.status === 200) expect(failure(cancelled).message).toBe(CALL_TO_CANCEL);
        // Refused at its check (cancelled) or at its write (changed since it read it).
        else
          expect([TEXTS.cannotPay, TEXTS.proofAlreadySubmitted]).toContain(failure(sent).message);
      }
    });

    it('when the proof was rejected, then the patient may still cancel', async () => {
      const { patient, appointmentId } = await booked(api());
      await api().store.appointments.submitProof(appointmentId, {
        name: 'P',
        transactionId: 'UTR2',
        submittedAt: api().clock.now(),
      });
      await api().store.appointments.decideProof(appointmentId, {
        status: 'rejected',
        note: 'No such payment',
      });

      await cancel(api(), patient, { appointmentId }).expect(200);
    });

    it('when the appointment does not exist, then it answers 404', async () => {
      const patient = await addPatient(api());

      const response = await cancel(api(), patient, { appointmentId: 'b'.repeat(24) }).expect(404);

      expect(failure(response).message).toBe(TEXTS.appointmentNotFound);
    });

    it.each([
      ['a malformed id', { appointmentId: '12345' }],
      ['an operator object', { appointmentId: { $ne: '' } }],
      ['no id', {}],
    ])('when the body has %s, then it answers 400', async (_case, body) => {
      const patient = await addPatient(api());

      const response = await cancel(api(), patient, body).expect(400);

      expect(failure(response).errors).toHaveProperty('appointmentId');
    });

    it('when no token is sent, then it answers 401', async () => {
      const { appointmentId } = await booked(api());

      await api().request.post(API.cancelAppointment).send({ appointmentId }).expect(401);
    });
  });
});

forEachStore(
  (api) => {
    describe('POST /api/user/book-appointment with MAX_UNPAID_BOOKINGS=1', () => {
      it('when the patient has 1 unpaid upcoming appointment, then the refusal names the configured cap', async () => {
        const doctor = await addDoctor(api());
        const patient = await addPatient(api());
        await book(api(), patient, {
          docId: doctor._id,
          slotDate: TUESDAY,
          slotTime: '10:00',
        }).expect(201);

        const response = await book(api(), patient, {
          docId: doctor._id,
          slotDate: TUESDAY,
          slotTime: '10:30',
        }).expect(409);

        expect(failure(response).message).toBe(
          'You already have 1 unpaid upcoming appointment. Please pay for or cancel one before booking another.',
        );
      });
    });
  },
  { MAX_UNPAID_BOOKINGS: '1' },
);
