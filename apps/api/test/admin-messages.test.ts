import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  TEXTS,
  adminMessageResponse,
  adminMessagesResponse,
  auditResponse,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import {
  OPERATOR_EMAIL,
  UNKNOWN_ID,
  auditEntriesOf,
  expectFailure,
  loginOperator,
} from './admin-fixtures.js';
import { addPatient, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

/** A message through the contact form; signed in when `token` is given. */
function contact(api: TestApi, subject: string, token?: string) {
  const request = api.request.post(API.econtact);
  if (token) request.set(auth(token));
  return request
    .send({
      name: 'Anita Desai',
      email: 'anita@example.in',
      subject,
      phone: '9123456789',
      message: `About ${subject}.`,
    })
    .expect(200);
}

forEachStore((api) => {
  describe('GET /api/admin/messages', () => {
    it('when visitors wrote, then their messages come newest first, unread, with a count', async () => {
      const operator = await loginOperator(api());
      await contact(api(), 'Opening hours');
      api().clock.advance(60_000);
      await contact(api(), 'Home visits');

      const response = await api()
        .request.get(ADMIN_API.messages)
        .set(auth(operator.token))
        .expect(200);

      const body = adminMessagesResponse.parse(response.body);
      expect(body.unread).toBe(2);
      expect(
        body.messages.map((message) => [message.subject, message.read, message.createdAt]),
      ).toEqual([
        ['Home visits', false, '2026-03-02T03:31:00.000Z'],
        ['Opening hours', false, '2026-03-02T03:30:00.000Z'],
      ]);
      expect(body.messages[0]).toMatchObject({
        name: 'Anita Desai',
        email: 'anita@example.in',
        phone: '9123456789',
        message: 'About Home visits.',
      });
    });
  });

  describe('POST /api/admin/messages/:id/read', () => {
    it('when marked read, then it stays read and the unread count drops', async () => {
      const operator = await loginOperator(api());
      await contact(api(), 'Opening hours');
      const listed = adminMessagesResponse.parse(
        (await api().request.get(ADMIN_API.messages).set(auth(operator.token)).expect(200)).body,
      );
      const id = listed.messages[0]?._id ?? '';

      const response = await api()
        .request.post(ADMIN_API.readMessage(id))
        .set(auth(operator.token))
        .expect(200);

      expect(adminMessageResponse.parse(response.body)).toMatchObject({
        message: ADMIN_TEXTS.messageRead,
        contactMessage: { _id: id, read: true },
      });
      const after = adminMessagesResponse.parse(
        (await api().request.get(ADMIN_API.messages).set(auth(operator.token)).expect(200)).body,
      );
      expect(after.unread).toBe(0);
      expect(after.messages[0]?.read).toBe(true);
    });

    it('when marked read, then the audit names the operator, the message and the patient who sent it signed in', async () => {
      const operator = await loginOperator(api());
      const patient = await addPatient(api());
      await contact(api(), 'Opening hours', patient.token);
      const [message] = await api().store.messages.list();
      const id = message?._id ?? '';

      await api().request.post(ADMIN_API.readMessage(id)).set(auth(operator.token)).expect(200);

      const [entry] = await auditEntriesOf(api(), 'message.mark-read');
      expect(entry).toMatchObject({
        actorId: operator.id,
        actorEmail: OPERATOR_EMAIL,
        actorRole: 'owner',
        targetType: 'message',
        targetId: id,
        before: null,
        after: { read: true },
        patientIds: [patient.id],
        at: api().clock.now().toISOString(),
      });
      const filtered = await api()
        .request.get(ADMIN_API.audit)
        .query({ patient: patient.id })
        .set(auth(operator.token))
        .expect(200);
      expect(auditResponse.parse(filtered.body).entries.map((found) => found.action)).toContain(
        'message.mark-read',
      );
    });

    it('when a message sent signed out is marked read, then its entry names no patient; an unknown one writes none', async () => {
      const operator = await loginOperator(api());
      await contact(api(), 'Opening hours');
      const [message] = await api().store.messages.list();

      await api()
        .request.post(ADMIN_API.readMessage(message?._id ?? ''))
        .set(auth(operator.token))
        .expect(200);
      await api()
        .request.post(ADMIN_API.readMessage(UNKNOWN_ID))
        .set(auth(operator.token))
        .expect(404);

      const entries = await auditEntriesOf(api(), 'message.mark-read');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ targetId: message?._id, patientIds: [] });
    });

    it('when the message is unknown or the id malformed, then it is a 404 or a 400', async () => {
      const operator = await loginOperator(api());
      const unknown = await api()
        .request.post(ADMIN_API.readMessage(UNKNOWN_ID))
        .set(auth(operator.token))
        .expect(404);
      expectFailure(unknown.body, ADMIN_TEXTS.messageNotFound);
      const malformed = await api()
        .request.post(ADMIN_API.readMessage('not-an-id'))
        .set(auth(operator.token))
        .expect(400);
      expectFailure(malformed.body, TEXTS.invalidInput);
    });
  });
});
