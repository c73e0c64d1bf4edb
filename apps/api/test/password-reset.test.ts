import { createHmac } from 'node:crypto';
import {
  API,
  TEXTS,
  errorResponse,
  messageResponse,
  profileResponse,
  tokenResponse,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import {
  PATIENT_PASSWORD,
  addOperatorToken,
  addPatient,
  auth,
  forEachStore,
} from './support/harness.js';
import type { TestApi } from './support/harness.js';

const NEW_PASSWORD = 'green hills after rain';
const UNKNOWN = 'nobody.here@example.in';

function failure(response: { body: unknown }) {
  return errorResponse.parse(response.body);
}

function message(response: { body: unknown }) {
  return messageResponse.parse(response.body).message;
}

function forgot(api: TestApi, email: string) {
  return api.request.post(API.forgotPassword).send({ email });
}

function reset(api: TestApi, email: string, otp: string, password = NEW_PASSWORD) {
  return api.request.post(API.resetPassword).send({ email, otp, password });
}

function login(api: TestApi, email: string, password: string) {
  return api.request.post(API.login).send({ email, password });
}

function profile(api: TestApi, token: string) {
  return api.request.get(API.getProfile).set(auth(token));
}

/** A second device of the patient: a real login through the API. */
async function loginToken(api: TestApi, email: string, password = PATIENT_PASSWORD) {
  return tokenResponse.parse((await login(api, email, password).expect(200)).body).token;
}

function wrongCode(right: string): string {
  return right === '000000' ? '111111' : '000000';
}

forEachStore((api) => {
  describe('POST /api/user/forgot-password', () => {
    it('when the e-mail is registered or unknown, then the answer is the same and only the patient gets a code', async () => {
      const patient = await addPatient(api());

      const registered = await forgot(api(), patient.email).expect(200);
      const unknown = await forgot(api(), UNKNOWN).expect(200);

      expect(registered.body).toEqual({ success: true, message: TEXTS.resetCodeSent });
      expect(unknown.body).toEqual(registered.body);
      expect(api().mailer.codeFor(patient.email)).toMatch(/^\d{6}$/);
      const note = api().mailer.sent.filter((mail) => mail.to === UNKNOWN);
      expect(note).toHaveLength(1);
      expect(note[0]?.text).not.toMatch(/\b\d{6}\b/);
    });

    it('when the mail server fails, then a registered and an unknown e-mail both answer 503 and keep no code', async () => {
      const patient = await addPatient(api());
      api().mailer.failing = true;

      const registered = await forgot(api(), patient.email).expect(503);
      const unknown = await forgot(api(), UNKNOWN).expect(503);

      expect(unknown.body).toEqual(registered.body);
      expect(failure(unknown).message).toBe(TEXTS.mailUnavailable);
      expect(await api().store.otps.find(`reset:${patient.email}`)).toBeNull();
      expect(await api().store.otps.find(`reset:${UNKNOWN}`)).toBeNull();
    });

    it('when a reset code is stored, then only its HMAC over the reset row is kept, keyed by OTP_SECRET', async () => {
      const patient = await addPatient(api());
      await forgot(api(), patient.email).expect(200);
      const code = api().mailer.codeFor(patient.email);

      const stored = await api().store.otps.find(`reset:${patient.email}`);

      expect(stored?.codeHash).toBe(
        createHmac('sha256', api().config.otpSecret)
          .update(`reset:${patient.email}\n${code}`)
          .digest('hex'),
      );
      expect(await api().store.otps.find(patient.email)).toBeNull();
    });

    it('when asked again within 60 s, then it answers 429 and mails nothing more', async () => {
      const patient = await addPatient(api());
      await forgot(api(), patient.email).expect(200);

      const early = await forgot(api(), patient.email).expect(429);

      expect(failure(early).message).toBe(TEXTS.otpWait);
      expect(api().mailer.sent).toHaveLength(1);
    });

    it('when a sign-up code was just mailed to the e-mail, then a reset can still be asked for', async () => {
      await api().request.post(API.sendOtp).send({ email: UNKNOWN }).expect(200);

      const response = await forgot(api(), UNKNOWN).expect(200);

      expect(message(response)).toBe(TEXTS.resetCodeSent);
      expect(api().mailer.sent.filter((mail) => mail.to === UNKNOWN)).toHaveLength(2);
      expect(await api().store.otps.find(UNKNOWN)).not.toBeNull();
    });

    it('when the e-mail is malformed or missing, then it answers 400 and mails nothing', async () => {
      await api().request.post(API.forgotPassword).send({ email: 'not-an-email' }).expect(400);
      await api().request.post(API.forgotPassword).send({}).expect(400);

      expect(api().mailer.sent).toHaveLength(0);
    });
  });

  describe('POST /api/user/reset-password', () => {
    it('when the code is right, then the new password logs in, the old one fails and every old token is 401', async () => {
      const patient = await addPatient(api());
      const otherDevice = await loginToken(api(), patient.email);
      await forgot(api(), patient.email).expect(200);

      const response = await reset(api(), patient.email, api().mailer.codeFor(patient.email));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: TEXTS.passwordReset });
      const old = await login(api(), patient.email, PATIENT_PASSWORD).expect(401);
      expect(failure(old).message).toBe(TEXTS.invalidCredentials);
      await login(api(), patient.email, NEW_PASSWORD).expect(200);
      await profile(api(), patient.token).expect(401);
      await profile(api(), otherDevice).expect(401);
    });

    it('when the code was used once, then it cannot reset again', async () => {
      const patient = await addPatient(api());
      await forgot(api(), patient.email).expect(200);
      const code = api().mailer.codeFor(patient.email);
      await reset(api(), patient.email, code).expect(200);

      const again = await reset(api(), patient.email, code, 'another long password').expect(400);

      expect(failure(again).message).toBe(TEXTS.otpInvalid);
      await login(api(), patient.email, NEW_PASSWORD).expect(200);
    });

    it('when a sign-up code of the e-mail is still live, then it cannot reset the password', async () => {
      // Asked for before the account was made: the code stays stored for ten minutes.
      const email = 'fresh.start@example.in';
      await api().request.post(API.sendOtp).send({ email }).expect(200);
      const signUpCode = api().mailer.codeFor(email);
      await addPatient(api(), 'Fresh Start', email);

      const response = await reset(api(), email, signUpCode).expect(400);

      expect(failure(response).message).toBe(TEXTS.otpInvalid);
      await login(api(), email, PATIENT_PASSWORD).expect(200);
      expect((await api().store.otps.find(email))?.attempts).toBe(0);
    });

    it('when the code has expired, then it answers 400 like a wrong one', async () => {
      const patient = await addPatient(api());
      await forgot(api(), patient.email).expect(200);
      api().clock.advance(10 * 60_000);

      const response = await reset(api(), patient.email, api().mailer.codeFor(patient.email));

      expect(response.status).toBe(400);
      expect(failure(response).message).toBe(TEXTS.otpInvalid);
    });

    it('when the e-mail is unknown, then a guessed code answers as any wrong code', async () => {
      const response = await reset(api(), UNKNOWN, '123456').expect(400);

      expect(failure(response).message).toBe(TEXTS.otpInvalid);
    });

    it('when wrong codes follow forgot-password, then a registered and an unknown e-mail get the same answers and counts', async () => {
      const patient = await addPatient(api());
      await forgot(api(), patient.email).expect(200);
      await forgot(api(), UNKNOWN).expect(200);
      const wrong = wrongCode(api().mailer.codeFor(patient.email));
      const max = api().config.limits.otpMaxAttempts;
      async function tries(email: string) {
        const answers = [];
        for (let attempt = 1; attempt <= max + 2; attempt++) {
          const { status, body } = await reset(api(), email, wrong);
          answers.push({ status, body: failure({ body }) });
        }
        return answers;
      }

      const registered = await tries(patient.email);
      const unknown = await tries(UNKNOWN);

      expect(unknown).toEqual(registered);
      expect(unknown.map(({ status }) => status)).toEqual([400, 400, 400, 400, 429, 429, 429]);
      expect(unknown.at(-1)?.body.message).toBe(TEXTS.otpTooManyTries);
      const attempts = async (email: string) =>
        (await api().store.otps.find(`reset:${email}`))?.attempts;
      expect(await attempts(UNKNOWN)).toBe(max);
      expect(await attempts(patient.email)).toBe(max);
      const notes = api().mailer.sent.filter((mail) => mail.to === UNKNOWN);
      expect(notes).toHaveLength(1);
      expect(notes[0]?.text).not.toMatch(/\b\d{6}\b/);
    });

    it('when 12 wrong codes arrive at once, then only 5 are compared and the code dies', async () => {
      const patient = await addPatient(api());
      await forgot(api(), patient.email).expect(200);
      const right = api().mailer.codeFor(patient.email);

      const responses = await Promise.all(
        Array.from({ length: 12 }, () => reset(api(), patient.email, wrongCode(right))),
      );

      expect(responses.map((response) => response.status).sort()).toEqual([
        ...Array<number>(4).fill(400),
        ...Array<number>(8).fill(429),
      ]);
      expect((await api().store.otps.find(`reset:${patient.email}`))?.attempts).toBe(5);
      const late = await reset(api(), patient.email, right).expect(429);
      expect(failure(late).message).toBe(TEXTS.otpTooManyTries);
    });

    it('when the right code comes with a common password, then it answers 400 and the code stays usable', async () => {
      const patient = await addPatient(api());
      await forgot(api(), patient.email).expect(200);
      const code = api().mailer.codeFor(patient.email);

      const weak = await reset(api(), patient.email, code, 'Password123').expect(400);

      expect(failure(weak).message).toBe(TEXTS.passwordCommon);
      await reset(api(), patient.email, code).expect(200);
    });

    it.each([
      ['a code of 5 digits', { otp: '12345' }],
      ['no password', { password: '' }],
      ['a malformed e-mail', { email: 'nobody' }],
    ])('when the body has %s, then it answers 400', async (_case, overrides) => {
      const response = await api()
        .request.post(API.resetPassword)
        .send({ email: UNKNOWN, otp: '123456', password: NEW_PASSWORD, ...overrides })
        .expect(400);

      expect(failure(response).success).toBe(false);
    });
  });

  describe('POST /api/user/change-password', () => {
    function change(api: TestApi, token: string, currentPassword: string, newPassword: string) {
      return api.request
        .post(API.changePassword)
        .set(auth(token))
        .send({ currentPassword, newPassword });
    }

    it("when the current password is right, then other sessions end, the caller's stays and the old password fails", async () => {
      const patient = await addPatient(api());
      const otherDevice = await loginToken(api(), patient.email);

      const response = await change(api(), patient.token, PATIENT_PASSWORD, NEW_PASSWORD);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: TEXTS.passwordChanged });
      profileResponse.parse((await profile(api(), patient.token).expect(200)).body);
      await profile(api(), otherDevice).expect(401);
      await login(api(), patient.email, PATIENT_PASSWORD).expect(401);
      await login(api(), patient.email, NEW_PASSWORD).expect(200);
    });

    it('when the current password is wrong, then it answers 400 and nothing changes', async () => {
      const patient = await addPatient(api());
      const otherDevice = await loginToken(api(), patient.email);

      const response = await change(api(), patient.token, 'not my password', NEW_PASSWORD);

      expect(response.status).toBe(400);
      expect(failure(response).message).toBe(TEXTS.currentPasswordWrong);
      await profile(api(), otherDevice).expect(200);
      await login(api(), patient.email, PATIENT_PASSWORD).expect(200);
    });

    it('when wrong current passwords keep coming, then the login limit stops them with 429', async () => {
      const patient = await addPatient(api());
      const max = api().config.limits.loginMaxFailures;

      const responses = await Promise.all(
        Array.from({ length: max + 3 }, () =>
          change(api(), patient.token, 'not my password', NEW_PASSWORD),
        ),
      );

      expect(responses.map((response) => response.status).sort()).toEqual([
        ...Array<number>(max).fill(400),
        ...Array<number>(3).fill(429),
      ]);
      const stopped = await change(api(), patient.token, PATIENT_PASSWORD, NEW_PASSWORD);
      expect(stopped.status).toBe(429);
      expect(failure(stopped).message).toBe(TEXTS.tooManyLogins);
    });

    it('when the new password breaks the policy, then it answers 400 on the new-password field', async () => {
      const patient = await addPatient(api());

      const response = await change(api(), patient.token, PATIENT_PASSWORD, 'short').expect(400);

      expect(response.body).toEqual({
        success: false,
        message: TEXTS.passwordTooShort,
        code: 'passwordTooShort',
        errors: { newPassword: TEXTS.passwordTooShort },
      });
      await login(api(), patient.email, PATIENT_PASSWORD).expect(200);
    });

    it('when a field is missing, then it answers 400', async () => {
      const patient = await addPatient(api());

      await api()
        .request.post(API.changePassword)
        .set(auth(patient.token))
        .send({ newPassword: NEW_PASSWORD })
        .expect(400);
    });

    it('when no token is sent, then it answers 401; an operator token, 403', async () => {
      const body = { currentPassword: PATIENT_PASSWORD, newPassword: NEW_PASSWORD };
      const none = await api().request.post(API.changePassword).send(body).expect(401);
      expect(failure(none).message).toBe(TEXTS.notAuthorized);

      const operator = await addOperatorToken(api());
      await api().request.post(API.changePassword).set(auth(operator)).send(body).expect(403);
    });
  });

  describe('POST /api/user/logout-all', () => {
    it('when a patient logs out everywhere, then every token of theirs is 401 and others stay', async () => {
      const patient = await addPatient(api());
      const otherDevice = await loginToken(api(), patient.email);
      const someoneElse = await addPatient(api(), 'Ravi Kumar');

      const response = await api().request.post(API.logoutAll).set(auth(patient.token));

      expect(response.status).toBe(200);
      expect(message(response)).toBe(TEXTS.loggedOutEverywhere);
      await profile(api(), patient.token).expect(401);
      await profile(api(), otherDevice).expect(401);
      await profile(api(), someoneElse.token).expect(200);
      await login(api(), patient.email, PATIENT_PASSWORD).expect(200);
    });

    it('when no token is sent, then it answers 401; an operator token, 403', async () => {
      await api().request.post(API.logoutAll).expect(401);
      const operator = await addOperatorToken(api());
      await api().request.post(API.logoutAll).set(auth(operator)).expect(403);
    });
  });
});
