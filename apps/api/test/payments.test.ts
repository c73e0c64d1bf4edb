import {
  API,
  TEXTS,
  appointmentListResponse,
  bookAppointmentResponse,
  confirmPaymentResponse,
  errorResponse,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { addDoctor, addOperatorToken, addPatient, auth, forEachStore } from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

async function bookedAppointment(api: TestApi, patient?: Patient, slotTime = '10:00') {
  const doctor = await addDoctor(api);
  const owner = patient ?? (await addPatient(api));
  const response = await api.request
    .post(API.bookAppointment)
    .set(auth(owner.token))
    .send({ docId: doctor._id, slotDate: '3_3_2026', slotTime })
    .expect(201);
  return {
    patient: owner,
    appointmentId: bookAppointmentResponse.parse(response.body).appointmentId,
  };
}

function confirm(api: TestApi, patient: Patient, body: Record<string, unknown>) {
  return api.request.post(API.confirmPayment).set(auth(patient.token)).send(body);
}

async function proofOf(api: TestApi, patient: Patient, appointmentId: string) {
  const response = await api.request.get(API.appointments).set(auth(patient.token)).expect(200);
  return appointmentListResponse
    .parse(response.body)
    .appointments.find((each) => each._id === appointmentId)?.paymentProof;
}

function failure(response: { body: unknown }) {
  return errorResponse.parse(response.body);
}

forEachStore((api) => {
  describe('POST /api/user/confirm-payment', () => {
    it('when the appointment is the caller’s and has no proof, then the proof is pending with the spec text', async () => {
      const { patient, appointmentId } = await bookedAppointment(api());

      const response = await confirm(api(), patient, {
        appointmentId,
        name: ' Priya Sharma ',
        transactionId: '412345678901',
      }).expect(200);

      const body = confirmPaymentResponse.parse(response.body);
      expect(body.message).toBe(TEXTS.paymentSubmitted);
      const expected = {
        status: 'pending',
        name: 'Priya Sharma',
        transactionId: '412345678901',
        submittedAt: api().clock.now().toISOString(),
      };
      expect(body.paymentProof).toMatchObject(expected);
      expect(await proofOf(api(), patient, appointmentId)).toMatchObject(expected);
    });

    it('when a proof is already pending, then it answers 409 and keeps the first proof', async () => {
      const { patient, appointmentId } = await bookedAppointment(api());
      await confirm(api(), patient, {
        appointmentId,
        name: 'Priya',
        transactionId: 'UTR111',
      }).expect(200);

      const response = await confirm(api(), patient, {
        appointmentId,
        name: 'Priya',
        transactionId: 'UTR222',
      }).expect(409);

      expect(failure(response).message).toBe(TEXTS.proofAlreadySubmitted);
      expect((await proofOf(api(), patient, appointmentId))?.transactionId).toBe('UTR111');
    });

    it('when the clinic rejected the proof, then the patient may send a new one', async () => {
      const { patient, appointmentId } = await bookedAppointment(api());
      await confirm(api(), patient, {
        appointmentId,
        name: 'Priya',
        transactionId: 'UTR111',
      }).expect(200);
      await api().store.appointments.decideProof(appointmentId, {
        status: 'rejected',
        note: 'Not received',
      });

      await confirm(api(), patient, {
        appointmentId,
        name: 'Priya',
        transactionId: 'UTR333',
      }).expect(200);

      expect(await proofOf(api(), patient, appointmentId)).toMatchObject({
        status: 'pending',
        transactionId: 'UTR333',
      });
    });

    it('when the payment was approved, then it answers 409', async () => {
      const { patient, appointmentId } = await bookedAppointment(api());
      await confirm(api(), patient, {
        appointmentId,
        name: 'Priya',
        transactionId: 'UTR111',
      }).expect(200);
      await api().store.appointments.decideProof(appointmentId, { status: 'approved' });

      const response = await confirm(api(), patient, {
        appointmentId,
        name: 'Priya',
        transactionId: 'UTR444',
      }).expect(409);

      expect(failure(response).message).toBe(TEXTS.cannotPay);
    });

    it('when the appointment is cancelled, then it answers 409', async () => {
      const { patient, appointmentId } = await bookedAppointment(api());
      await api()
        .request.post(API.cancelAppointment)
        .set(auth(patient.token))
        .send({ appointmentId })
        .expect(200);

      const response = await confirm(api(), patient, {
        appointmentId,
        name: 'Priya',
        transactionId: 'UTR555',
      }).expect(409);

      expect(failure(response).message).toBe(TEXTS.cannotPay);
      expect(await proofOf(api(), patient, appointmentId)).toEqual({ status: 'none' });
    });

    it('when the transaction ID paid another appointment, then it answers 409, in any letter case', async () => {
      const patient = await addPatient(api());
      const first = await bookedAppointment(api(), patient, '10:00');
      const second = await bookedAppointment(api(), patient, '10:30');
      await confirm(api(), patient, {
        appointmentId: first.appointmentId,
        name: 'Priya',
        transactionId: 'AXIS-9988',
      }).expect(200);

      const response = await confirm(api(), patient, {
        appointmentId: second.appointmentId,
        name: 'Priya',
        transactionId: 'axis-9988',
      }).expect(409);

      expect(failure(response).message).toBe(TEXTS.transactionIdUsed);
      expect(await proofOf(api(), patient, second.appointmentId)).toEqual({ status: 'none' });
    });

    it('when a rejected proof was replaced by a new ID, then the first ID still answers 409 on another appointment', async () => {
      const patient = await addPatient(api());
      const first = await bookedAppointment(api(), patient, '10:00');
      const second = await bookedAppointment(api(), patient, '10:30');
      await confirm(api(), patient, {
        appointmentId: first.appointmentId,
        name: 'Priya',
        transactionId: 'UTR-FIRST-1',
      }).expect(200);
      await api().store.appointments.decideProof(first.appointmentId, {
        status: 'rejected',
        note: 'Not received',
      });
      await confirm(api(), patient, {
        appointmentId: first.appointmentId,
        name: 'Priya',
        transactionId: 'UTR-SECOND-2',
      }).expect(200);

      const response = await confirm(api(), patient, {
        appointmentId: second.appointmentId,
        name: 'Priya',
        transactionId: 'UTR-FIRST-1',
      }).expect(409);

      expect(failure(response).message).toBe(TEXTS.transactionIdUsed);
      expect(await proofOf(api(), patient, second.appointmentId)).toEqual({ status: 'none' });
      expect(await proofOf(api(), patient, first.appointmentId)).toMatchObject({
        status: 'pending',
        transactionId: 'UTR-SECOND-2',
      });
    });

    it('when the appointment is someone else’s, then it answers 403 and changes nothing', async () => {
      const { patient, appointmentId } = await bookedAppointment(api());
      const intruder = await addPatient(api(), 'Intruder');

      const response = await confirm(api(), intruder, {
        appointmentId,
        name: 'Intruder',
        transactionId: 'UTR666',
      }).expect(403);

      expect(failure(response).message).toBe(TEXTS.forbidden);
      expect(await proofOf(api(), patient, appointmentId)).toEqual({ status: 'none' });
    });

    it('when the appointment does not exist, then it answers 404', async () => {
      const patient = await addPatient(api());

      const response = await confirm(api(), patient, {
        appointmentId: 'c'.repeat(24),
        name: 'P',
        transactionId: 'UTR777',
      }).expect(404);

      expect(failure(response).message).toBe(TEXTS.appointmentNotFound);
    });

    it.each([
      ['a blank name', { name: '  ', transactionId: 'UTR1' }],
      ['a blank transaction ID', { name: 'Priya', transactionId: '' }],
      ['no name', { transactionId: 'UTR1' }],
      ['no transaction ID', { name: 'Priya' }],
    ])('when the form has %s, then it answers 400 with the spec text', async (_case, fields) => {
      const { patient, appointmentId } = await bookedAppointment(api());

      const response = await confirm(api(), patient, { appointmentId, ...fields }).expect(400);

      expect(failure(response).message).toBe(TEXTS.paymentFieldsRequired);
      expect(await proofOf(api(), patient, appointmentId)).toEqual({ status: 'none' });
    });

    it.each([
      [
        'an operator object as transaction ID',
        { name: 'Priya', transactionId: { $gt: '' } },
        'transactionId',
      ],
      [
        'a transaction ID with spaces inside',
        { name: 'Priya', transactionId: 'UTR 1 2' },
        'transactionId',
      ],
      [
        'a malformed appointment id',
        { name: 'Priya', transactionId: 'UTR1', appointmentId: 'xyz' },
        'appointmentId',
      ],
    ])(
      'when the form has %s, then it answers 400 naming the field',
      async (_case, fields, field) => {
        const { patient, appointmentId } = await bookedAppointment(api());

        const response = await confirm(api(), patient, { appointmentId, ...fields }).expect(400);

        expect(failure(response).errors).toHaveProperty(field);
      },
    );

    it('when no token is sent, then it answers 401', async () => {
      const { appointmentId } = await bookedAppointment(api());

      await api()
        .request.post(API.confirmPayment)
        .send({ appointmentId, name: 'P', transactionId: 'UTR1' })
        .expect(401);
    });

    it('when an operator token is sent, then it answers 403', async () => {
      const { appointmentId } = await bookedAppointment(api());
      const token = await addOperatorToken(api());

      await api()
        .request.post(API.confirmPayment)
        .set(auth(token))
        .send({ appointmentId, name: 'P', transactionId: 'UTR1' })
        .expect(403);
    });
  });
});
