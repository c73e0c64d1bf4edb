import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  SLOT_TIMES,
  TEXTS,
  adminDoctorResponse,
  appointmentListResponse,
  auditResponse,
  doctorListResponse,
  slotWindow,
} from '@clinic/contracts';
import { describe, expect, it, vi } from 'vitest';
import { UNKNOWN_ID, book, expectFailure, loginOperator } from './admin-fixtures.js';
import { addDoctor, addOperatorToken, addPatient, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

// The harness's clock stands at Monday 2 March 2026, 9 am in the clinic's zone; 8 March is a Sunday.
const WEEK = { from: '3_3_2026', to: '9_3_2026' };
const WEEK_DAYS = ['3_3_2026', '4_3_2026', '5_3_2026', '6_3_2026', '7_3_2026', '9_3_2026'];

async function publicDoctor(api: TestApi, doctorId: string) {
  const response = await api.request.get(API.doctorList).expect(200);
  return doctorListResponse.parse(response.body).doctors.find((doctor) => doctor._id === doctorId);
}

async function doctorAudit(api: TestApi, token: string) {
  const response = await api.request
    .get(ADMIN_API.audit)
    .query({ pageSize: 100 })
    .set(auth(token))
    .expect(200);
  return auditResponse
    .parse(response.body)
    .entries.filter((entry) => entry.targetType === 'doctor');
}

function blockDays(api: TestApi, token: string, doctorId: string, body: object) {
  return api.request.post(ADMIN_API.doctorBlockedDays(doctorId)).set(auth(token)).send(body);
}

forEachStore((api) => {
  describe('POST /api/admin/doctors/:id/blocked-days', () => {
    it('when a week is blocked, then every time of each day but Sunday is blocked in one request, patients cannot book them, and one audit entry names the doctor and the range', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api(), {
        blockedSlots: [
          { date: '4_3_2026', times: ['10:00'] },
          { date: '11_3_2026', times: ['15:00'] },
        ],
      });
      const patient = await addPatient(api());

      const response = await blockDays(api(), operator.token, doctor._id, WEEK).expect(200);

      expect(response.headers['cache-control']).toBe('no-store');
      const answer = adminDoctorResponse.parse(response.body);
      expect(answer.message).toBe(ADMIN_TEXTS.daysBlocked);
      const listed = await publicDoctor(api(), doctor._id);
      for (const blocked of [answer.doctor.blockedSlots, listed?.blockedSlots]) {
        expect(
          [...(blocked ?? [])].sort((a, b) => a.date.localeCompare(b.date)).map((b) => b.date),
        ).toEqual([...WEEK_DAYS, '11_3_2026'].sort());
        for (const day of WEEK_DAYS)
          expect(blocked?.find((b) => b.date === day)?.times).toEqual([...SLOT_TIMES]);
        expect(blocked?.find((b) => b.date === '11_3_2026')?.times).toEqual(['15:00']);
      }
      const window = slotWindow({
        now: api().clock.now(),
        timeZone: api().config.clinic.timeZone,
        slotsBooked: listed?.slots_booked ?? {},
        blockedSlots: listed?.blockedSlots ?? [],
      });
      expect(window.map((day) => day.dateKey)).not.toContain('5_3_2026');
      const refused = await api()
        .request.post(API.bookAppointment)
        .set(auth(patient.token))
        .send({ docId: doctor._id, slotDate: '5_3_2026', slotTime: '18:30' })
        .expect(409);
      expectFailure(refused.body, TEXTS.slotBlocked);

      const entries = await doctorAudit(api(), operator.token);
      expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        [
          'doctor.blocked-days',
          { name: 'Dr. Asha Rao', ...WEEK, blockedTimes: 1 },
          { name: 'Dr. Asha Rao', ...WEEK, blockedTimes: WEEK_DAYS.length * SLOT_TIMES.length },
        ],
      ]);
    });

    it('when one day of the range has a booked appointment, then it is a 409 that lists it, nothing is blocked, and the appointment stays', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      await book(api(), patient, doctor._id, '6_3_2026', '15:30');
      await book(api(), patient, doctor._id, '6_3_2026', '10:00');

      const response = await blockDays(api(), operator.token, doctor._id, WEEK).expect(409);

      expectFailure(response.body, ADMIN_TEXTS.blockDaysBooked);
      expect(response.body.booked).toEqual([
        { date: '6_3_2026', time: '10:00' },
        { date: '6_3_2026', time: '15:30' },
      ]);
      expect((await publicDoctor(api(), doctor._id))?.blockedSlots).toEqual([]);
      expect(await doctorAudit(api(), operator.token)).toEqual([]);
      const mine = await api().request.get(API.appointments).set(auth(patient.token)).expect(200);
      expect(
        appointmentListResponse.parse(mine.body).appointments.map((a) => [a.slotDate, a.cancelled]),
      ).toEqual([
        ['6_3_2026', false],
        ['6_3_2026', false],
      ]);
    });

    it('when a patient books a day of the range after the checks passed, then the store refuses the block with the 409 that lists it', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      // The booking lands between the service's read of the doctor and the store's write.
      const doctors = api().store.doctors;
      const read = doctors.findById.bind(doctors);
      vi.spyOn(doctors, 'findById').mockImplementationOnce(async (id) => {
        const seen = await read(id);
        await book(api(), patient, doctor._id, '7_3_2026', '12:30');
        return seen;
      });

      const response = await blockDays(api(), operator.token, doctor._id, WEEK).expect(409);

      expectFailure(response.body, ADMIN_TEXTS.blockDaysBooked);
      expect(response.body.booked).toEqual([{ date: '7_3_2026', time: '12:30' }]);
      const listed = await publicDoctor(api(), doctor._id);
      expect(listed?.blockedSlots).toEqual([]);
      expect(listed?.slots_booked).toEqual({ '7_3_2026': ['12:30'] });
      expect(await doctorAudit(api(), operator.token)).toEqual([]);
    });

    it('when bookings and blocks of the same days arrive together, then either the booking or the block wins, never both', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      // Each round a day of its own, booked at another time of day, against a block of that day.
      const rounds = WEEK_DAYS.map((slotDate, round) => ({
        slotDate,
        slotTime: ['10:00', '11:30', '15:00', '18:30'][round % 4] ?? '10:00',
      }));

      for (const { slotDate, slotTime } of rounds) {
        const patient = await addPatient(api());
        const [booked, blocked] = await Promise.all([
          api()
            .request.post(API.bookAppointment)
            .set(auth(patient.token))
            .send({ docId: doctor._id, slotDate, slotTime }),
          blockDays(api(), operator.token, doctor._id, { from: slotDate, to: slotDate }),
        ]);

        expect([booked.status, blocked.status]).toEqual(
          booked.status === 201 ? [201, 409] : [409, 200],
        );
        if (booked.status === 409) expectFailure(booked.body, TEXTS.slotBlocked);
        if (blocked.status === 409) {
          expectFailure(blocked.body, ADMIN_TEXTS.blockDaysBooked);
          expect(blocked.body.booked).toEqual([{ date: slotDate, time: slotTime }]);
        }
        const listed = await publicDoctor(api(), doctor._id);
        const bookedTimes = listed?.slots_booked[slotDate] ?? [];
        const blockedTimes = listed?.blockedSlots.find((b) => b.date === slotDate)?.times ?? [];
        expect([bookedTimes, blockedTimes]).toEqual(
          booked.status === 201 ? [[slotTime], []] : [[], [...SLOT_TIMES]],
        );
      }
    });

    it('when the range is reversed, too long, only a Sunday, malformed or already gone, then it is a 400 with the reason', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      for (const [body, message, field] of [
        [{ from: '9_3_2026', to: '3_3_2026' }, TEXTS.invalidInput, ADMIN_TEXTS.blockDaysOrder],
        [{ from: '3_3_2026', to: '2_5_2026' }, TEXTS.invalidInput, ADMIN_TEXTS.blockDaysTooMany],
        [
          { from: '8_3_2026', to: '8_3_2026' },
          TEXTS.invalidInput,
          ADMIN_TEXTS.blockDaysSundaysOnly,
        ],
        [{ from: '31_2_2026', to: '3_3_2026' }, TEXTS.invalidInput, undefined],
        [{ from: '2026-03-03', to: '3_3_2026' }, TEXTS.invalidInput, undefined],
        [{ from: '3_3_2026' }, TEXTS.invalidInput, undefined],
        [
          { from: '1_3_2026', to: '3_3_2026' },
          ADMIN_TEXTS.blockDaysPast,
          ADMIN_TEXTS.blockDaysPast,
        ],
      ] as const) {
        const response = await blockDays(api(), operator.token, doctor._id, body).expect(400);
        expectFailure(response.body, message);
        if (field) expect(Object.values(response.body.errors ?? {})).toEqual([field]);
      }
      // 2 March (today) to 30 April is 60 days, the most one request takes.
      await blockDays(api(), operator.token, doctor._id, {
        from: '2_3_2026',
        to: '30_4_2026',
      }).expect(200);
      expect((await publicDoctor(api(), doctor._id))?.blockedSlots).toHaveLength(52);
    });

    it('when the front desk or the doctor themself blocks, then it is allowed; another doctor, a patient or no session are refused', async () => {
      const doctor = await addDoctor(api());
      const other = await addDoctor(api(), { name: 'Dr. Vikram Menon' });
      const frontDesk = await addOperatorToken(api(), 'front-desk');
      const ownDoctor = await addOperatorToken(api(), 'doctor', doctor._id);
      const patient = await addPatient(api());
      const day = (date: string) => ({ from: date, to: date });

      await blockDays(api(), frontDesk, doctor._id, day('3_3_2026')).expect(200);
      await blockDays(api(), ownDoctor, doctor._id, day('4_3_2026')).expect(200);
      expectFailure(
        (await blockDays(api(), ownDoctor, other._id, day('4_3_2026')).expect(403)).body,
        TEXTS.forbidden,
      );
      await blockDays(api(), patient.token, doctor._id, day('5_3_2026')).expect(403);
      await api()
        .request.post(ADMIN_API.doctorBlockedDays(doctor._id))
        .send(day('5_3_2026'))
        .expect(401);
      expectFailure(
        (await blockDays(api(), frontDesk, UNKNOWN_ID, day('5_3_2026')).expect(404)).body,
        TEXTS.doctorNotFound,
      );

      expect((await publicDoctor(api(), doctor._id))?.blockedSlots.map((b) => b.date)).toEqual([
        '3_3_2026',
        '4_3_2026',
      ]);
      expect((await publicDoctor(api(), other._id))?.blockedSlots).toEqual([]);
    });
  });
});
