/**
 * Refunds on the wire: the clinic's cancel of a paid or proof-pending appointment owes one (a
 * patient's cancel never does: the API refuses it), staff record the refund they made (audited,
 * mailed, a credit note for a paid one), and the patient's list says which.
 */
import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  TEXTS,
  adminAppointmentResponse,
  adminAppointmentsResponse,
  appointmentListResponse,
  tokenResponse,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { book, expectFailure, sendProof, auditEntriesOf } from './admin-fixtures.js';
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

async function cancelledAfterMoneyMoved(api: TestApi, approved: boolean) {
  const doctor = await addDoctor(api, { name: 'Dr. Asha Rao', fees: 900 });
  const patient = await addPatient(api, 'Priya Sharma');
  const id = await book(api, patient, doctor._id, TUESDAY, '10:00');
  await sendProof(api, patient, id, approved ? 'UPI-PAID-1' : 'UPI-PEND-1');
  const desk = await addOperatorToken(api, 'front-desk');
  if (approved) await api.request.post(ADMIN_API.approvePayment(id)).set(auth(desk)).expect(200);
  await api.request.post(ADMIN_API.cancelAppointment(id)).set(auth(desk)).expect(200);
  return { patient, id, desk };
}

function recordRefund(api: TestApi, token: string, id: string, body: object) {
  return api.request.post(ADMIN_API.recordRefund(id)).set(auth(token)).send(body);
}

async function refundOf(api: TestApi, patient: Patient) {
  const response = await api.request.get(API.appointments).set(auth(patient.token)).expect(200);
  return appointmentListResponse.parse(response.body).appointments[0]?.refund;
}

forEachStore((api) => {
  describe('the Refunds screen after a patient tries to cancel', () => {
    it("when a patient cancels last week's paid visit, then it is refused and no refund is due", async () => {
      const doctor = await addDoctor(api(), { fees: 900 });
      const patient = await addPatient(api(), 'Priya Sharma');
      const id = await book(api(), patient, doctor._id, TUESDAY, '10:00');
      await sendProof(api(), patient, id, 'UPI-PAST-1');
      await api()
        .request.post(ADMIN_API.approvePayment(id))
        .set(auth(await addOperatorToken(api(), 'front-desk')))
        .expect(200);
      // A week after the visit, signed in again.
      api().clock.advance(8 * 24 * 3_600_000);
      const login = await api()
        .request.post(API.login)
        .send({ email: patient.email, password: PATIENT_PASSWORD })
        .expect(200);
      const token = tokenResponse.parse(login.body).token;

      const response = await api()
        .request.post(API.cancelAppointment)
        .set(auth(token))
        .send({ appointmentId: id })
        .expect(409);

      expectFailure(response.body, TEXTS.appointmentStarted);
      expect(await refundOf(api(), { ...patient, token })).toBeUndefined();
      const due = adminAppointmentsResponse.parse(
        (
          await api()
            .request.get(ADMIN_API.appointments)
            .query({ status: 'refund-due' })
            .set(auth(await addOperatorToken(api(), 'front-desk')))
            .expect(200)
        ).body,
      );
      expect(due).toMatchObject({ appointments: [], total: 0 });
    });
  });

  describe('POST /api/admin/appointments/:id/refund', () => {
    it('when the clinic cancelled a paid appointment and the front desk records the refund, then it is refunded, audited, mailed, and a credit note is ready', async () => {
      const { patient, id, desk } = await cancelledAfterMoneyMoved(api(), true);
      expect(await refundOf(api(), patient)).toEqual({ status: 'due' });
      const due = adminAppointmentsResponse.parse(
        (
          await api()
            .request.get(ADMIN_API.appointments)
            .query({ status: 'refund-due' })
            .set(auth(desk))
            .expect(200)
        ).body,
      );
      expect(due.appointments.map((appointment) => appointment._id)).toEqual([id]);

      const response = await recordRefund(api(), desk, id, {
        upiReference: 'RFD20260302A',
        refundedOn: '2026-03-02',
      }).expect(200);

      const body = adminAppointmentResponse.parse(response.body);
      expect(body.message).toBe(ADMIN_TEXTS.refundRecorded);
      const refunded = {
        status: 'refunded',
        upiReference: 'RFD20260302A',
        refundedOn: '2026-03-02',
      };
      expect(body.appointment.refund).toEqual(refunded);
      expect(await refundOf(api(), patient)).toEqual(refunded);
      const mail = api().mailer.sent.at(-1);
      expect(mail?.to).toBe(patient.email);
      expect(mail?.subject).toBe('Holistic Mind Clinic: your refund has been sent');
      expect(mail?.text).toContain(
        'The refund was sent by UPI on Monday 2 March 2026, reference RFD20260302A.',
      );
      expect(mail?.text).toContain('₹900');
      const note = await api().request.get(API.creditNote(id)).set(auth(patient.token)).expect(200);
      expect(note.headers['content-type']).toBe('application/pdf');
      expect(await auditEntriesOf(api(), 'refund.record')).toEqual([
        expect.objectContaining({
          actorRole: 'front-desk',
          targetId: id,
          patientIds: [patient.id],
          after: expect.objectContaining({ refund: refunded }) as unknown,
        }),
      ]);
      expectFailure(
        (
          await recordRefund(api(), desk, id, {
            upiReference: 'RFD-AGAIN',
            refundedOn: '2026-03-02',
          }).expect(409)
        ).body,
        ADMIN_TEXTS.refundNotDue,
      );
    });

    it('when the proof was still pending, then the refund is recorded and mailed without a credit note', async () => {
      const { patient, id, desk } = await cancelledAfterMoneyMoved(api(), false);

      await recordRefund(api(), desk, id, {
        upiReference: 'RFD20260302B',
        refundedOn: '2026-03-01',
      }).expect(200);

      expect((await refundOf(api(), patient))?.status).toBe('refunded');
      await api().request.get(API.creditNote(id)).set(auth(patient.token)).expect(404);
      expect(api().mailer.sent.at(-1)?.subject).toBe(
        'Holistic Mind Clinic: your refund has been sent',
      );
    });

    it('when the day is after today or not a date, or no refund is due, then it is refused and nothing changes', async () => {
      const { patient, id, desk } = await cancelledAfterMoneyMoved(api(), true);
      const unpaid = await book(api(), patient, (await addDoctor(api()))._id, TUESDAY, '11:00');
      await api().request.post(ADMIN_API.cancelAppointment(unpaid)).set(auth(desk)).expect(200);

      for (const refundedOn of ['2026-03-03', '2026-02-30']) {
        const response = await recordRefund(api(), desk, id, {
          upiReference: 'RFD1',
          refundedOn,
        }).expect(400);
        expect(response.body.errors.refundedOn).toBe(TEXTS.refundInvalidDate);
      }
      expectFailure(
        (
          await recordRefund(api(), desk, unpaid, {
            upiReference: 'RFD1',
            refundedOn: '2026-03-02',
          }).expect(409)
        ).body,
        ADMIN_TEXTS.refundNotDue,
      );
      expect(await refundOf(api(), patient)).toEqual({ status: 'due' });
    });
  });
});
