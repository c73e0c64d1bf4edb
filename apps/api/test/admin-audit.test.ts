import {
  ADMIN_API,
  API,
  TEXTS,
  adminDataRequestsResponse,
  auditResponse,
  slotDataText,
} from '@clinic/contracts';
import type { AuditEntry } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import {
  OPERATOR_EMAIL,
  OPERATOR_PASSWORD,
  book,
  expectFailure,
  loginOperator,
  sendProof,
} from './admin-fixtures.js';
import { PATIENT_PASSWORD, addDoctor, addPatient, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

/** The audit entries matching `query`, newest first, as the owner reads them. */
async function auditEntries(
  api: TestApi,
  token: string,
  query: Record<string, string> = {},
): Promise<AuditEntry[]> {
  const response = await api.request
    .get(ADMIN_API.audit)
    .query({ pageSize: 100, ...query })
    .set(auth(token))
    .expect(200);
  return auditResponse.parse(response.body).entries;
}

/** What an entry says, without its id. */
const said = ({ _id, ...entry }: AuditEntry) => entry;

forEachStore((api) => {
  describe('GET /api/admin/audit', () => {
    it('when operators acted, then the entries come newest first, page by page, with who and when', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      for (const available of [false, true, false]) {
        api().clock.advance(60_000);
        await api()
          .request.post(ADMIN_API.doctorAvailability(doctor._id))
          .set(auth(operator.token))
          .send({ available })
          .expect(200);
      }

      const first = await api()
        .request.get(ADMIN_API.audit)
        .query({ pageSize: 2 })
        .set(auth(operator.token))
        .expect(200);
      const second = await api()
        .request.get(ADMIN_API.audit)
        .query({ page: 2, pageSize: 2 })
        .set(auth(operator.token))
        .expect(200);

      const page1 = auditResponse.parse(first.body);
      const page2 = auditResponse.parse(second.body);
      // The fourth entry is the operator's login.
      expect(page1).toMatchObject({ total: 4, page: 1, pageSize: 2 });
      expect(page1.entries.map((entry) => [entry.at, entry.after])).toEqual([
        ['2026-03-02T03:33:00.000Z', { name: 'Dr. Asha Rao', available: false }],
        ['2026-03-02T03:32:00.000Z', { name: 'Dr. Asha Rao', available: true }],
      ]);
      expect(page2.entries.map((entry) => [entry.at, entry.before, entry.after])).toEqual([
        [
          '2026-03-02T03:31:00.000Z',
          { name: 'Dr. Asha Rao', available: true },
          { name: 'Dr. Asha Rao', available: false },
        ],
        ['2026-03-02T03:30:00.000Z', null, null],
      ]);
      expect(page2.entries[0]).toMatchObject({
        actorId: operator.id,
        actorEmail: 'desk@clinic.example',
        actorRole: 'owner',
        targetType: 'doctor',
        targetId: doctor._id,
        patientIds: [],
      });
    });

    it('when an operator reads the appointments, then one entry per page names the operator, the filter, the appointments and their patients', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      const priya = await addPatient(api(), 'Priya Sharma');
      const ravi = await addPatient(api(), 'Ravi Kumar');
      const first = await book(api(), priya, doctor._id, '2_3_2026', '10:00');
      const second = await book(api(), ravi, doctor._id, '2_3_2026', '11:00');
      await book(api(), priya, doctor._id, '2_3_2026', '12:00');
      api().clock.advance(60_000);

      await api()
        .request.get(ADMIN_API.appointments)
        .query({ docId: doctor._id, pageSize: 2 })
        .set(auth(operator.token))
        .expect(200);

      const [entry] = await auditEntries(api(), operator.token, { action: 'appointments.read' });
      expect(entry && said(entry)).toEqual({
        actorId: operator.id,
        actorEmail: OPERATOR_EMAIL,
        actorRole: 'owner',
        action: 'appointments.read',
        targetType: 'appointments',
        targetId: '',
        before: null,
        after: {
          query: { docId: doctor._id, page: 1, pageSize: 2 },
          appointmentIds: [first, second],
        },
        patientIds: [priya.id, ravi.id],
        at: '2026-03-02T03:31:00.000Z',
      });
    });

    it('when an operator reads the messages and the data requests, then each read names the operator, what was shown and the patients it was about', async () => {
      const operator = await loginOperator(api());
      const priya = await addPatient(api(), 'Priya Sharma');
      await api()
        .request.post(API.econtact)
        .send({
          name: 'Anita Desai',
          email: 'anita@example.in',
          subject: 'Parking',
          phone: '9123456789',
          message: 'Is there parking?',
        })
        .expect(200);
      await api()
        .request.post(API.econtact)
        .set(auth(priya.token))
        .send({
          name: 'Priya Sharma',
          email: 'priya@example.in',
          subject: 'Receipts',
          phone: '9876543210',
          message: 'Where is my receipt?',
        })
        .expect(200);
      await api().request.get(API.myData).set(auth(priya.token)).expect(200);
      const [priyas, anitas] = await api().store.messages.list();
      const requests = await api().store.dataRequests.list({ page: 1, pageSize: 10 });

      await api().request.get(ADMIN_API.messages).set(auth(operator.token)).expect(200);
      await api().request.get(ADMIN_API.dataRequests).set(auth(operator.token)).expect(200);

      const [dataRead, messagesRead] = await auditEntries(api(), operator.token, {
        actor: operator.id,
      });
      expect(messagesRead && said(messagesRead)).toEqual({
        actorId: operator.id,
        actorEmail: OPERATOR_EMAIL,
        actorRole: 'owner',
        action: 'messages.read',
        targetType: 'messages',
        targetId: '',
        before: null,
        after: { messageIds: [priyas?._id, anitas?._id] },
        // Anita wrote signed out: her message is no patient's.
        patientIds: [priya.id],
        at: '2026-03-02T03:30:00.000Z',
      });
      expect(dataRead && said(dataRead)).toEqual({
        actorId: operator.id,
        actorEmail: OPERATOR_EMAIL,
        actorRole: 'owner',
        action: 'data-requests.read',
        targetType: 'data-requests',
        targetId: '',
        before: null,
        after: {
          query: { page: 1, pageSize: 20 },
          requestIds: requests.requests.map((request) => request._id),
        },
        patientIds: [priya.id],
        at: '2026-03-02T03:30:00.000Z',
      });
    });

    it('when operators log in, fail and are locked out, then each attempt is an entry under the e-mail tried and no password', async () => {
      const operator = await loginOperator(api());
      await api()
        .request.post(ADMIN_API.login)
        .send({ email: 'nobody@clinic.example', password: 'wrong guess' })
        .expect(401);
      for (let attempt = 0; attempt < 10; attempt++)
        await api()
          .request.post(ADMIN_API.login)
          .send({ email: OPERATOR_EMAIL, password: 'wrong guess' })
          .expect(401);
      await api()
        .request.post(ADMIN_API.login)
        .send({ email: OPERATOR_EMAIL, password: OPERATOR_PASSWORD })
        .expect(429);

      const entries = await auditEntries(api(), operator.token);
      const summary = entries.map((entry) => [
        entry.action,
        entry.actorId,
        entry.actorEmail,
        entry.actorRole,
        entry.targetId,
      ]);
      const known = (action: string) => [action, operator.id, OPERATOR_EMAIL, 'owner', operator.id];
      expect(summary).toEqual([
        known('operator.locked-out'),
        ...Array.from({ length: 10 }, () => known('operator.login-failed')),
        ['operator.login-failed', '', 'nobody@clinic.example', '', ''],
        known('operator.login'),
      ]);
      expect(JSON.stringify(entries)).not.toContain('wrong guess');
      expect(entries.every((entry) => entry.before === null && entry.after === null)).toBe(true);
    });

    it('when a paid patient deletes their account, then the refund owed is an entry of the erasure request with no e-mail, which the owner reads back', async () => {
      const owner = await loginOperator(api());
      const doctor = await addDoctor(api());
      const priya = await addPatient(api(), 'Priya Sharma');
      const appointmentId = await book(api(), priya, doctor._id, '3_3_2026', '10:00');
      await sendProof(api(), priya, appointmentId, 'UPI-ERASE-1');
      await api()
        .request.post(ADMIN_API.approvePayment(appointmentId))
        .set(auth(owner.token))
        .expect(200);
      api().clock.advance(60_000);

      await api()
        .request.post(API.deleteAccount)
        .set(auth(priya.token))
        .send({ password: PATIENT_PASSWORD })
        .expect(200);

      const requests = await api()
        .request.get(ADMIN_API.dataRequests)
        .set(auth(owner.token))
        .expect(200);
      const [erasure] = adminDataRequestsResponse.parse(requests.body).requests;
      const [refundDue] = await auditEntries(api(), owner.token, { action: 'refund.due' });
      const paid = {
        doctor: doctor.name,
        slot: slotDataText('3_3_2026', '10:00'),
        amount: doctor.fees,
        payment: true,
        proof: { status: 'approved', transactionId: 'UPI-ERASE-1' },
      };
      expect(refundDue && said(refundDue)).toEqual({
        actorId: erasure?._id,
        actorEmail: '',
        actorRole: '',
        action: 'refund.due',
        targetType: 'appointment',
        targetId: appointmentId,
        before: paid,
        after: paid,
        patientIds: [priya.id],
        at: '2026-03-02T03:31:00.000Z',
      });
    });

    it('when the owner filters by person, patient and action, then exactly the matching entries come back', async () => {
      const desk = await loginOperator(api());
      const owner = await loginOperator(api(), 'owner@clinic.example');
      const doctor = await addDoctor(api());
      const priya = await addPatient(api(), 'Priya Sharma');
      const ravi = await addPatient(api(), 'Ravi Kumar');
      const priyas = await book(api(), priya, doctor._id, '2_3_2026', '10:00');
      await book(api(), ravi, doctor._id, '2_3_2026', '11:00');
      await api().request.get(ADMIN_API.appointments).set(auth(desk.token)).expect(200);
      await api()
        .request.post(ADMIN_API.cancelAppointment(priyas))
        .set(auth(owner.token))
        .expect(200);
      const actions = (entries: AuditEntry[]) =>
        entries.map((entry) => [entry.action, entry.actorEmail]);

      expect(actions(await auditEntries(api(), owner.token, { actor: desk.id }))).toEqual([
        ['appointments.read', OPERATOR_EMAIL],
        ['operator.login', OPERATOR_EMAIL],
      ]);
      expect(
        actions(await auditEntries(api(), owner.token, { actor: ' Owner@Clinic.example ' })),
      ).toEqual([
        ['appointment.cancel', 'owner@clinic.example'],
        ['operator.login', 'owner@clinic.example'],
      ]);
      expect(actions(await auditEntries(api(), owner.token, { patient: priya.id }))).toEqual([
        ['appointment.cancel', 'owner@clinic.example'],
        ['appointments.read', OPERATOR_EMAIL],
      ]);
      expect(actions(await auditEntries(api(), owner.token, { patient: ravi.id }))).toEqual([
        ['appointments.read', OPERATOR_EMAIL],
      ]);
      expect(
        actions(
          await auditEntries(api(), owner.token, { action: 'operator.login', actor: desk.id }),
        ),
      ).toEqual([['operator.login', OPERATOR_EMAIL]]);
      const response = await api()
        .request.get(ADMIN_API.audit)
        .query({ patient: priya.id, action: 'appointment.cancel' })
        .set(auth(owner.token))
        .expect(200);
      expect(auditResponse.parse(response.body)).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('when a filter is malformed, then it is a 400', async () => {
      const operator = await loginOperator(api());
      for (const query of [{ patient: 'priya' }, { action: 'audit.delete' }, { actor: ' ' }]) {
        const response = await api()
          .request.get(ADMIN_API.audit)
          .query(query)
          .set(auth(operator.token))
          .expect(400);
        expectFailure(response.body, TEXTS.invalidInput);
      }
    });

    it('when anyone tries to edit or delete entries, then there is no such route: 404, and the entries stay', async () => {
      const operator = await loginOperator(api());
      const [entry] = await auditEntries(api(), operator.token);
      const id = entry?._id ?? '';
      for (const path of [ADMIN_API.audit, `${ADMIN_API.audit}/${id}`]) {
        const put = await api()
          .request.put(path)
          .set(auth(operator.token))
          .send({ action: 'blog.create' })
          .expect(404);
        expectFailure(put.body, TEXTS.notFound);
        const removed = await api().request.delete(path).set(auth(operator.token)).expect(404);
        expectFailure(removed.body, TEXTS.notFound);
      }
      expect(await auditEntries(api(), operator.token)).toEqual([entry]);
    });

    it('when the page is not a positive number, then it is a 400', async () => {
      const operator = await loginOperator(api());
      for (const query of [{ page: '0' }, { page: 'last' }, { pageSize: '1000' }]) {
        const response = await api()
          .request.get(ADMIN_API.audit)
          .query(query)
          .set(auth(operator.token))
          .expect(400);
        expectFailure(response.body, TEXTS.invalidInput);
      }
    });
  });
});
