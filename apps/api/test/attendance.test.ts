/**
 * Attended or missed (docs/product.md): after a visit's end, staff mark whether the patient came;
 * the patient sees the mark, the audit keeps each one with the mark before and after, and the
 * dashboard counts each doctor's missed visits of this month and the last.
 */
import {
  ADMIN_API,
  API,
  ATTENDANCE_TEXTS,
  TEXTS,
  adminAppointmentResponse,
  appointmentListResponse,
  dashboardResponse,
} from '@clinic/contracts';
import type { Attendance, StaffRole } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID, auditEntriesOf, book, expectFailure } from './admin-fixtures.js';
import { addDoctor, addOperatorToken, addPatient, auth, forEachStore } from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

/** 2 March 2026, 10:30 in Kolkata: the end of the 10:00 visit that day. */
const END_OF_TEN_OCLOCK = new Date('2026-03-02T05:00:00Z');

/** Dr. Asha Rao's 10:00 visit with Priya on Monday 2 March, booked at 09:00 that day. */
async function morningVisit(api: TestApi) {
  const asha = await addDoctor(api, { name: 'Dr. Asha Rao' });
  const vikram = await addDoctor(api, { name: 'Dr. Vikram Menon' });
  const priya = await addPatient(api, 'Priya Sharma');
  const appointmentId = await book(api, priya, asha._id, '2_3_2026', '10:00');
  return { asha, vikram, priya, appointmentId };
}

function mark(api: TestApi, token: string, appointmentId: string, attendance: Attendance) {
  return api.request
    .post(ADMIN_API.markAttendance(appointmentId))
    .set(auth(token))
    .send({ attendance });
}

async function patientSees(api: TestApi, patient: Patient, appointmentId: string) {
  const response = await api.request.get(API.appointments).set(auth(patient.token)).expect(200);
  return appointmentListResponse
    .parse(response.body)
    .appointments.find((appointment) => appointment._id === appointmentId);
}

