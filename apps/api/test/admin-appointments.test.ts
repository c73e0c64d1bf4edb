import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  PRIVACY_NOTICE_VERSION,
  TEXTS,
  adminAppointmentResponse,
  adminAppointmentsResponse,
  appointmentListResponse,
  auditResponse,
  dashboardResponse,
  doctorListResponse,
} from '@clinic/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  UNKNOWN_ID,
  book,
  expectFailure,
  loginOperator,
  operatorToken,
  sendProof,
} from './admin-fixtures.js';
import { inviteOf } from './support/ical.js';
import { MAIL_FOOTER, addDoctor, addPatient, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

/** The clock stands at Monday 2 March 2026, 09:00 in Kolkata (the harness's default). */
async function clinicDay(api: TestApi) {
  const operator = await loginOperator(api);
  const asha = await addDoctor(api, { name: 'Dr. Asha Rao', fees: 800 });
  const vikram = await addDoctor(api, {
    name: 'Dr. Vikram Menon',
    speciality: 'Psychologist',
    fees: 1200,
  });
  const priya = await addPatient(api, 'Priya Sharma');
  const ravi = await addPatient(api, 'Ravi Kumar');
  return { operator, asha, vikram, priya, ravi };
}

async function patientAppointment(api: TestApi, token: string, appointmentId: string) {
  const response = await api.request.get(API.appointments).set(auth(token)).expect(200);
  const found = appointmentListResponse
    .parse(response.body)
    .appointments.find((item) => item._id === appointmentId);
  if (!found) throw new Error('The patient does not see the appointment');
  return found;
}

/** What the recording mailer sent to one address. */
function mailsTo(api: TestApi, email: string) {
  return api.mailer.sent.filter((mail) => mail.to === email);
}

/**
 * What the clinic's actions mailed to one address, without their invites (checked apart): the
 * booking's own confirmation (visit-mail.test.ts) left out.
 */
function noticesTo(api: TestApi, email: string) {
  return mailsTo(api, email)
    .filter((mail) => !mail.subject.endsWith(' is booked'))
    .map(({ icalEvent: _invite, ...mail }) => mail);
}

/** The method, SEQUENCE, status and start of the invite of the last mail to one address. */
function lastInvite(api: TestApi, email: string) {
  const { method, event } = inviteOf(mailsTo(api, email).at(-1));
  return { method, sequence: event.SEQUENCE, status: event.STATUS, start: event.DTSTART };
}

/** The audit entries about single appointments: the log also holds logins and list reads. */
async function auditEntries(api: TestApi, token: string) {
  const response = await api.request
    .get(ADMIN_API.audit)
    .query({ pageSize: 100 })
    .set(auth(token))
    .expect(200);
  const entries = auditResponse
    .parse(response.body)
    .entries.filter((entry) => entry.targetType === 'appointment');
  return { entries, total: entries.length };
}

forEachStore((api) => {
  describe('GET /api/admin/dashboard', () => {
    it("when bookings and proofs exist, then it counts today, the next 7 days, waiting proofs and this month's revenue", async () => {
      const { operator, asha, vikram, priya, ravi } = await clinicDay(api());
      await book(api(), priya, asha._id, '2_3_2026', '10:00');
      const paid = await book(api(), ravi, vikram._id, '2_3_2026', '11:00');
      await book(api(), priya, asha._id, '7_3_2026', '15:00');
      const waiting = await book(api(), ravi, asha._id, '12_3_2026', '16:00');
      const cancelled = await book(api(), priya, vikram._id, '3_3_2026', '10:00');
      await api()
        .request.post(API.cancelAppointment)
        .set(auth(priya.token))
        .send({ appointmentId: cancelled })
        .expect(200);
      await sendProof(api(), ravi, paid, 'UPI100');
      await sendProof(api(), ravi, waiting, 'UPI200');
      await api()
        .request.post(ADMIN_API.approvePayment(paid))
        .set(auth(operator.token))
        .expect(200);

      const response = await api()
        .request.get(ADMIN_API.dashboard)
        .set(auth(operator.token))
        .expect(200);

      expect(dashboardResponse.parse(response.body).dashboard).toEqual({
        todayAppointments: 2,
        nextSevenDaysBookings: 3,
        proofsPending: 1,
        revenueThisMonth: 1200,
        today: '2_3_2026',
        missedVisits: [],
      });
    });

    it("when the month turns in Kolkata, then last month's approvals no longer count", async () => {
      const { asha, priya, operator } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '10:00');
      await sendProof(api(), priya, appointment, 'UPI300');
      // 31 March, 23:00 in Kolkata: still March there.
      api().clock.set(new Date('2026-03-31T17:30:00Z'));
      const token = await operatorToken(api(), operator.secret);
      await api().request.post(ADMIN_API.approvePayment(appointment)).set(auth(token)).expect(200);
      const march = await api().request.get(ADMIN_API.dashboard).set(auth(token)).expect(200);

      // 1 April, 00:30 in Kolkata, though still 31 March in UTC.
      api().clock.set(new Date('2026-03-31T19:00:00Z'));
      const april = await api().request.get(ADMIN_API.dashboard).set(auth(token)).expect(200);

      expect(dashboardResponse.parse(march.body).dashboard.revenueThisMonth).toBe(800);
      expect(dashboardResponse.parse(april.body).dashboard).toMatchObject({
        revenueThisMonth: 0,
        today: '1_4_2026',
      });
    });
  });

  describe('GET /api/admin/appointments', () => {
    it('when filtered by doctor, dates and status, then it answers that page with the patient snapshot', async () => {
      const { operator, asha, vikram, priya, ravi } = await clinicDay(api());
      const first = await book(api(), priya, asha._id, '3_3_2026', '10:00');
      const second = await book(api(), ravi, asha._id, '4_3_2026', '11:00');
      await book(api(), ravi, asha._id, '10_3_2026', '11:00');
      await book(api(), priya, vikram._id, '3_3_2026', '12:00');
      await sendProof(api(), ravi, second, 'UPI400');

      const byDoctor = await api()
        .request.get(ADMIN_API.appointments)
        .query({ docId: asha._id, from: '3_3_2026', to: '5_3_2026' })
        .set(auth(operator.token))
        .expect(200);
      const pending = await api()
        .request.get(ADMIN_API.appointments)
        .query({ status: 'proof-pending' })
        .set(auth(operator.token))
        .expect(200);

      const list = adminAppointmentsResponse.parse(byDoctor.body);
      expect(list).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(list.appointments.map((item) => [item._id, item.slotDate, item.docData.name])).toEqual(
        [
          [first, '3_3_2026', 'Dr. Asha Rao'],
          [second, '4_3_2026', 'Dr. Asha Rao'],
        ],
      );
      expect(list.appointments[0]?.userData).toEqual({
        name: 'Priya Sharma',
        email: priya.email,
        phone: '9876543210',
      });
      const proofs = adminAppointmentsResponse.parse(pending.body);
      expect(
        proofs.appointments.map((item) => [item._id, item.paymentProof.transactionId]),
      ).toEqual([[second, 'UPI400']]);
    });

    it("when patients consented to the privacy notice, then each row carries its patient's consents", async () => {
      const { operator, asha, priya, ravi } = await clinicDay(api());
      const given = {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        purposes: ['care' as const, 'newsletter' as const],
        givenAt: api().clock.now().toISOString(),
      };
      await api().store.consents.record(priya.id, given);
      await book(api(), priya, asha._id, '3_3_2026', '10:00');
      await book(api(), ravi, asha._id, '3_3_2026', '10:30');

      const response = await api()
        .request.get(ADMIN_API.appointments)
        .set(auth(operator.token))
        .expect(200);

      const { appointments } = adminAppointmentsResponse.parse(response.body);
      expect(appointments.map((item) => [item.userData.name, item.consents])).toEqual([
        ['Priya Sharma', [given]],
        ['Ravi Kumar', []],
      ]);
    });

    it('when asked page by page, then the pages split the total', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      for (const time of ['10:00', '10:30', '11:00'])
        await book(api(), priya, asha._id, '3_3_2026', time);

      const page2 = await api()
        .request.get(ADMIN_API.appointments)
        .query({ page: 2, pageSize: 2 })
        .set(auth(operator.token))
        .expect(200);

      const body = adminAppointmentsResponse.parse(page2.body);
      expect(body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(body.appointments.map((item) => item.slotTime)).toEqual(['11:00']);
    });

    it('when a filter is malformed, then it is a 400', async () => {
      const { operator } = await clinicDay(api());
      for (const query of [
        { status: 'lost' },
        { page: '0' },
        { pageSize: '500' },
        { from: '2026-03-03' },
        { docId: 'abc' },
      ]) {
        const response = await api()
          .request.get(ADMIN_API.appointments)
          .query(query)
          .set(auth(operator.token))
          .expect(400);
        expectFailure(response.body, TEXTS.invalidInput);
      }
    });
  });

  describe('POST /api/admin/appointments/:id/cancel', () => {
    it('when the operator cancels, then the slot is free at once, the patient sees it cancelled and the audit log has it', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '10:00');

      const response = await api()
        .request.post(ADMIN_API.cancelAppointment(appointment))
        .set(auth(operator.token))
        .expect(200);

      const body = adminAppointmentResponse.parse(response.body);
      expect(body).toMatchObject({
        message: ADMIN_TEXTS.appointmentCancelled,
        appointment: { _id: appointment, cancelled: true },
      });
      expect((await patientAppointment(api(), priya.token, appointment)).cancelled).toBe(true);
      const doctors = doctorListResponse.parse(
        (await api().request.get(API.doctorList).expect(200)).body,
      );
      expect(
        doctors.doctors.find((doctor) => doctor._id === asha._id)?.slots_booked['3_3_2026'] ?? [],
      ).toEqual([]);
      const audit = await auditEntries(api(), operator.token);
      expect(audit.entries[0]).toMatchObject({
        action: 'appointment.cancel',
        actorId: operator.id,
        actorEmail: 'desk@clinic.example',
        targetType: 'appointment',
        targetId: appointment,
        before: { cancelled: false, slot: '3_3_2026 10:00 am', amount: 800 },
        after: { cancelled: true },
        at: '2026-03-02T03:30:00.000Z',
      });
      await api()
        .request.post(API.bookAppointment)
        .set(auth(priya.token))
        .send({ docId: asha._id, slotDate: '3_3_2026', slotTime: '10:00' })
        .expect(201);
    });

    it('when the proof is pending, then the clinic may still cancel (a patient may not)', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '10:00');
      await sendProof(api(), priya, appointment, 'UPI500');

      await api()
        .request.post(ADMIN_API.cancelAppointment(appointment))
        .set(auth(operator.token))
        .expect(200);

      expect(await patientAppointment(api(), priya.token, appointment)).toMatchObject({
        cancelled: true,
        paymentProof: { status: 'pending' },
      });
    });

    it('when it is already cancelled, then it is a 409 and no second audit entry', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '10:00');
      await api()
        .request.post(ADMIN_API.cancelAppointment(appointment))
        .set(auth(operator.token))
        .expect(200);

      const again = await api()
        .request.post(ADMIN_API.cancelAppointment(appointment))
        .set(auth(operator.token))
        .expect(409);

      expectFailure(again.body, TEXTS.alreadyCancelled);
      expect((await auditEntries(api(), operator.token)).total).toBe(1);
    });

    it('when the id is unknown or malformed, then it is a 404 or a 400', async () => {
      const { operator } = await clinicDay(api());
      const unknown = await api()
        .request.post(ADMIN_API.cancelAppointment(UNKNOWN_ID))
        .set(auth(operator.token))
        .expect(404);
      expectFailure(unknown.body, TEXTS.appointmentNotFound);
      const malformed = await api()
        .request.post(ADMIN_API.cancelAppointment('12345'))
        .set(auth(operator.token))
        .expect(400);
      expectFailure(malformed.body, TEXTS.invalidInput);
    });
  });

  describe('POST /api/admin/appointments/:id/approve-payment', () => {
    it('when the proof is pending, then it is approved and the patient sees payment and completion', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '10:00');
      await sendProof(api(), priya, appointment, 'UPI600');

      const response = await api()
        .request.post(ADMIN_API.approvePayment(appointment))
        .set(auth(operator.token))
        .expect(200);

      expect(adminAppointmentResponse.parse(response.body)).toMatchObject({
        message: ADMIN_TEXTS.paymentApproved,
        appointment: {
          payment: true,
          isCompleted: true,
          paymentProof: { status: 'approved', transactionId: 'UPI600' },
        },
      });
      expect(await patientAppointment(api(), priya.token, appointment)).toMatchObject({
        payment: true,
        isCompleted: true,
        cancelled: false,
        paymentProof: { status: 'approved' },
      });
      const [entry] = (await auditEntries(api(), operator.token)).entries;
      expect(entry).toMatchObject({
        action: 'payment.approve',
        targetId: appointment,
        before: {
          payment: false,
          isCompleted: false,
          proof: { status: 'pending', transactionId: 'UPI600' },
        },
        after: { payment: true, isCompleted: true, proof: { status: 'approved' } },
      });
    });

    it('when no proof is pending (none sent, or already decided), then it is a 409 and nothing changes', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '10:00');

      const none = await api()
        .request.post(ADMIN_API.approvePayment(appointment))
        .set(auth(operator.token))
        .expect(409);
      await sendProof(api(), priya, appointment, 'UPI700');
      await api()
        .request.post(ADMIN_API.approvePayment(appointment))
        .set(auth(operator.token))
        .expect(200);
      const twice = await api()
        .request.post(ADMIN_API.approvePayment(appointment))
        .set(auth(operator.token))
        .expect(409);

      expectFailure(none.body, ADMIN_TEXTS.proofNotPending);
      expectFailure(twice.body, ADMIN_TEXTS.proofNotPending);
      expect((await auditEntries(api(), operator.token)).total).toBe(1);
    });

    it('when the id is unknown, then it is a 404', async () => {
      const { operator } = await clinicDay(api());
      const response = await api()
        .request.post(ADMIN_API.approvePayment(UNKNOWN_ID))
        .set(auth(operator.token))
        .expect(404);
      expectFailure(response.body, TEXTS.appointmentNotFound);
    });
  });

  describe('POST /api/admin/appointments/:id/reject-payment', () => {
    it('when rejected with a reason, then the patient sees it rejected with the note and may send proof again', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '10:00');
      await sendProof(api(), priya, appointment, 'UPI800');

      const response = await api()
        .request.post(ADMIN_API.rejectPayment(appointment))
        .set(auth(operator.token))
        .send({ reason: '  No payment with this ID reached the clinic  ' })
        .expect(200);

      expect(adminAppointmentResponse.parse(response.body)).toMatchObject({
        message: ADMIN_TEXTS.paymentRejected,
        appointment: { payment: false, isCompleted: false, paymentProof: { status: 'rejected' } },
      });
      expect(await patientAppointment(api(), priya.token, appointment)).toMatchObject({
        payment: false,
        paymentProof: { status: 'rejected', note: 'No payment with this ID reached the clinic' },
      });
      expect((await auditEntries(api(), operator.token)).entries[0]).toMatchObject({
        action: 'payment.reject',
        after: {
          proof: { status: 'rejected', note: 'No payment with this ID reached the clinic' },
        },
      });
      await sendProof(api(), priya, appointment, 'UPI801');
      expect(
        (await patientAppointment(api(), priya.token, appointment)).paymentProof,
      ).toMatchObject({ status: 'pending', transactionId: 'UPI801' });
    });

    it('when the reason is missing, blank or not text, then it is a 400 and the proof stays pending', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '10:00');
      await sendProof(api(), priya, appointment, 'UPI900');

      for (const body of [
        {},
        { reason: '   ' },
        { reason: { $ne: '' } },
        { reason: 'x'.repeat(301) },
      ]) {
        const response = await api()
          .request.post(ADMIN_API.rejectPayment(appointment))
          .set(auth(operator.token))
          .send(body)
          .expect(400);
        expectFailure(response.body, TEXTS.invalidInput);
      }
      expect((await patientAppointment(api(), priya.token, appointment)).paymentProof.status).toBe(
        'pending',
      );
    });

    it('when the appointment was cancelled, then its proof can no longer be decided', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '10:00');
      await sendProof(api(), priya, appointment, 'UPI901');
      await api()
        .request.post(ADMIN_API.cancelAppointment(appointment))
        .set(auth(operator.token))
        .expect(200);

      const response = await api()
        .request.post(ADMIN_API.rejectPayment(appointment))
        .set(auth(operator.token))
        .send({ reason: 'Late' })
        .expect(409);

      expectFailure(response.body, ADMIN_TEXTS.proofNotPending);
    });
  });
  describe('mail to the patient', () => {
    it('when the proof is approved, then the patient is told the payment arrived and the visit is confirmed', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '15:30');
      await sendProof(api(), priya, appointment, 'UPI600');

      await api()
        .request.post(ADMIN_API.approvePayment(appointment))
        .set(auth(operator.token))
        .expect(200);

      const { clinic, publicUrl } = api().config;
      expect(noticesTo(api(), priya.email)).toEqual([
        {
          to: priya.email,
          subject: 'Payment received: your appointment with Dr. Asha Rao is confirmed',
          text: [
            'Dear Priya Sharma,',
            'Thank you. We have received your payment of ₹800 and your appointment with ' +
              'Dr. Asha Rao is confirmed.',
            'When: Tuesday 3 March 2026, 03:30 pm India Standard Time (Asia/Kolkata)\n' +
              'With: Dr. Asha Rao\n' +
              'Where: 12 MG Road, Bengaluru\n' +
              'Transaction ID: UPI600',
            'Please come about ten minutes early. To reschedule or cancel, open your appointment ' +
              `at ${publicUrl}/my-appointment/${appointment} or call us on ${clinic.phone}.`,
            `With warm regards,\n${clinic.name}`,
            MAIL_FOOTER,
          ].join('\n\n'),
        },
      ]);
      // Nothing moved on the calendar: the booking's invite again.
      expect(lastInvite(api(), priya.email)).toEqual({
        method: 'REQUEST',
        sequence: '0',
        status: 'CONFIRMED',
        start: '20260303T100000Z',
      });
    });

    it('when the proof is rejected, then the patient is told why and how to send it again', async () => {
      const { operator, vikram, ravi } = await clinicDay(api());
      const appointment = await book(api(), ravi, vikram._id, '4_3_2026', '10:00');
      await sendProof(api(), ravi, appointment, 'UPI800');

      await api()
        .request.post(ADMIN_API.rejectPayment(appointment))
        .set(auth(operator.token))
        .send({ reason: 'No payment with this ID reached the clinic' })
        .expect(200);

      const { clinic, publicUrl } = api().config;
      expect(noticesTo(api(), ravi.email)).toEqual([
        {
          to: ravi.email,
          subject: 'We could not confirm your payment for Wednesday 4 March 2026',
          text: [
            'Dear Ravi Kumar,',
            'We could not confirm your payment of ₹1,200 for your appointment with ' +
              'Dr. Vikram Menon.',
            'The reason: No payment with this ID reached the clinic',
            'When: Wednesday 4 March 2026, 10:00 am India Standard Time (Asia/Kolkata)\n' +
              'With: Dr. Vikram Menon\n' +
              'Where: 12 MG Road, Bengaluru',
            'Your appointment is still booked. Please check the transaction ID in your UPI app ' +
              "and send the payment details again from your appointment's page, " +
              `${publicUrl}/my-appointment/${appointment}. If money has left your account, or ` +
              `anything is unclear, call us on ${clinic.phone} or write to ${clinic.email} and ` +
              'we will sort it out together.',
            `With warm regards,\n${clinic.name}`,
            MAIL_FOOTER,
          ].join('\n\n'),
        },
      ]);
      expect(lastInvite(api(), ravi.email)).toEqual({
        method: 'REQUEST',
        sequence: '0',
        status: 'CONFIRMED',
        start: '20260304T043000Z',
      });
    });

    it('when the clinic cancels an unpaid appointment, then the patient gets an apology, a way to rebook and the helplines', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '10:00');

      await api()
        .request.post(ADMIN_API.cancelAppointment(appointment))
        .set(auth(operator.token))
        .expect(200);

      const { clinic } = api().config;
      expect(noticesTo(api(), priya.email)).toEqual([
        {
          to: priya.email,
          subject: 'Your appointment on Tuesday 3 March 2026 has been cancelled',
          text: [
            'Dear Priya Sharma,',
            'We are sorry: the clinic has had to cancel your appointment with Dr. Asha Rao on ' +
              'Tuesday 3 March 2026, 10:00 am India Standard Time (Asia/Kolkata).',
            'You are welcome to book another time on our website, or call us on ' +
              `${clinic.phone} or write to ${clinic.email} and we will help you find one.`,
            'If you need to talk to someone before then, you can call a helpline: 14416 or ' +
              '1-800-891-4416.',
            `With warm regards,\n${clinic.name}`,
            MAIL_FOOTER,
          ].join('\n\n'),
        },
      ]);
      // The calendar drops the visit: a CANCEL of the booking's UID, after its SEQUENCE 0 (the
      // clinic cancelled in the same second it was booked).
      expect(lastInvite(api(), priya.email)).toEqual({
        method: 'CANCEL',
        sequence: '1',
        status: 'CANCELLED',
        start: '20260303T043000Z',
      });
    });

    it('when the clinic cancels after money moved, then the mail says the refund will follow', async () => {
      const { operator, asha, priya, ravi } = await clinicDay(api());
      const paid = await book(api(), priya, asha._id, '3_3_2026', '10:00');
      await sendProof(api(), priya, paid, 'UPI100');
      await api()
        .request.post(ADMIN_API.approvePayment(paid))
        .set(auth(operator.token))
        .expect(200);
      const waiting = await book(api(), ravi, asha._id, '3_3_2026', '10:30');
      await sendProof(api(), ravi, waiting, 'UPI200');

      for (const appointment of [paid, waiting]) {
        await api()
          .request.post(ADMIN_API.cancelAppointment(appointment))
          .set(auth(operator.token))
          .expect(200);
      }

      expect(noticesTo(api(), priya.email).map((mail) => mail.subject)).toEqual([
        'Payment received: your appointment with Dr. Asha Rao is confirmed',
        'Your appointment on Tuesday 3 March 2026 has been cancelled',
      ]);
      expect(noticesTo(api(), priya.email)[1]?.text).toContain(
        '\n\nYou have paid ₹800 for this appointment (transaction ID UPI100). ' +
          'We will contact you about the refund.\n\n',
      );
      const [toRavi] = noticesTo(api(), ravi.email);
      expect(toRavi?.text).toContain(
        '\n\nYou sent us the details of a payment of ₹800 (transaction ID UPI200). ' +
          'We will check it and contact you about the refund.\n\n',
      );
    });

    it('when the clinic refuses an action, then no mail goes out', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const appointment = await book(api(), priya, asha._id, '3_3_2026', '10:00');

      await api()
        .request.post(ADMIN_API.approvePayment(appointment))
        .set(auth(operator.token))
        .expect(409);
      await api()
        .request.post(ADMIN_API.rejectPayment(appointment))
        .set(auth(operator.token))
        .send({ reason: 'Not found' })
        .expect(409);

      expect(noticesTo(api(), priya.email)).toEqual([]);
    });

    it('when the mail cannot be sent, then the decision and the cancellation still stand', async () => {
      const { operator, asha, priya } = await clinicDay(api());
      const approved = await book(api(), priya, asha._id, '3_3_2026', '10:00');
      const rejected = await book(api(), priya, asha._id, '3_3_2026', '10:30');
      const cancelled = await book(api(), priya, asha._id, '3_3_2026', '11:00');
      await sendProof(api(), priya, approved, 'UPI301');
      await sendProof(api(), priya, rejected, 'UPI302');
      vi.spyOn(api().mailer, 'send').mockRejectedValue(new Error('SMTP server unreachable'));

      const answers = [
        await api().request.post(ADMIN_API.approvePayment(approved)).set(auth(operator.token)),
        await api()
          .request.post(ADMIN_API.rejectPayment(rejected))
          .set(auth(operator.token))
          .send({ reason: 'Amount did not match' }),
        await api().request.post(ADMIN_API.cancelAppointment(cancelled)).set(auth(operator.token)),
      ];

      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => adminAppointmentResponse.parse(answer.body).message)).toEqual([
        ADMIN_TEXTS.paymentApproved,
        ADMIN_TEXTS.paymentRejected,
        ADMIN_TEXTS.appointmentCancelled,
      ]);
      expect(api().mailer.send).toHaveBeenCalledTimes(3);
      expect(await patientAppointment(api(), priya.token, approved)).toMatchObject({
        payment: true,
        paymentProof: { status: 'approved' },
      });
      expect((await patientAppointment(api(), priya.token, rejected)).paymentProof.status).toBe(
        'rejected',
      );
      expect((await patientAppointment(api(), priya.token, cancelled)).cancelled).toBe(true);
      const audit = await auditEntries(api(), operator.token);
      expect(audit.entries.map((entry) => entry.action)).toEqual([
        'appointment.cancel',
        'payment.reject',
        'payment.approve',
      ]);
    });
  });
});
