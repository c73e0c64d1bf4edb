/**
 * Wrong second-factor codes are counted per staff member, from every address together, over a
 * day (SECOND_FACTOR_LOCK): the tenth locks the factor until the owner (or the server's command)
 * resets it. The lock is audited and mailed to the member. Each try here comes from its own
 * address (TRUST_PROXY, X-Forwarded-For) and its own login window, as slow guessing would.
 */
import {
  ADMIN_API,
  SECOND_FACTOR_LOCK,
  STAFF_TEXTS,
  adminLoginResponse,
  auditResponse,
  secondFactorResponse,
  staffMemberResponse,
  staffResponse,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { indiscreetWords } from '../src/libraries/discreet.js';
import { expectFailure } from './admin-fixtures.js';
import { addStaff, auth, forEachStore, staffToken, totpCode } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const PASSWORD = 'a calm desk password';
const HOUR_MS = 3_600_000;

/** Each try's own client, so that no per-address limit is what stops the guessing. */
const from = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });

/** A 6-digit code that is none of the codes the app shows around `at` (one step either side). */
function wrongTotp(secret: string, at: Date): string {
  const right = [-30_000, 0, 30_000].map((offset) =>
    totpCode(secret, new Date(at.getTime() + offset)),
  );
  let code = 0;
  while (right.includes(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

async function challengeFor(api: TestApi, email: string, client: number): Promise<string> {
  const response = await api.request
    .post(ADMIN_API.login)
    .set(from(client))
    .send({ email, password: PASSWORD })
    .expect(200);
  return adminLoginResponse.parse(response.body).challenge;
}

/**
 * `count` wrong codes, each from a new address after a new password step, `spacingMs` apart:
 * TOTP codes and recovery codes in turn. Answers the statuses and messages.
 */
async function guess(
  api: TestApi,
  member: { email: string; secret: string },
  count: number,
  spacingMs: number,
  firstClient = 1,
): Promise<[number, string][]> {
  const answers: [number, string][] = [];
  for (let n = 0; n < count; n++) {
    api.clock.advance(spacingMs);
    const challenge = await challengeFor(api, member.email, firstClient + n);
    const code = n % 2 === 0 ? wrongTotp(member.secret, api.clock.now()) : 'AAAAA-AAAAA';
    const response = await api.request
      .post(ADMIN_API.secondFactor)
      .set(from(firstClient + n))
      .send({ challenge, code });
    answers.push([response.status, response.body.message as string]);
  }
  return answers;
}

const WRONG: [number, string] = [401, STAFF_TEXTS.wrongSecondFactor];
const LOCKED: [number, string] = [403, STAFF_TEXTS.secondFactorLocked];

async function auditEntries(api: TestApi, token: string, action: string) {
  const response = await api.request
    .get(ADMIN_API.audit)
    .query({ action, pageSize: 100 })
    .set(auth(token))
    .expect(200);
  return auditResponse.parse(response.body).entries;
}

forEachStore(
  (api) => {
    describe('wrong second-factor codes', () => {
      it('when ten wrong codes come from ten addresses two hours apart, then the tenth locks the factor, the member is mailed and the right code no longer logs in', async () => {
        const owner = await addStaff(api(), { role: 'owner', email: 'owner@clinic.example' });
        const member = await addStaff(api(), {
          role: 'front-desk',
          email: 'desk@clinic.example',
          password: PASSWORD,
        });

        const answers = await guess(api(), member, SECOND_FACTOR_LOCK.wrongCodes, 2 * HOUR_MS);

        expect(answers).toEqual([...Array<[number, string]>(9).fill(WRONG), LOCKED]);
        const password = await api()
          .request.post(ADMIN_API.login)
          .set(from(99))
          .send({ email: member.email, password: PASSWORD })
          .expect(403);
        expectFailure(password.body, STAFF_TEXTS.secondFactorLocked);
        expect(api().mailer.sent).toEqual([
          {
            to: 'desk@clinic.example',
            subject: 'Holistic Mind Clinic: your staff login',
            text: expect.stringContaining(
              'followed by 10 wrong codes from the authenticator app within 24 hours' as string,
            ) as unknown as string,
          },
        ]);
        const mail = api().mailer.sent[0]?.text ?? '';
        expect(mail).toContain('nobody can log in to it until the second factor is reset');
        expect(indiscreetWords(mail)).toEqual([]);
        const token = await staffToken(api(), owner.id);
        const locks = await auditEntries(api(), token, 'operator.second-factor-lock');
        expect(locks).toEqual([
          expect.objectContaining({
            actorEmail: member.email,
            actorRole: 'front-desk',
            targetId: member.id,
            after: { wrongCodes: 10, hours: 24 },
          }),
        ]);
        const staff = staffResponse.parse(
          (await api().request.get(ADMIN_API.staff).set(auth(token)).expect(200)).body,
        );
        expect(staff.staff.find((one) => one.email === member.email)).toMatchObject({
          secondFactor: true,
          secondFactorLocked: true,
        });
      });

      it('when wrong codes arrive at once from many addresses, then nine are answered as wrong and the factor locks once: one mail, one audit entry', async () => {
        const owner = await addStaff(api(), { role: 'owner', email: 'owner@clinic.example' });
        const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
        const challenge = await challengeFor(api(), member.email, 1);

        const answers = await Promise.all(
          Array.from({ length: 14 }, (_, n) =>
            api()
              .request.post(ADMIN_API.secondFactor)
              .set(from(10 + n))
              .send({ challenge, code: wrongTotp(member.secret, api().clock.now()) }),
          ),
        );

        // The lock voids the challenge: a code read after it asks to log in again.
        const count = (message: string) =>
          answers.filter((answer) => answer.body.message === message).length;
        expect(count(STAFF_TEXTS.wrongSecondFactor)).toBe(9);
        expect(count(STAFF_TEXTS.secondFactorLocked)).toBeGreaterThanOrEqual(1);
        expect(count(STAFF_TEXTS.secondFactorLocked) + count(STAFF_TEXTS.loginTimedOut)).toBe(5);
        expect(api().mailer.sent.map((mail) => mail.to)).toEqual([member.email]);
        const token = await staffToken(api(), owner.id);
        expect(await auditEntries(api(), token, 'operator.second-factor-lock')).toHaveLength(1);
      });

      it('when nine wrong codes a day come for two days, then nothing locks: the count is per day', async () => {
        const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });

        const first = await guess(api(), member, 9, 2 * HOUR_MS);
        api().clock.advance(SECOND_FACTOR_LOCK.hours * HOUR_MS);
        const second = await guess(api(), member, 9, 2 * HOUR_MS, 20);

        expect([...first, ...second]).toEqual(Array<[number, string]>(18).fill(WRONG));
        expect(api().mailer.sent).toEqual([]);
      });

      it('when the owner resets a locked factor, then the member sets up their app again and their count starts afresh; the audit has the reset', async () => {
        const owner = await addStaff(api(), { role: 'owner', email: 'owner@clinic.example' });
        const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
        await guess(api(), member, SECOND_FACTOR_LOCK.wrongCodes, HOUR_MS);
        const token = await staffToken(api(), owner.id);

        const reset = staffMemberResponse.parse(
          (
            await api()
              .request.post(ADMIN_API.staffSecondFactorReset(member.id))
              .set(auth(token))
              .expect(200)
          ).body,
        );

        expect(reset.member).toMatchObject({ secondFactor: false, secondFactorLocked: false });
        const step = adminLoginResponse.parse(
          (
            await api()
              .request.post(ADMIN_API.login)
              .set(from(50))
              .send({ email: member.email, password: PASSWORD })
              .expect(200)
          ).body,
        );
        expect(step.step).toBe('enrol');
        const secret = step.enrolment?.secret ?? '';
        const wrong = await api()
          .request.post(ADMIN_API.secondFactor)
          .set(from(50))
          .send({ challenge: step.challenge, code: wrongTotp(secret, api().clock.now()) })
          .expect(401);
        expectFailure(wrong.body, STAFF_TEXTS.wrongSecondFactor);
        const enrolled = await api()
          .request.post(ADMIN_API.secondFactor)
          .set(from(50))
          .send({ challenge: step.challenge, code: totpCode(secret, api().clock.now()) })
          .expect(200);
        expect(secondFactorResponse.parse(enrolled.body).recoveryCodes).toHaveLength(10);
        const [entry] = await auditEntries(api(), token, 'operator.second-factor-reset');
        expect(entry).toMatchObject({
          actorEmail: 'owner@clinic.example',
          targetId: member.id,
          before: { secondFactor: true, secondFactorLocked: true },
          after: { secondFactor: false, secondFactorLocked: false },
        });
      });
    });
  },
  { TRUST_PROXY: '1' },
);