forEachStore((api) => {
  describe('POST /api/admin/appointments/:id/attendance', () => {
    it('when the front desk marks an ended visit missed, then the answer and the patient both carry the mark', async () => {
      const { priya, appointmentId } = await morningVisit(api());
      const desk = await addOperatorToken(api(), 'front-desk');
      api().clock.set(END_OF_TEN_OCLOCK);

      const response = await mark(api(), desk, appointmentId, 'missed').expect(200);

      const answer = adminAppointmentResponse.parse(response.body);
      expect(answer.message).toBe(ATTENDANCE_TEXTS.attendanceMarkedMissed);
      expect(answer.appointment).toMatchObject({ _id: appointmentId, attendance: 'missed' });
      // Attendance is not the payment's completion: the unpaid visit stays unpaid.
      expect(await patientSees(api(), priya, appointmentId)).toMatchObject({
        attendance: 'missed',
        isCompleted: false,
        payment: false,
      });
    });

    it.each<[StaffRole | 'own doctor' | 'other doctor', number]>([
      ['owner', 200],
      ['front-desk', 200],
      ['own doctor', 200],
      ['other doctor', 403],
    ])('when a %s marks an ended visit, then it is a %i', async (who, status) => {
      const { asha, vikram, priya, appointmentId } = await morningVisit(api());
      const token =
        who === 'own doctor'
          ? await addOperatorToken(api(), 'doctor', asha._id)
          : who === 'other doctor'
            ? await addOperatorToken(api(), 'doctor', vikram._id)
            : await addOperatorToken(api(), who);
      api().clock.set(END_OF_TEN_OCLOCK);

      const response = await mark(api(), token, appointmentId, 'attended').expect(status);

      if (status === 403) expectFailure(response.body, TEXTS.forbidden);
      expect((await patientSees(api(), priya, appointmentId))?.attendance).toBe(
        status === 200 ? 'attended' : undefined,
      );
    });

    it("when signed out, or with a patient's token, then it is a 401 or a 403 and nothing is marked", async () => {
      const { priya, appointmentId } = await morningVisit(api());
      api().clock.set(END_OF_TEN_OCLOCK);

      const signedOut = await api()
        .request.post(ADMIN_API.markAttendance(appointmentId))
        .send({ attendance: 'missed' })
        .expect(401);
      const patient = await mark(api(), priya.token, appointmentId, 'missed').expect(403);

      expectFailure(signedOut.body, TEXTS.notAuthorized);
      expectFailure(patient.body, TEXTS.forbidden);
      expect((await patientSees(api(), priya, appointmentId))?.attendance).toBeUndefined();
    });

    it('when the visit has started but not ended, then it is a 409 until the end, then it may be marked', async () => {
      const { priya, appointmentId } = await morningVisit(api());
      const desk = await addOperatorToken(api(), 'front-desk');
      api().clock.set(new Date(END_OF_TEN_OCLOCK.getTime() - 1));

      const early = await mark(api(), desk, appointmentId, 'missed').expect(409);
      expect(early.body).toMatchObject({
        success: false,
        code: 'visitNotEnded',
        message: ATTENDANCE_TEXTS.visitNotEnded,
      });
      expect((await patientSees(api(), priya, appointmentId))?.attendance).toBeUndefined();

      api().clock.advance(1);
      await mark(api(), desk, appointmentId, 'missed').expect(200);
    });

    it('when the visit was cancelled, then it is a 409 and nothing is marked', async () => {
      const { priya, appointmentId } = await morningVisit(api());
      const desk = await addOperatorToken(api(), 'front-desk');
      await api()
        .request.post(ADMIN_API.cancelAppointment(appointmentId))
        .set(auth(desk))
        .expect(200);
      api().clock.set(END_OF_TEN_OCLOCK);

      const response = await mark(api(), desk, appointmentId, 'attended').expect(409);

      expect(response.body).toMatchObject({
        code: 'visitCancelled',
        message: ATTENDANCE_TEXTS.visitCancelled,
      });
      expect((await patientSees(api(), priya, appointmentId))?.attendance).toBeUndefined();
    });

    it('when a mark is changed, then the audit keeps each mark with the one before and after', async () => {
      const { priya, appointmentId } = await morningVisit(api());
      const desk = await addOperatorToken(api(), 'front-desk');
      api().clock.set(END_OF_TEN_OCLOCK);

      await mark(api(), desk, appointmentId, 'missed').expect(200);
      // The patient came late: the front desk corrects the mark.
      await mark(api(), desk, appointmentId, 'attended').expect(200);

      const entries = await auditEntriesOf(api(), 'appointment.attendance');
      expect(
        entries.map(({ actorRole, targetId, before, after, patientIds }) => ({
          actorRole,
          targetId,
          before: (before as { attendance: unknown }).attendance,
          after: (after as { attendance: unknown }).attendance,
          patientIds,
        })),
      ).toEqual([
        {
          actorRole: 'front-desk',
          targetId: appointmentId,
          before: 'missed',
          after: 'attended',
          patientIds: [priya.id],
        },
        {
          actorRole: 'front-desk',
          targetId: appointmentId,
          before: null,
          after: 'missed',
          patientIds: [priya.id],
        },
      ]);
      expect((await patientSees(api(), priya, appointmentId))?.attendance).toBe('attended');
    });

    it('when the mark is not attended or missed, or the id is malformed or unknown, then it is a 400 or a 404', async () => {
      const { appointmentId } = await morningVisit(api());
      const desk = await addOperatorToken(api(), 'front-desk');
      api().clock.set(END_OF_TEN_OCLOCK);

      for (const body of [{}, { attendance: 'late' }, { attendance: { $ne: null } }]) {
        const response = await api()
          .request.post(ADMIN_API.markAttendance(appointmentId))
          .set(auth(desk))
          .send(body)
          .expect(400);
        expectFailure(response.body, TEXTS.invalidInput);
      }
      await mark(api(), desk, 'not-an-id', 'missed').expect(400);
      const unknown = await mark(api(), desk, UNKNOWN_ID, 'missed').expect(404);
      expectFailure(unknown.body, TEXTS.appointmentNotFound);
      expect(await auditEntriesOf(api(), 'appointment.attendance')).toEqual([]);
    });
  });

  describe("GET /api/admin/dashboard: each doctor's missed visits", () => {
    it('when the month turns in Kolkata, then the marks of March move from this month to last month', async () => {
      const asha = await addDoctor(api(), { name: 'Dr. Asha Rao' });
      const vikram = await addDoctor(api(), { name: 'Dr. Vikram Menon' });
      await addDoctor(api(), { name: 'Dr. Meera Iyer' });
      const priya = await addPatient(api(), 'Priya Sharma');
      // Booked straight in the store: the days are beyond the patients' 14-day window.
      const visit = async (docId: string, slotDate: string, slotTime: string) =>
        (
          await api().store.appointments.book({
            userId: priya.id,
            docId,
            slotDate,
            slotTime,
            docData: {
              name: '',
              image: '',
              speciality: 'Psychiatrist',
              address: { line1: '', line2: '' },
            },
            userData: { name: 'Priya Sharma', email: priya.email, phone: '9876543210' },
            amount: 800,
            date: api().clock.now(),
          })
        )._id;
      const marks: [string, string, string, Attendance][] = [
        [asha._id, '27_2_2026', '10:00', 'missed'],
        [asha._id, '28_2_2026', '10:00', 'attended'],
        [asha._id, '30_3_2026', '10:00', 'missed'],
        [asha._id, '30_3_2026', '11:00', 'attended'],
        [asha._id, '31_3_2026', '10:00', 'attended'],
        [asha._id, '31_3_2026', '11:00', 'attended'],
        [vikram._id, '31_3_2026', '15:00', 'missed'],
      ];
      const ids = [];
      for (const [docId, slotDate, slotTime] of marks)
        ids.push(await visit(docId, slotDate, slotTime));
      // Booked but never marked, and marked then cancelled: neither counts.
      await visit(vikram._id, '30_3_2026', '15:00');
      const cancelled = await visit(vikram._id, '30_3_2026', '16:00');
      // 31 March, 23:00 in Kolkata: every visit has ended, and it is still March there.
      api().clock.set(new Date('2026-03-31T17:30:00Z'));
      const desk = await addOperatorToken(api(), 'front-desk');
      for (const [index, [, , , attendance]] of marks.entries())
        await mark(api(), desk, ids[index] ?? '', attendance).expect(200);
      await mark(api(), desk, cancelled, 'missed').expect(200);
      await api().request.post(ADMIN_API.cancelAppointment(cancelled)).set(auth(desk)).expect(200);

      const march = await api().request.get(ADMIN_API.dashboard).set(auth(desk)).expect(200);
      // 1 April, 00:30 in Kolkata, though still 31 March in UTC.
      api().clock.set(new Date('2026-03-31T19:00:00Z'));
      const april = await api().request.get(ADMIN_API.dashboard).set(auth(desk)).expect(200);

      expect(dashboardResponse.parse(march.body).dashboard.missedVisits).toEqual([
        {
          docId: asha._id,
          name: 'Dr. Asha Rao',
          thisMonth: { marked: 4, missed: 1 },
          lastMonth: { marked: 2, missed: 1 },
        },
        {
          docId: vikram._id,
          name: 'Dr. Vikram Menon',
          thisMonth: { marked: 1, missed: 1 },
          lastMonth: { marked: 0, missed: 0 },
        },
      ]);
      expect(dashboardResponse.parse(april.body).dashboard.missedVisits).toEqual([
        {
          docId: asha._id,
          name: 'Dr. Asha Rao',
          thisMonth: { marked: 0, missed: 0 },
          lastMonth: { marked: 4, missed: 1 },
        },
        {
          docId: vikram._id,
          name: 'Dr. Vikram Menon',
          thisMonth: { marked: 0, missed: 0 },
          lastMonth: { marked: 1, missed: 1 },
        },
      ]);
    });
  });
});
