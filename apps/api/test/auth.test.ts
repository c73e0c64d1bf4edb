import {
  API,
  PRIVACY_NOTICE_VERSION,
  TEXTS,
  errorResponse,
  messageResponse,
  profileResponse,
  tokenResponse,
} from '@clinic/contracts';
import jwt from 'jsonwebtoken';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createPasswordHashing } from '../src/libraries/passwords.js';
import {
  PATIENT_PASSWORD,
  addOperatorToken,
  addPatient,
  auth,
  forEachStore,
  requestWithWorkers,
} from './support/harness.js';
import type { TestApi } from './support/harness.js';

const EMAIL = 'meera.iyer@example.in';
const MINUTE = 60_000;

function signUp(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Meera Iyer',
    email: EMAIL,
    password: 'quiet lake mornings',
    phone: '9123456780',
    consent: true,
    ...overrides,
  };
}

function sendOtp(api: TestApi, email = EMAIL) {
  return api.request.post(API.sendOtp).send({ email });
}

function failure(response: { body: unknown }) {
  return errorResponse.parse(response.body);
}

forEachStore((api) => {
  describe('POST /api/user/send-otp', () => {
    it('when the e-mail is new, then it mails a 6-digit code and answers the spec text', async () => {
      const response = await sendOtp(api()).expect(200);

      expect(messageResponse.parse(response.body).message).toBe(TEXTS.otpSent);
      expect(api().mailer.sent).toHaveLength(1);
      expect(api().mailer.codeFor(EMAIL)).toMatch(/^\d{6}$/);
    });

    it('when the code is stored, then only its hash is kept', async () => {
      await sendOtp(api()).expect(200);

      const stored = await api().store.otps.find(EMAIL);

      expect(stored?.codeHash).not.toContain(api().mailer.codeFor(EMAIL));
      expect(stored?.codeHash).toMatch(/^[a-f0-9]{64}$/);
    });

    it('when asked again within 60 s, then it answers 429 and mails nothing; after 60 s it sends a new code', async () => {
      await sendOtp(api()).expect(200);
      api().clock.advance(59_000);

      const early = await sendOtp(api()).expect(429);
      expect(failure(early).message).toBe(TEXTS.otpWait);
      expect(api().mailer.sent).toHaveLength(1);

      api().clock.advance(1_000);
      await sendOtp(api()).expect(200);
      expect(api().mailer.sent).toHaveLength(2);
    });

    it('when the mail server cannot be reached, then it answers 503 with a retry text, keeps no code and lets the patient ask again at once', async () => {
      api().mailer.failing = true;
      const response = await sendOtp(api()).expect(503);
      expect(failure(response).message).toBe(TEXTS.mailUnavailable);
      expect(await api().store.otps.find(EMAIL)).toBeNull();

      api().mailer.failing = false;
      await sendOtp(api()).expect(200);
      expect(api().mailer.codeFor(EMAIL)).toMatch(/^\d{6}$/);
    });

    it('when a new code is sent, then the old one no longer works', async () => {
      await sendOtp(api()).expect(200);
      const oldCode = api().mailer.codeFor(EMAIL);
      api().clock.advance(MINUTE);
      await sendOtp(api()).expect(200);
      const newCode = api().mailer.codeFor(EMAIL);
      if (newCode === oldCode) return; // one chance in a million: the same code twice

      const response = await api()
        .request.post(API.register)
        .send(signUp({ otp: oldCode }))
        .expect(400);

      expect(failure(response).message).toBe(TEXTS.otpInvalid);
    });

    it('when the e-mail is already registered, then the answer is the same and the mail says an account exists, with no code', async () => {
      const patient = await addPatient(api());

      const registered = await sendOtp(api(), patient.email).expect(200);
      const fresh = await sendOtp(api(), 'someone.new@example.in').expect(200);

      expect(registered.body).toEqual(fresh.body);
      expect(messageResponse.parse(registered.body).message).toBe(TEXTS.otpSent);
      const mail = api().mailer.sent.find((sent) => sent.to === patient.email);
      expect(mail?.text).toContain('an account already exists');
      expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    });

    it('when the mail server fails, then a registered and a new e-mail both answer 503 and keep no code', async () => {
      const patient = await addPatient(api());
      api().mailer.failing = true;

      const registered = await sendOtp(api(), patient.email).expect(503);
      const fresh = await sendOtp(api()).expect(503);

      expect(fresh.body).toEqual(registered.body);
      expect(await api().store.otps.find(patient.email)).toBeNull();
      expect(await api().store.otps.find(EMAIL)).toBeNull();
    });

    it('when a registered e-mail asks again within 60 s, then it answers 429 like a new one', async () => {
      const patient = await addPatient(api());
      await sendOtp(api(), patient.email).expect(200);

      const early = await sendOtp(api(), patient.email).expect(429);

      expect(failure(early).message).toBe(TEXTS.otpWait);
    });

    it.each([
      ['a missing e-mail', {}],
      ['a malformed e-mail', { email: 'not-an-email' }],
      ['an operator object', { email: { $gt: '' } }],
      ['a number', { email: 42 }],
    ])('when the body has %s, then it answers 400 with the field named', async (_case, body) => {
      const response = await api().request.post(API.sendOtp).send(body).expect(400);

      expect(failure(response).message).toBe(TEXTS.invalidInput);
      expect(failure(response).errors).toHaveProperty('email');
      expect(api().mailer.sent).toHaveLength(0);
    });

    it('when one address asks for codes for many e-mails, then it is limited per address', async () => {
      const limit = api().config.limits.otpSendsPerIpPerHour;
      for (let index = 0; index < limit; index++)
        await sendOtp(api(), `person${index}@example.in`).expect(200);

      const response = await sendOtp(api(), 'one.more@example.in').expect(429);

      expect(failure(response).message).toBe(TEXTS.tooManyRequests);
    });
  });

  describe('POST /api/user/register', () => {
    it.each([
      ['no consent', { consent: undefined }],
      ['consent false', { consent: false }],
      ['consent as text', { consent: 'true' }],
    ])('when the body carries %s, then it answers 400 and creates nothing', async (_case, body) => {
      await sendOtp(api()).expect(200);
      const otp = api().mailer.codeFor(EMAIL);

      const response = await api()
        .request.post(API.register)
        .send(signUp({ otp, ...body }))
        .expect(400);

      expect(failure(response).message).toBe(TEXTS.invalidInput);
      expect(failure(response).errors).toEqual({ consent: TEXTS.consentRequired });
      expect(await api().store.users.findByEmail(EMAIL)).toBeNull();
    });

    it('when the patient consents, then the notice version, the time and the purposes are recorded', async () => {
      await sendOtp(api()).expect(200);
      const otp = api().mailer.codeFor(EMAIL);

      await api()
        .request.post(API.register)
        .send(signUp({ otp, noticeVersion: PRIVACY_NOTICE_VERSION, newsletter: true }))
        .expect(201);

      const user = await api().store.users.findByEmail(EMAIL);
      expect(await api().store.consents.listByUser(user?._id ?? '')).toEqual([
        {
          noticeVersion: PRIVACY_NOTICE_VERSION,
          purposes: ['care', 'newsletter'],
          givenAt: api().clock.now().toISOString(),
        },
      ]);
    });

    it('when the optional mail consent is left out, then only the care purpose is recorded', async () => {
      await sendOtp(api()).expect(200);
      const otp = api().mailer.codeFor(EMAIL);

      await api().request.post(API.register).send(signUp({ otp })).expect(201);

      const user = await api().store.users.findByEmail(EMAIL);
      const [consent] = await api().store.consents.listByUser(user?._id ?? '');
      expect(consent?.purposes).toEqual(['care']);
      expect(consent?.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    });

    it('when the code is right, then it creates the account, answers a token that works, and the code is used up', async () => {
      await sendOtp(api()).expect(200);
      const otp = api().mailer.codeFor(EMAIL);

      const response = await api()
        .request.post(API.register)
        .send(signUp({ otp, email: ' Meera.Iyer@Example.in ' }))
        .expect(201);

      const { token, message } = tokenResponse.parse(response.body);
      expect(message).toBe(TEXTS.registered);
      const profile = await api().request.get(API.getProfile).set(auth(token)).expect(200);
      expect(profileResponse.parse(profile.body).userData).toMatchObject({
        name: 'Meera Iyer',
        email: EMAIL,
        phone: '9123456780',
      });
      const again = await api().request.post(API.register).send(signUp({ otp })).expect(400);
      expect(failure(again).message).toBe(TEXTS.otpInvalid);
    });

    it('when the password is stored, then it is a bcrypt hash, not the password', async () => {
      await sendOtp(api()).expect(200);
      await api()
        .request.post(API.register)
        .send(signUp({ otp: api().mailer.codeFor(EMAIL) }))
        .expect(201);

      const user = await api().store.users.findByEmail(EMAIL);

      expect(user?.passwordHash).toMatch(/^\$2[aby]\$04\$/);
      expect(user?.passwordHash).not.toContain('quiet lake');
    });

    it('when the code is 10 minutes old, then it has expired', async () => {
      await sendOtp(api()).expect(200);
      api().clock.advance(10 * MINUTE);

      const response = await api()
        .request.post(API.register)
        .send(signUp({ otp: api().mailer.codeFor(EMAIL) }))
        .expect(400);

      expect(failure(response).message).toBe(TEXTS.otpInvalid);
    });

    it('when the code is 9 minutes 59 seconds old, then it still works', async () => {
      await sendOtp(api()).expect(200);
      api().clock.advance(10 * MINUTE - 1_000);

      await api()
        .request.post(API.register)
        .send(signUp({ otp: api().mailer.codeFor(EMAIL) }))
        .expect(201);
    });

    it('when no code was sent, then it answers 400', async () => {
      const response = await api()
        .request.post(API.register)
        .send(signUp({ otp: '123456' }))
        .expect(400);

      expect(failure(response).message).toBe(TEXTS.otpInvalid);
    });

    it('when the code is wrong 5 times, then the 5th answer is 429 and even the right code is dead', async () => {
      await sendOtp(api()).expect(200);
      const right = api().mailer.codeFor(EMAIL);
      const wrong = right === '000000' ? '111111' : '000000';

      for (let attempt = 1; attempt <= 4; attempt++) {
        const response = await api()
          .request.post(API.register)
          .send(signUp({ otp: wrong }))
          .expect(400);
        expect(failure(response).message).toBe(TEXTS.otpInvalid);
      }
      const fifth = await api()
        .request.post(API.register)
        .send(signUp({ otp: wrong }))
        .expect(429);
      expect(failure(fifth).message).toBe(TEXTS.otpTooManyTries);

      const withRight = await api()
        .request.post(API.register)
        .send(signUp({ otp: right }))
        .expect(429);
      expect(failure(withRight).message).toBe(TEXTS.otpTooManyTries);
      expect(await api().store.users.findByEmail(EMAIL)).toBeNull();
    });

    it('when wrong codes follow send-otp, then a registered and a new e-mail get the same answers and counts', async () => {
      const patient = await addPatient(api());
      await sendOtp(api(), patient.email).expect(200);
      await sendOtp(api()).expect(200);
      const right = api().mailer.codeFor(EMAIL);
      const wrong = right === '000000' ? '111111' : '000000';
      const max = api().config.limits.otpMaxAttempts;
      async function tries(email: string) {
        const answers = [];
        for (let attempt = 1; attempt <= max + 2; attempt++) {
          const { status, body } = await api()
            .request.post(API.register)
            .send(signUp({ email, otp: wrong }));
          answers.push({ status, body: failure({ body }) });
        }
        return answers;
      }

      const registered = await tries(patient.email);
      const fresh = await tries(EMAIL);

      expect(registered).toEqual(fresh);
      expect(fresh.map(({ status }) => status)).toEqual([400, 400, 400, 400, 429, 429, 429]);
      expect(fresh.at(-1)?.body.message).toBe(TEXTS.otpTooManyTries);
      expect((await api().store.otps.find(patient.email))?.attempts).toBe(max);
      expect((await api().store.otps.find(EMAIL))?.attempts).toBe(max);
      const notes = api().mailer.sent.filter((mail) => mail.to === patient.email);
      expect(notes).toHaveLength(1);
      expect(notes[0]?.text).not.toMatch(/\b\d{6}\b/);
    });

    it('when the code was sent to another e-mail, then it does not work for this one', async () => {
      await sendOtp(api(), 'someone.else@example.in').expect(200);

      const response = await api()
        .request.post(API.register)
        .send(signUp({ otp: api().mailer.codeFor('someone.else@example.in') }))
        .expect(400);

      expect(failure(response).message).toBe(TEXTS.otpInvalid);
    });

    it.each([
      ['shorter than 8 characters', 'seven77', TEXTS.passwordTooShort],
      ['longer than 128 characters', 'x'.repeat(129), TEXTS.passwordTooLong],
      ['a common password', 'Password123', TEXTS.passwordCommon],
    ])(
      'when the password is %s, then it answers 400 and keeps the code',
      async (_case, password, text) => {
        await sendOtp(api()).expect(200);
        const otp = api().mailer.codeFor(EMAIL);

        const response = await api()
          .request.post(API.register)
          .send(signUp({ otp, password }))
          .expect(400);

        expect(failure(response).message).toBe(text);
        await api().request.post(API.register).send(signUp({ otp })).expect(201);
      },
    );

    it('when the password is 128 characters with multi-byte letters, then all of it counts', async () => {
      await sendOtp(api()).expect(200);
      const password = `${'शांति'.repeat(25)}abc`;
      await api()
        .request.post(API.register)
        .send(signUp({ otp: api().mailer.codeFor(EMAIL), password }))
        .expect(201);

      await api().request.post(API.login).send({ email: EMAIL, password }).expect(200);
      const almost = `${'शांति'.repeat(25)}abd`;
      await api().request.post(API.login).send({ email: EMAIL, password: almost }).expect(401);
    });

    it.each([
      ['no name', { name: undefined }, 'name'],
      ['a blank name', { name: '   ' }, 'name'],
      ['a phone of 9 digits', { phone: '912345678' }, 'phone'],
      ['a phone starting with 5', { phone: '5123456789' }, 'phone'],
      ['an operator object for the e-mail', { email: { $ne: null } }, 'email'],
      ['a code of 5 digits', { otp: '12345' }, 'otp'],
      ['no password', { password: undefined }, 'password'],
    ])(
      'when the body has %s, then it answers 400 naming the field',
      async (_case, overrides, field) => {
        const response = await api()
          .request.post(API.register)
          .send(signUp({ otp: '123456', ...overrides }))
          .expect(400);

        expect(failure(response).message).toBe(TEXTS.invalidInput);
        expect(failure(response).errors).toHaveProperty(field);
      },
    );
  });

  describe('POST /api/user/login', () => {
    it('when the password is right, then it answers a working token', async () => {
      const patient = await addPatient(api());

      const response = await api()
        .request.post(API.login)
        .send({ email: patient.email.toUpperCase(), password: PATIENT_PASSWORD })
        .expect(200);

      const { token, message } = tokenResponse.parse(response.body);
      expect(message).toBe(TEXTS.loggedIn);
      await api().request.get(API.getProfile).set(auth(token)).expect(200);
    });

    it('when the e-mail is unknown or the password wrong, then both answer the same 401', async () => {
      const patient = await addPatient(api());

      const unknown = await api()
        .request.post(API.login)
        .send({ email: 'nobody@example.in', password: PATIENT_PASSWORD })
        .expect(401);
      const wrong = await api()
        .request.post(API.login)
        .send({ email: patient.email, password: 'not the password' })
        .expect(401);

      expect(failure(unknown)).toEqual({
        success: false,
        message: TEXTS.invalidCredentials,
        code: 'invalidCredentials',
      });
      expect(failure(wrong)).toEqual(failure(unknown));
    });

    it('when the hashing queue is full, then a login answers 503 with Retry-After at once, and logs in once the queue drains', async () => {
      const patient = await addPatient(api());
      const passwords = createPasswordHashing({ maxThreads: 1, maxQueue: 1 });
      onTestFinished(() => passwords.close());
      const request = requestWithWorkers(api(), { passwords });
      const login = (email: string) =>
        request.post(API.login).send({ email, password: PATIENT_PASSWORD });
      // One hash on the thread (or waiting for it to start) and one queued: the queue is full.
      const filling = [passwords.hash('first filler', 13), passwords.hash('second filler', 13)];

      const busy = await login(patient.email).expect(503);
      const busyUnknown = await login('nobody.here@example.in').expect(503);

      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.body).toEqual({ success: false, message: TEXTS.serverBusy, code: 'serverBusy' });
      expect(busyUnknown.body).toEqual(busy.body);
      await Promise.all(filling);
      await login(patient.email).expect(200);
      const unknown = await login('nobody.here@example.in').expect(401);
      expect(failure(unknown).message).toBe(TEXTS.invalidCredentials);
    });

    it('when one e-mail fails 10 times in 15 minutes, then even the right password answers 429 until the window passes', async () => {
      const patient = await addPatient(api());
      for (let attempt = 0; attempt < 10; attempt++) {
        await api()
          .request.post(API.login)
          .send({ email: patient.email, password: 'wrong password' })
          .expect(401);
        api().clock.advance(MINUTE);
      }

      const blocked = await api()
        .request.post(API.login)
        .send({ email: patient.email, password: PATIENT_PASSWORD })
        .expect(429);
      expect(failure(blocked).message).toBe(TEXTS.tooManyLogins);

      api().clock.advance(6 * MINUTE);
      await api()
        .request.post(API.login)
        .send({ email: patient.email, password: PATIENT_PASSWORD })
        .expect(200);
    });

    it('when one address tries many e-mails, then it is stopped at the per-address ceiling', async () => {
      const patient = await addPatient(api());
      const ceiling = api().config.limits.loginMaxPerAddress;
      for (let attempt = 0; attempt < ceiling; attempt++) {
        await api()
          .request.post(API.login)
          .send({ email: `guess${attempt}@example.in`, password: 'wrong password' })
          .expect(401);
      }

      const blocked = await api()
        .request.post(API.login)
        .send({ email: patient.email, password: PATIENT_PASSWORD })
        .expect(429);

      expect(failure(blocked).message).toBe(TEXTS.tooManyLogins);
    });

    it('when 9 failures are followed by a success, then the e-mail starts afresh', async () => {
      const patient = await addPatient(api());
      for (let attempt = 0; attempt < 9; attempt++) {
        await api()
          .request.post(API.login)
          .send({ email: patient.email, password: 'wrong password' })
          .expect(401);
      }
      await api()
        .request.post(API.login)
        .send({ email: patient.email, password: PATIENT_PASSWORD })
        .expect(200);

      await api()
        .request.post(API.login)
        .send({ email: patient.email, password: 'wrong password' })
        .expect(401);
    });

    it.each([
      ['no password', { email: 'a@example.in' }],
      ['an operator object as password', { email: 'a@example.in', password: { $gt: '' } }],
      ['an operator object as e-mail', { email: { $gt: '' }, password: 'x' }],
      ['an array body', ['a@example.in']],
    ])('when the body has %s, then it answers 400', async (_case, body) => {
      const response = await api().request.post(API.login).send(body).expect(400);

      expect(failure(response).message).toBe(TEXTS.invalidInput);
    });
  });

  describe('POST /api/user/logout', () => {
    it('when logged in, then it revokes the token on the server', async () => {
      const patient = await addPatient(api());

      const response = await api().request.post(API.logout).set(auth(patient.token)).expect(200);

      expect(messageResponse.parse(response.body).message).toBe(TEXTS.loggedOut);
      const after = await api().request.get(API.getProfile).set(auth(patient.token)).expect(401);
      expect(failure(after).message).toBe(TEXTS.notAuthorized);
    });

    it('when logging out one session, then the other sessions stay', async () => {
      const patient = await addPatient(api());
      const second = tokenResponse.parse(
        (
          await api()
            .request.post(API.login)
            .send({ email: patient.email, password: PATIENT_PASSWORD })
            .expect(200)
        ).body,
      ).token;

      await api().request.post(API.logout).set(auth(patient.token)).expect(200);

      await api().request.get(API.getProfile).set(auth(second)).expect(200);
    });

    it('when no token is sent, then it answers 401', async () => {
      const response = await api().request.post(API.logout).expect(401);

      expect(failure(response).message).toBe(TEXTS.notAuthorized);
    });
  });

  describe('tokens', () => {
    it('when sent as Authorization: Bearer, then it is accepted too', async () => {
      const patient = await addPatient(api());

      await api()
        .request.get(API.getProfile)
        .set('Authorization', `Bearer ${patient.token}`)
        .expect(200);
    });

    it('when 12 hours have passed, then the token has expired', async () => {
      const patient = await addPatient(api());
      api().clock.advance(12 * 60 * MINUTE - 1_000);
      await api().request.get(API.getProfile).set(auth(patient.token)).expect(200);
      api().clock.advance(1_000);

      const response = await api().request.get(API.getProfile).set(auth(patient.token)).expect(401);

      expect(failure(response).message).toBe(TEXTS.notAuthorized);
    });

    it('when the token is signed with another secret, then it answers 401', async () => {
      const patient = await addPatient(api());
      const claims = jwt.decode(patient.token) as jwt.JwtPayload;
      const forged = jwt.sign(claims, 'another secret of at least thirty-two chars', {
        algorithm: 'HS256',
      });

      await api().request.get(API.getProfile).set(auth(forged)).expect(401);
    });

    it('when the token uses alg none, then it answers 401', async () => {
      const patient = await addPatient(api());
      const claims = jwt.decode(patient.token) as jwt.JwtPayload;
      const unsigned = jwt.sign(claims, '', { algorithm: 'none' });

      await api().request.get(API.getProfile).set(auth(unsigned)).expect(401);
    });

    it('when the token is garbage, then it answers 401', async () => {
      await api().request.get(API.getProfile).set(auth('not.a.token')).expect(401);
    });

    it('when an operator token calls a patient call, then it answers 403', async () => {
      const operatorToken = await addOperatorToken(api());

      const response = await api().request.get(API.getProfile).set(auth(operatorToken)).expect(403);

      expect(failure(response).message).toBe(TEXTS.forbidden);
    });

    it('when a token claims another role than its session, then it answers 401', async () => {
      const patient = await addPatient(api());
      const claims = jwt.decode(patient.token) as jwt.JwtPayload;
      const promoted = jwt.sign({ ...claims, role: 'admin' }, api().config.jwtSecret, {
        algorithm: 'HS256',
      });

      await api().request.get(API.getProfile).set(auth(promoted)).expect(401);
    });
  });
});
