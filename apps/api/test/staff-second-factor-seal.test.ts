/**
 * The staff's TOTP secrets are sealed under TOTP_SEAL_KEY, not under a key derived from
 * JWT_SECRET: rotating JWT_SECRET (docs/privacy.md, Breach runbook) leaves every authenticator
 * app working; rotating TOTP_SEAL_KEY as docs/operations.md says (the new key first, the old one
 * after it, restart, then the new key alone) re-seals every secret at start-up; and the secrets an
 * earlier build sealed under JWT_SECRET are re-sealed at the first start of this one.
 */
import { ADMIN_API, adminLoginResponse, secondFactorResponse } from '@clinic/contracts';
import { generateSecret } from 'otplib';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/libraries/passwords.js';
import { resealSecondFactors } from '../src/libraries/second-factor.js';
import { sealedAsBefore } from './support/former-seal.js';
import { forEachStore, startSecondInstance, testConfig, totpCode } from './support/harness.js';
import type { EnvInput } from '../src/env.js';
import type { FakeClock, TestApi } from './support/harness.js';

const PASSWORD = 'a calm desk password';
const OLD_KEY = 'old-seal-key-'.repeat(4);
const NEW_KEY = 'new-seal-key-'.repeat(4);

/** A front-desk member with a password and no second factor yet, made in the store. */
async function addMember(api: TestApi, email: string) {
  return api.store.operators.create({
    name: 'Asha Rao',
    email,
    passwordHash: await hashPassword(PASSWORD, api.config.bcryptCost),
    role: 'front-desk',
  });
}

async function passwordStep(request: supertest.Agent, email: string) {
  const response = await request.post(ADMIN_API.login).send({ email, password: PASSWORD });
  return adminLoginResponse.parse(response.body);
}

/** The second step with the app's code, at a time step after any used before. */
function appCode(request: supertest.Agent, clock: FakeClock, challenge: string, secret: string) {
  clock.advance(30_000);
  return request
    .post(ADMIN_API.secondFactor)
    .send({ challenge, code: totpCode(secret, clock.now()) });
}

/** The first login through the API: the secret the person adds to their app. */
async function enrol(api: TestApi, email: string): Promise<string> {
  const step = await passwordStep(api.request, email);
  const secret = step.enrolment?.secret ?? '';
  await appCode(api.request, api.clock, step.challenge, secret).expect(200);
  return secret;
}

/** A login with the app, through `request`: the answer's status. */
async function loginWithApp(request: supertest.Agent, api: TestApi, email: string, secret: string) {
  const { challenge, step } = await passwordStep(request, email);
  expect(step).toBe('verify');
  return appCode(request, api.clock, challenge, secret);
}

/** The same store and DATA_DIR, started again with `env` changed. */
const restarted = (api: TestApi, env: EnvInput) =>
  testConfig(api.dataDir, { TOTP_SEAL_KEY: OLD_KEY, ...env });

forEachStore(
  (api) => {
    describe('the TOTP secrets’ seal', () => {
      it('when JWT_SECRET is rotated, then a staff member still logs in with their authenticator app', async () => {
        await addMember(api(), 'desk@clinic.example');
        const secret = await enrol(api(), 'desk@clinic.example');
        const rotated = restarted(api(), { JWT_SECRET: 'rotated-jwt-secret-'.repeat(3) });
        expect(rotated.jwtSecret).not.toBe(api().config.jwtSecret);

        const other = await startSecondInstance(api(), rotated);
        try {
          const response = await loginWithApp(other.request, api(), 'desk@clinic.example', secret);

          expect(response.status).toBe(200);
          expect(secondFactorResponse.parse(response.body).operator.email).toBe(
            'desk@clinic.example',
          );
        } finally {
          await other.close();
        }
      });

      it('when TOTP_SEAL_KEY is rotated as the runbook says, then start-up re-seals every secret, in use or offered, and each keeps working under the new key alone', async () => {
        await addMember(api(), 'desk@clinic.example');
        await addMember(api(), 'new@clinic.example');
        const secret = await enrol(api(), 'desk@clinic.example');
        // A first login under way across the restart: its offered secret is re-sealed too.
        const offer = await passwordStep(api().request, 'new@clinic.example');
        const before = await api().store.operators.list();

        const both = restarted(api(), { TOTP_SEAL_KEY: `${NEW_KEY},${OLD_KEY}` });
        expect(await resealSecondFactors(api().store.operators, both)).toEqual({
          resealed: 2,
          unreadable: 0,
        });
        expect(await resealSecondFactors(api().store.operators, both)).toEqual({
          resealed: 0,
          unreadable: 0,
        });
        const after = await api().store.operators.list();
        expect(
          after.map((one) => [one.totpSecret === null, one.totpPendingSecret === null]),
        ).toEqual(before.map((one) => [one.totpSecret === null, one.totpPendingSecret === null]));
        for (const [index, one] of after.entries()) {
          expect(one.totpSecret ?? one.totpPendingSecret).not.toBe(
            before[index]?.totpSecret ?? before[index]?.totpPendingSecret,
          );
        }

        const other = await startSecondInstance(
          api(),
          restarted(api(), { TOTP_SEAL_KEY: NEW_KEY }),
        );
        try {
          const desk = await loginWithApp(other.request, api(), 'desk@clinic.example', secret);
          expect(desk.status).toBe(200);
          const enrolled = await appCode(
            other.request,
            api().clock,
            offer.challenge,
            offer.enrolment?.secret ?? '',
          );
          expect(enrolled.status).toBe(200);
        } finally {
          await other.close();
        }
      });

      it('when the store holds secrets an earlier build sealed under JWT_SECRET, then start-up re-seals them, and they work after JWT_SECRET is rotated; one no key opens is counted', async () => {
        const member = await addMember(api(), 'desk@clinic.example');
        const stranger = await addMember(api(), 'stranger@clinic.example');
        const secret = generateSecret();
        const earlier = sealedAsBefore(secret, api().config.jwtSecret);
        await api().store.operators.offerSecondFactor(member._id, earlier);
        await api().store.operators.enrolSecondFactor(member._id, earlier, 0, []);
        const unknown = sealedAsBefore(generateSecret(), 'a-key-nobody-has-'.repeat(3));
        await api().store.operators.offerSecondFactor(stranger._id, unknown);
        await api().store.operators.enrolSecondFactor(stranger._id, unknown, 0, []);

        expect(await resealSecondFactors(api().store.operators, api().config)).toEqual({
          resealed: 1,
          unreadable: 1,
        });

        const rotated = restarted(api(), { JWT_SECRET: 'rotated-jwt-secret-'.repeat(3) });
        const other = await startSecondInstance(api(), rotated);
        try {
          const response = await loginWithApp(other.request, api(), 'desk@clinic.example', secret);
          expect(response.status).toBe(200);
        } finally {
          await other.close();
        }
      });
    });
  },
  { TOTP_SEAL_KEY: OLD_KEY },
);
