import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  TEXTS,
  adminLoginResponse,
  adminMeResponse,
  errorResponse,
  messageResponse,
  secondFactorResponse,
  STAFF_TEXTS,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import {
  OPERATOR_EMAIL,
  OPERATOR_PASSWORD,
  UNKNOWN_ID,
  expectFailure,
  loginOperator,
} from './admin-fixtures.js';
import { PATIENT_PASSWORD, addPatient, auth, forEachStore, totpCode } from './support/harness.js';

/** Every operator call but the login, with a body good enough to reach the role check. */
const OPERATOR_CALLS: { method: 'get' | 'post' | 'put' | 'delete'; path: string }[] = [
  { method: 'post', path: ADMIN_API.logout },
  { method: 'get', path: ADMIN_API.me },
  { method: 'get', path: ADMIN_API.dashboard },
  { method: 'get', path: ADMIN_API.appointments },
  { method: 'post', path: ADMIN_API.cancelAppointment(UNKNOWN_ID) },
  { method: 'post', path: ADMIN_API.approvePayment(UNKNOWN_ID) },
  { method: 'post', path: ADMIN_API.rejectPayment(UNKNOWN_ID) },
  { method: 'get', path: ADMIN_API.doctors },
  { method: 'post', path: ADMIN_API.doctors },
  { method: 'put', path: ADMIN_API.doctor(UNKNOWN_ID) },
  { method: 'post', path: ADMIN_API.doctorAvailability(UNKNOWN_ID) },
  { method: 'put', path: ADMIN_API.doctorBlockedSlots(UNKNOWN_ID) },
  { method: 'post', path: ADMIN_API.blogs },
  { method: 'put', path: ADMIN_API.blog(UNKNOWN_ID) },
  { method: 'delete', path: ADMIN_API.blog(UNKNOWN_ID) },
  { method: 'get', path: ADMIN_API.messages },
  { method: 'post', path: ADMIN_API.readMessage(UNKNOWN_ID) },
  { method: 'get', path: ADMIN_API.audit },
];

