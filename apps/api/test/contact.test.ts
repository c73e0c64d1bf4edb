import { API, TEXTS, errorResponse, messageResponse } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import {
  MAIL_FOOTER,
  addOperatorToken,
  addPatient,
  auth,
  forEachStore,
} from './support/harness.js';

const MESSAGE = {
  name: 'Anil Kumar',
  email: 'anil.kumar@example.in',
  subject: 'Appointment for my son',
  phone: '9876501234',
  message: 'Is there a child psychologist available on Saturdays?',
};

forEachStore((api) => {
  describe('POST /api/user/econtact', () => {
    it('when the form is valid, then it is kept for the clinic and mailed to the clinic address', async () => {
      const response = await api().request.post(API.econtact).send(MESSAGE).expect(200);

      expect(messageResponse.parse(response.body).message).toBe(TEXTS.messageSent);
      expect(await api().store.messages.list()).toEqual([
        expect.objectContaining({ ...MESSAGE, read: false, userId: null }),
      ]);
      expect(api().mailer.sent).toEqual([
        {
          to: api().config.clinic.email,
          replyTo: MESSAGE.email,
          subject: 'Website message from Anil Kumar',
          text:
            'From: Anil Kumar <anil.kumar@example.in>, phone 9876501234\n' +
            'Subject: Appointment for my son\n\n' +
            `Is there a child psychologist available on Saturdays?\n\n${MAIL_FOOTER}`,
        },
      ]);
    });

    it('when a patient sends it signed in, then it is kept under their account whatever e-mail they typed', async () => {
      const patient = await addPatient(api());

      await api().request.post(API.econtact).set(auth(patient.token)).send(MESSAGE).expect(200);

      expect(await api().store.messages.list()).toEqual([
        expect.objectContaining({ ...MESSAGE, userId: patient.id }),
      ]);
    });

    it('when the token sent is revoked, then it answers 401 with error and keeps nothing; an operator token, 403', async () => {
      const patient = await addPatient(api());
      await api().request.post(API.logout).set(auth(patient.token)).expect(200);

      const stale = await api()
        .request.post(API.econtact)
        .set(auth(patient.token))
        .send(MESSAGE)
        .expect(401);
      const operator = await api()
        .request.post(API.econtact)
        .set(auth(await addOperatorToken(api())))
        .send(MESSAGE)
        .expect(403);

      expect(errorResponse.parse(stale.body)).toMatchObject({
        message: TEXTS.notAuthorized,
        error: TEXTS.notAuthorized,
      });
      expect(errorResponse.parse(operator.body).error).toBe(TEXTS.forbidden);
      expect(await api().store.messages.list()).toEqual([]);
    });

    it.each([
      ['a missing subject', { subject: undefined }, TEXTS.contactAllFieldsRequired],
      ['a blank message', { message: '   ' }, TEXTS.contactAllFieldsRequired],
      ['an operator object as name', { name: { $gt: '' } }, TEXTS.contactAllFieldsRequired],
      ['a malformed e-mail', { email: 'anil.example.in' }, TEXTS.contactInvalidEmail],
      ['a phone of 9 digits', { phone: '987650123' }, TEXTS.contactInvalidPhone],
      ['a phone starting with 5', { phone: '5876501234' }, TEXTS.contactInvalidPhone],
      [
        'a bad e-mail and a missing message',
        { email: 'x', message: '' },
        TEXTS.contactAllFieldsRequired,
      ],
      ['a bad e-mail and a bad phone', { email: 'x', phone: '1' }, TEXTS.contactInvalidEmail],
    ])(
      'when the form has %s, then it answers 400 with the spec text in message and error',
      async (_case, overrides, text) => {
        const response = await api()
          .request.post(API.econtact)
          .send({ ...MESSAGE, ...overrides })
          .expect(400);

        const body = errorResponse.parse(response.body);
        expect(body.message).toBe(text);
        expect(body.error).toBe(text);
        expect(await api().store.messages.list()).toEqual([]);
        expect(api().mailer.sent).toEqual([]);
      },
    );

    it('when the JSON is malformed, then the 400 carries error too', async () => {
      const response = await api()
        .request.post(API.econtact)
        .set('Content-Type', 'application/json')
        .send('{"name":')
        .expect(400);

      expect(errorResponse.parse(response.body)).toMatchObject({
        message: TEXTS.malformedJson,
        error: TEXTS.malformedJson,
      });
    });

    it('when one address sends more than the hourly limit, then it answers 429 with error', async () => {
      for (let index = 0; index < api().config.limits.contactPerIpPerHour; index++) {
        await api().request.post(API.econtact).send(MESSAGE).expect(200);
      }

      const response = await api().request.post(API.econtact).send(MESSAGE).expect(429);

      expect(errorResponse.parse(response.body)).toMatchObject({
        message: TEXTS.tooManyRequests,
        error: TEXTS.tooManyRequests,
      });
      api().clock.advance(3_600_000);
      await api().request.post(API.econtact).send(MESSAGE).expect(200);
    });

    it('when the mail server fails, then the message is still kept and the sender told it was sent', async () => {
      api().mailer.send = async () => {
        throw new Error('SMTP down');
      };

      await api().request.post(API.econtact).send(MESSAGE).expect(200);

      expect(await api().store.messages.list()).toHaveLength(1);
    });
  });
});
