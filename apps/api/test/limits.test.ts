/**
 * The limits that keep a patient from being found out or locked out: counted in the store before
 * the compare, per (e-mail, client) with far higher ceilings, shared by API processes and kept
 * across restarts. Clients are told apart by X-Forwarded-For, as behind the deployment's proxy.
 */
import { API, TEXTS, errorResponse } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import {
  PATIENT_PASSWORD,
  addPatient,
  forEachStore,
  startSecondInstance,
} from './support/harness.js';
import type { TestApi } from './support/harness.js';

function login(api: TestApi, email: string, password: string, client = '203.0.113.10') {
  return api.request.post(API.login).set('X-Forwarded-For', client).send({ email, password });
}

const statuses = (responses: { status: number }[]) =>
  responses.map((response) => response.status).sort((a, b) => a - b);

forEachStore(
  (api) => {
    describe('POST /api/user/login', () => {
      it('when 30 wrong passwords for one account arrive at once, then only 10 are compared and the rest answer 429', async () => {
        const patient = await addPatient(api());

        const responses = await Promise.all(
          Array.from({ length: 30 }, () => login(api(), patient.email, 'wrong password')),
        );

        expect(statuses(responses)).toEqual([
          ...Array<number>(10).fill(401),
          ...Array<number>(20).fill(429),
        ]);
      });

      it('when a stranger fails 10 times from their address, then the patient still logs in from theirs', async () => {
        const patient = await addPatient(api());
        for (let attempt = 0; attempt < 10; attempt++)
          await login(api(), patient.email, 'wrong password', '198.51.100.66').expect(401);
        await login(api(), patient.email, PATIENT_PASSWORD, '198.51.100.66').expect(429);

        await login(api(), patient.email, PATIENT_PASSWORD, '203.0.113.10').expect(200);
      });

      it('when guesses come from many addresses of one IPv6 /64, then they count as one client', async () => {
        const patient = await addPatient(api());
        for (let attempt = 0; attempt < 10; attempt++) {
          const client = `2001:db8:5:6:${attempt.toString(16)}::1`;
          await login(api(), patient.email, 'wrong password', client).expect(401);
        }

        const blocked = await login(api(), patient.email, PATIENT_PASSWORD, '2001:db8:5:6:ff::9');

        expect(blocked.status).toBe(429);
        expect(errorResponse.parse(blocked.body).message).toBe(TEXTS.tooManyLogins);
        await login(api(), patient.email, PATIENT_PASSWORD, '2001:db8:5:7::1').expect(200);
      });

      it('when wrong passwords alternate between two API processes on one store, then the limit counts them together', async () => {
        const patient = await addPatient(api());
        const second = await startSecondInstance(api());
        try {
          for (let attempt = 0; attempt < 10; attempt++) {
            const request = attempt % 2 === 0 ? api().request : second.request;
            await request
              .post(API.login)
              .set('X-Forwarded-For', '203.0.113.10')
              .send({ email: patient.email, password: 'wrong password' })
              .expect(401);
          }

          await second.request
            .post(API.login)
            .set('X-Forwarded-For', '203.0.113.10')
            .send({ email: patient.email, password: PATIENT_PASSWORD })
            .expect(429);
          await login(api(), patient.email, PATIENT_PASSWORD).expect(429);
        } finally {
          await second.close();
        }
      });
    });

    describe('POST /api/user/send-otp', () => {
      it('when one address asks through two API processes, then its hourly limit counts both', async () => {
        const second = await startSecondInstance(api());
        try {
          const limit = api().config.limits.otpSendsPerIpPerHour;
          for (let index = 0; index < limit; index++) {
            const request = index % 2 === 0 ? api().request : second.request;
            await request
              .post(API.sendOtp)
              .set('X-Forwarded-For', '203.0.113.10')
              .send({ email: `person${index}@example.in` })
              .expect(200);
          }

          await api()
            .request.post(API.sendOtp)
            .set('X-Forwarded-For', '203.0.113.10')
            .send({ email: 'one.more@example.in' })
            .expect(429);
        } finally {
          await second.close();
        }
      });
    });

    describe('POST /api/user/register', () => {
      it('when 12 wrong codes for one e-mail arrive at once, then only 5 are compared and the code dies', async () => {
        const email = 'meera.iyer@example.in';
        await api().request.post(API.sendOtp).send({ email }).expect(200);
        const right = api().mailer.codeFor(email);
        const wrong = right === '000000' ? '111111' : '000000';

        const responses = await Promise.all(
          Array.from({ length: 12 }, () =>
            api().request.post(API.register).send({
              name: 'Meera Iyer',
              email,
              password: 'quiet lake mornings',
              phone: '9123456780',
              consent: true,
              otp: wrong,
            }),
          ),
        );

        expect(statuses(responses)).toEqual([
          ...Array<number>(4).fill(400),
          ...Array<number>(8).fill(429),
        ]);
        expect((await api().store.otps.find(email))?.attempts).toBe(5);
      });

      it('when a registered e-mail comes with a guessed code, then the answer is that of any wrong code', async () => {
        const patient = await addPatient(api());
        const body = (email: string) => ({
          name: 'Someone',
          email,
          password: 'quiet lake mornings',
          phone: '9123456780',
          consent: true,
          otp: '123456',
        });

        const registered = await api().request.post(API.register).send(body(patient.email));
        const unknown = await api().request.post(API.register).send(body('nobody@example.in'));

        expect(registered.status).toBe(400);
        expect(registered.body).toEqual(unknown.body);
        expect(errorResponse.parse(registered.body).message).toBe(TEXTS.otpInvalid);
      });
    });
  },
  { TRUST_PROXY: '1' },
);