forEachStore((api) => {
  describe('POST /api/admin/login', () => {
    it('when the operator gives the right password and then the code of their app, then a token opens the operator calls', async () => {
      const { secret } = await loginOperator(api());
      api().clock.advance(30_000);

      const response = await api()
        .request.post(ADMIN_API.login)
        .send({ email: ' Desk@Clinic.Example ', password: OPERATOR_PASSWORD })
        .expect(200);
      const step = adminLoginResponse.parse(response.body);
      expect(step).toMatchObject({ step: 'verify', message: STAFF_TEXTS.enterSecondFactor });
      expect(step).not.toHaveProperty('token');
      expect(step).not.toHaveProperty('enrolment');
      // The challenge alone opens nothing.
      await api().request.get(ADMIN_API.me).set(auth(step.challenge)).expect(401);

      const done = await api()
        .request.post(ADMIN_API.secondFactor)
        .send({ challenge: step.challenge, code: totpCode(secret, api().clock.now()) })
        .expect(200);
      const body = secondFactorResponse.parse(done.body);
      expect(body.message).toBe(ADMIN_TEXTS.loggedIn);
      expect(body.operator).toEqual({
        _id: expect.any(String) as unknown as string,
        name: 'Owner',
        email: OPERATOR_EMAIL,
        role: 'owner',
        doctorId: null,
        mustChangePassword: false,
      });
      expect(body).not.toHaveProperty('recoveryCodes');
      const me = await api().request.get(ADMIN_API.me).set(auth(body.token)).expect(200);
      expect(adminMeResponse.parse(me.body).operator.email).toBe(OPERATOR_EMAIL);
    });

    it('when the e-mail is unknown or the password wrong, then both answer the same 401', async () => {
      await loginOperator(api());

      const unknown = await api()
        .request.post(ADMIN_API.login)
        .send({ email: 'nobody@clinic.example', password: OPERATOR_PASSWORD })
        .expect(401);
      const wrong = await api()
        .request.post(ADMIN_API.login)
        .send({ email: OPERATOR_EMAIL, password: 'not the password' })
        .expect(401);

      expect(errorResponse.parse(unknown.body).message).toBe(TEXTS.invalidCredentials);
      expect(wrong.body).toEqual(unknown.body);
    });

    it('when a patient tries the operator login with their own password, then it is a 401', async () => {
      const patient = await addPatient(api());

      const response = await api()
        .request.post(ADMIN_API.login)
        .send({ email: patient.email, password: PATIENT_PASSWORD })
        .expect(401);

      expectFailure(response.body, TEXTS.invalidCredentials);
    });

    it('when fields are missing, malformed or operator-shaped, then it is a 400', async () => {
      for (const body of [
        {},
        { email: 'not-an-email', password: 'x' },
        { email: { $gt: '' }, password: { $gt: '' } },
      ]) {
        const response = await api().request.post(ADMIN_API.login).send(body).expect(400);
        expectFailure(response.body, TEXTS.invalidInput);
      }
    });

    it('when an e-mail fails 10 times in 15 minutes, then it answers 429 until the window passes', async () => {
      await loginOperator(api());
      for (let attempt = 0; attempt < 10; attempt++) {
        await api()
          .request.post(ADMIN_API.login)
          .send({ email: OPERATOR_EMAIL, password: 'wrong guess' })
          .expect(401);
      }

      const limited = await api()
        .request.post(ADMIN_API.login)
        .send({ email: OPERATOR_EMAIL, password: OPERATOR_PASSWORD })
        .expect(429);
      expectFailure(limited.body, TEXTS.tooManyLogins);

      api().clock.advance(15 * 60_000 + 1_000);
      await api()
        .request.post(ADMIN_API.login)
        .send({ email: OPERATOR_EMAIL, password: OPERATOR_PASSWORD })
        .expect(200);
    });
  });

  describe('POST /api/admin/logout', () => {
    it('when the operator logs out, then the token stops working at once', async () => {
      const operator = await loginOperator(api());

      const response = await api()
        .request.post(ADMIN_API.logout)
        .set(auth(operator.token))
        .expect(200);

      expect(messageResponse.parse(response.body).message).toBe(ADMIN_TEXTS.loggedOut);
      const after = await api()
        .request.get(ADMIN_API.dashboard)
        .set(auth(operator.token))
        .expect(401);
      expectFailure(after.body, TEXTS.notAuthorized);
    });
  });

  describe('roles', () => {
    it('when an operator call has no token or a forged one, then it is a 401', async () => {
      for (const call of OPERATOR_CALLS) {
        const bare = await api().request[call.method](call.path).send({});
        expect([call.path, bare.status]).toEqual([call.path, 401]);
        expectFailure(bare.body, TEXTS.notAuthorized);
        const forged = await api()
          .request[call.method](call.path)
          .set(auth('forged.token.value'))
          .send({});
        expect([call.path, forged.status]).toEqual([call.path, 401]);
      }
    });

    it('when a patient token is used on an operator call, then it is a 403', async () => {
      const patient = await addPatient(api());
      for (const call of OPERATOR_CALLS) {
        const response = await api()
          .request[call.method](call.path)
          .set(auth(patient.token))
          .send({});
        expect([call.path, response.status]).toEqual([call.path, 403]);
        expectFailure(response.body, TEXTS.forbidden);
      }
    });

    it('when an operator token is used on a patient call, then it is a 403', async () => {
      const operator = await loginOperator(api());
      const calls = [
        api().request.get(API.getProfile),
        api().request.get(API.appointments),
        api()
          .request.post(API.bookAppointment)
          .send({ docId: UNKNOWN_ID, slotDate: '3_3_2026', slotTime: '10:00' }),
        api().request.post(API.cancelAppointment).send({ appointmentId: UNKNOWN_ID }),
        api()
          .request.post(API.confirmPayment)
          .send({ appointmentId: UNKNOWN_ID, name: 'A', transactionId: 'T1' }),
        api().request.post(API.likeBlog(UNKNOWN_ID)),
      ];
      for (const call of calls) {
        const response = await call.set(auth(operator.token));
        expect(response.status).toBe(403);
        expectFailure(response.body, TEXTS.forbidden);
      }
    });
  });
});
