/**
 * Staff accounts end to end on the wire: the owner invites, the invitee joins with the mailed
 * code, enrols a second factor at the first login, logs in with codes that each work once (or a
 * recovery code), and the owner switches accounts off, resets second factors and requires new
 * passwords. Every step is in the audit under the person who took it.
 */
import {
  ADMIN_API,
  INVITATION_DAYS,
  LOGIN_CHALLENGE_MINUTES,
  STAFF_TEXTS,
  TEXTS,
  adminLoginResponse,
  auditResponse,
  invitationResponse,
  secondFactorResponse,
  setupStatusResponse,
  staffMemberResponse,
  staffResponse,
} from '@clinic/contracts';
import { describe, expect, it, vi } from 'vitest';
import { setupCode } from '../src/components/admin/staff-service.js';
import { sharedPasswordHashing } from '../src/libraries/passwords.js';
import { expectFailure } from './admin-fixtures.js';
import {
  addDoctor,
  addStaff,
  auth,
  forEachStore,
  requestWithWorkers,
  staffToken,
  startSecondInstance,
  totpCode,
} from './support/harness.js';
import type { TestApi } from './support/harness.js';

const PASSWORD = 'a calm desk password';
/** A well-formed invitation code that was never issued. */
const madeUpCode = (n: number) => `madeUpInvitationCode${n}`.padEnd(32, 'x');
const TOO_MANY = { success: false, message: TEXTS.tooManyRequests, code: 'tooManyRequests' };

async function ownerToken(api: TestApi) {
  const owner = await addStaff(api, { role: 'owner', email: 'owner@clinic.example' });
  return { ...owner, token: await staffToken(api, owner.id) };
}

function invite(api: TestApi, token: string, body: object) {
  return api.request.post(ADMIN_API.staffInvitations).set(auth(token)).send(body);
}

/** The code of the last invitation mailed to `email`, read from the link. */
function mailedCode(api: TestApi, email: string): string {
  const mail = api.mailer.sent.filter((message) => message.to === email).at(-1);
  const code = mail?.text.match(/\/console\/join#([\w-]+)/)?.[1];
  if (!code) throw new Error(`No invitation was mailed to ${email}`);
  return code;
}

function accept(api: TestApi, code: string, password = PASSWORD) {
  return api.request.post(ADMIN_API.acceptInvitation).send({ code, password });
}

function passwordStep(api: TestApi, email: string, password = PASSWORD) {
  return api.request.post(ADMIN_API.login).send({ email, password });
}

function secondStep(api: TestApi, challenge: string, code: string) {
  return api.request.post(ADMIN_API.secondFactor).send({ challenge, code });
}

/** The invitee's first login: the enrolment, confirmed with the app's code. */
async function enrol(api: TestApi, email: string) {
  const step = adminLoginResponse.parse((await passwordStep(api, email).expect(200)).body);
  const secret = step.enrolment?.secret ?? '';
  const done = secondFactorResponse.parse(
    (await secondStep(api, step.challenge, totpCode(secret, api.clock.now())).expect(200)).body,
  );
  return { step, secret, done };
}

async function auditActions(api: TestApi, token: string) {
  const response = await api.request
    .get(ADMIN_API.audit)
    .query({ pageSize: 100 })
    .set(auth(token))
    .expect(200);
  return auditResponse
    .parse(response.body)
    .entries.map((entry) => [entry.action, entry.actorEmail, entry.actorRole])
    .reverse();
}

forEachStore((api) => {
  describe('invitations and joining', () => {
    it('when the owner invites a front-desk member, then the mail carries a single-use link, joining makes the account, and the first login enrols a second factor with recovery codes', async () => {
      const owner = await ownerToken(api());

      const sent = await invite(api(), owner.token, {
        name: 'Asha Rao',
        email: 'Asha@Clinic.example',
        role: 'front-desk',
      }).expect(201);

      const { invitation, message } = invitationResponse.parse(sent.body);
      expect(message).toBe(STAFF_TEXTS.invitationSent);
      expect(invitation).toMatchObject({
        name: 'Asha Rao',
        email: 'asha@clinic.example',
        role: 'front-desk',
        doctorId: null,
        invitedBy: 'owner@clinic.example',
        expiresAt: new Date(
          api().clock.now().getTime() + INVITATION_DAYS * 86_400_000,
        ).toISOString(),
      });
      const mail = api().mailer.sent.at(-1);
      expect(mail?.subject).toBe('Holistic Mind Clinic: your staff account');
      expect(mail?.text).toContain('as Front desk');
      expect(mail?.text).toContain(`${api().config.publicUrl}/console/join#`);
      const code = mailedCode(api(), 'asha@clinic.example');
      expect(JSON.stringify(sent.body)).not.toContain(code);

      const weak = await accept(api(), code, 'password').expect(400);
      expect(weak.body.errors.password).toBe(TEXTS.passwordCommon);
      const joined = await accept(api(), code).expect(201);
      expect(joined.body).toEqual({ success: true, message: STAFF_TEXTS.accountReady });
      expectFailure((await accept(api(), code).expect(404)).body, STAFF_TEXTS.invitationInvalid);

      const { step, secret, done } = await enrol(api(), 'asha@clinic.example');
      expect(step).toMatchObject({ step: 'enrol', message: STAFF_TEXTS.enrolSecondFactor });
      expect(step.enrolment?.otpauthUrl).toBe(
        `otpauth://totp/Holistic%20Mind%20Clinic:asha%40clinic.example?secret=${secret}&issuer=Holistic%20Mind%20Clinic`,
      );
      expect(step.enrolment?.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
      expect(done.operator).toMatchObject({ name: 'Asha Rao', role: 'front-desk' });
      expect(done.recoveryCodes).toHaveLength(10);
      for (const recovery of done.recoveryCodes ?? [])
        expect(recovery).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);

      const staff = staffResponse.parse(
        (await api().request.get(ADMIN_API.staff).set(auth(owner.token)).expect(200)).body,
      );
      expect(staff.invitations).toEqual([]);
      expect(staff.staff.map((member) => [member.email, member.role, member.secondFactor])).toEqual(
        [
          ['owner@clinic.example', 'owner', true],
          ['asha@clinic.example', 'front-desk', true],
        ],
      );
      expect(await auditActions(api(), owner.token)).toEqual([
        ['staff.invite', 'owner@clinic.example', 'owner'],
        ['staff.join', 'asha@clinic.example', 'front-desk'],
        ['operator.second-factor-enrol', 'asha@clinic.example', 'front-desk'],
        ['operator.login', 'asha@clinic.example', 'front-desk'],
      ]);
    });

    it('when an invitation is withdrawn or its days have passed, then its code no longer works', async () => {
      const owner = await ownerToken(api());
      const doctor = await addDoctor(api());
      const withdrawn = invitationResponse.parse(
        (
          await invite(api(), owner.token, {
            name: 'Dr. Rao',
            email: 'rao@clinic.example',
            role: 'doctor',
            doctorId: doctor._id,
          }).expect(201)
        ).body,
      ).invitation;
      expect(withdrawn.doctorId).toBe(doctor._id);
      const withdrawnCode = mailedCode(api(), 'rao@clinic.example');
      await api()
        .request.delete(ADMIN_API.staffInvitation(withdrawn._id))
        .set(auth(owner.token))
        .expect(200);
      await invite(api(), owner.token, {
        name: 'Ravi',
        email: 'ravi@clinic.example',
        role: 'front-desk',
      }).expect(201);
      const lateCode = mailedCode(api(), 'ravi@clinic.example');

      api().clock.advance(INVITATION_DAYS * 86_400_000);

      expectFailure(
        (await accept(api(), withdrawnCode).expect(404)).body,
        STAFF_TEXTS.invitationInvalid,
      );
      expectFailure(
        (await accept(api(), lateCode).expect(404)).body,
        STAFF_TEXTS.invitationInvalid,
      );
      expect(await api().store.operators.findByEmail('ravi@clinic.example')).toBeNull();
    });

    it('when the code is made up, used or expired, then joining answers 404 without hashing a password', async () => {
      const hash = vi.fn(sharedPasswordHashing.hash);
      const request = requestWithWorkers(api(), {
        passwords: { ...sharedPasswordHashing, hash },
      });
      const join = (code: string) =>
        request.post(ADMIN_API.acceptInvitation).send({ code, password: PASSWORD });
      const owner = await ownerToken(api());
      for (const email of ['asha@clinic.example', 'ravi@clinic.example'])
        await invite(api(), owner.token, { name: 'Staff', email, role: 'front-desk' }).expect(201);
      const code = mailedCode(api(), 'asha@clinic.example');
      const lateCode = mailedCode(api(), 'ravi@clinic.example');

      const madeUp = await join(madeUpCode(1)).expect(404);
      expectFailure(madeUp.body, STAFF_TEXTS.invitationInvalid);
      expect(hash).not.toHaveBeenCalled();
      await join(code).expect(201);
      expect(hash).toHaveBeenCalledTimes(1);
      expectFailure((await join(code).expect(404)).body, STAFF_TEXTS.invitationInvalid);
      api().clock.advance(INVITATION_DAYS * 86_400_000);
      expectFailure((await join(lateCode).expect(404)).body, STAFF_TEXTS.invitationInvalid);

      expect(hash).toHaveBeenCalledTimes(1);
    });

    it('when one client tries as many codes as a login pair may, then the next try is a 429, even with a good code, until the window passes', async () => {
      const owner = await ownerToken(api());
      await invite(api(), owner.token, {
        name: 'Asha Rao',
        email: 'asha@clinic.example',
        role: 'front-desk',
      }).expect(201);
      const code = mailedCode(api(), 'asha@clinic.example');
      const { loginMaxFailures, loginWindowMs } = api().config.limits;
      for (let n = 0; n < loginMaxFailures; n += 1)
        expectFailure(
          (await accept(api(), madeUpCode(n)).expect(404)).body,
          STAFF_TEXTS.invitationInvalid,
        );

      const refused = await accept(api(), code).expect(429);

      expect(refused.body).toEqual(TOO_MANY);
      expect(await api().store.operators.findByEmail('asha@clinic.example')).toBeNull();
      api().clock.advance(loginWindowMs);
      await accept(api(), code).expect(201);
    });

    it('when an invitation names a staff e-mail, a doctor without a doctor record, or an owner, then it is refused', async () => {
      const owner = await ownerToken(api());

      expectFailure(
        (
          await invite(api(), owner.token, {
            name: 'Owner again',
            email: 'OWNER@clinic.example',
            role: 'front-desk',
          }).expect(409)
        ).body,
        STAFF_TEXTS.staffEmailTaken,
      );
      const noDoctor = await invite(api(), owner.token, {
        name: 'Dr. Nobody',
        email: 'nobody@clinic.example',
        role: 'doctor',
      }).expect(400);
      expect(noDoctor.body.errors.doctorId).toBe(STAFF_TEXTS.invitationDoctorRequired);
      await invite(api(), owner.token, {
        name: 'Second owner',
        email: 'second@clinic.example',
        role: 'owner',
      }).expect(400);
      expect(api().mailer.sent).toEqual([]);
    });
  });

  describe('the second factor at login', () => {
    it('when a code is used, then the same code is refused the next time, and a later one works', async () => {
      const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
      const first = adminLoginResponse.parse(
        (await passwordStep(api(), member.email).expect(200)).body,
      );
      const code = totpCode(member.secret, api().clock.now());
      await secondStep(api(), first.challenge, code).expect(200);

      const again = adminLoginResponse.parse(
        (await passwordStep(api(), member.email).expect(200)).body,
      );
      const replay = await secondStep(api(), again.challenge, code).expect(401);
      expectFailure(replay.body, STAFF_TEXTS.wrongSecondFactor);
      api().clock.advance(30_000);
      await secondStep(api(), again.challenge, totpCode(member.secret, api().clock.now())).expect(
        200,
      );
    });

    it('when the code is from the step before or after, then it works; two steps away, it does not', async () => {
      const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
      const now = api().clock.now().getTime();
      const challenge = async () =>
        adminLoginResponse.parse((await passwordStep(api(), member.email).expect(200)).body)
          .challenge;

      await secondStep(
        api(),
        await challenge(),
        totpCode(member.secret, new Date(now - 30_000)),
      ).expect(200);
      await secondStep(
        api(),
        await challenge(),
        totpCode(member.secret, new Date(now + 30_000)),
      ).expect(200);
      await secondStep(
        api(),
        await challenge(),
        totpCode(member.secret, new Date(now + 90_000)),
      ).expect(401);
    });

    it('when a recovery code is given, then it logs in once and is audited', async () => {
      const owner = await ownerToken(api());
      const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
      const [recovery = ''] = member.recoveryCodes;
      const challenge = async () =>
        adminLoginResponse.parse((await passwordStep(api(), member.email).expect(200)).body)
          .challenge;

      await secondStep(api(), await challenge(), recovery.toLowerCase().replace('-', '')).expect(
        200,
      );
      const reused = await secondStep(api(), await challenge(), recovery).expect(401);

      expectFailure(reused.body, STAFF_TEXTS.wrongSecondFactor);
      const entries = await auditActions(api(), owner.token);
      expect(entries).toContainEqual(['operator.recovery-code-used', member.email, 'front-desk']);
    });

    it('when wrong codes keep coming, then they count toward the login limit and the account is locked out with 429', async () => {
      const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
      const { challenge } = adminLoginResponse.parse(
        (await passwordStep(api(), member.email).expect(200)).body,
      );
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 10; attempt++)
        statuses.push((await secondStep(api(), challenge, '000000')).status);

      expect(statuses.slice(0, 9).every((status) => status === 401)).toBe(true);
      const locked = await secondStep(api(), challenge, totpCode(member.secret, api().clock.now()));
      expect(locked.status).toBe(429);
      expectFailure(locked.body, TEXTS.tooManyLogins);
    });

    it('when the challenge is older than its minutes, forged, or a session token, then it is a 401 that asks to log in again', async () => {
      const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
      const { challenge } = adminLoginResponse.parse(
        (await passwordStep(api(), member.email).expect(200)).body,
      );
      const token = await staffToken(api(), member.id);
      api().clock.advance(LOGIN_CHALLENGE_MINUTES * 60_000);

      for (const stale of [challenge, `${challenge}x`, token]) {
        const response = await secondStep(
          api(),
          stale,
          totpCode(member.secret, api().clock.now()),
        ).expect(401);
        expectFailure(response.body, STAFF_TEXTS.loginTimedOut);
      }
    });

    it('when a switched-off account gives the right password, then it is a 403 naming that, and no challenge is given', async () => {
      const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
      await api().store.operators.update(member.id, { disabled: true });

      const response = await passwordStep(api(), member.email).expect(403);

      expect(response.body).toEqual({
        success: false,
        message: STAFF_TEXTS.accountDisabled,
        code: 'accountDisabled',
      });
    });
  });

  describe('the login challenge', () => {
    it('when a challenge has logged in once, then it logs in no more, whatever the code', async () => {
      const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
      const [first = '', second = ''] = member.recoveryCodes;
      const { challenge } = adminLoginResponse.parse(
        (await passwordStep(api(), member.email).expect(200)).body,
      );

      await secondStep(api(), challenge, first).expect(200);
      const again = await secondStep(api(), challenge, second).expect(401);

      expectFailure(again.body, STAFF_TEXTS.loginTimedOut);
      const left = await api().store.operators.findById(member.id);
      expect(left?.recoveryCodeHashes).toHaveLength(member.recoveryCodes.length - 1);
    });

    it('when two API processes complete one challenge at once with two right codes, then exactly one logs in', async () => {
      const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
      const [first = '', second = ''] = member.recoveryCodes;
      const other = await startSecondInstance(api());
      try {
        const { challenge } = adminLoginResponse.parse(
          (await passwordStep(api(), member.email).expect(200)).body,
        );

        const answers = await Promise.all([
          secondStep(api(), challenge, first),
          other.request.post(ADMIN_API.secondFactor).send({ challenge, code: second }),
        ]);

        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
        const refused = answers.find((answer) => answer.status === 401);
        expectFailure(refused?.body, STAFF_TEXTS.loginTimedOut);
      } finally {
        await other.close();
      }
    });

    it('when the password, the role, the state or the second factor changed after the password step, then its challenge asks to log in again', async () => {
      const owner = await ownerToken(api());
      const doctor = await addDoctor(api());
      const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
      const patch = (body: object) =>
        api()
          .request.patch(ADMIN_API.staffMember(member.id))
          .set(auth(owner.token))
          .send(body)
          .expect(200);
      const newPassword = 'a new desk password';
      let password = PASSWORD;
      const changes: [string, () => Promise<unknown>][] = [
        [
          'switched off and on again',
          async () => {
            await patch({ disabled: true });
            await patch({ disabled: false });
          },
        ],
        ['made a doctor', () => patch({ role: 'doctor', doctorId: doctor._id })],
        [
          'asked for a new password',
          () =>
            api()
              .request.post(ADMIN_API.staffPasswordChange(member.id))
              .set(auth(owner.token))
              .expect(200),
        ],
        [
          'changed their own password',
          async () => {
            await api()
              .request.post(ADMIN_API.password)
              .set(auth(await staffToken(api(), member.id)))
              .send({ currentPassword: PASSWORD, newPassword })
              .expect(200);
            password = newPassword;
          },
        ],
        [
          'second factor reset',
          () =>
            api()
              .request.post(ADMIN_API.staffSecondFactorReset(member.id))
              .set(auth(owner.token))
              .expect(200),
        ],
      ];

      const answers: unknown[] = [];
      for (const [change, make] of changes) {
        const { challenge } = adminLoginResponse.parse(
          (await passwordStep(api(), member.email, password).expect(200)).body,
        );
        await make();
        api().clock.advance(30_000);
        const response = await secondStep(
          api(),
          challenge,
          totpCode(member.secret, api().clock.now()),
        );
        answers.push([change, response.status, response.body.message]);
      }

      expect(answers).toEqual(changes.map(([change]) => [change, 401, STAFF_TEXTS.loginTimedOut]));
    });
  });

  describe("the owner's changes to an account", () => {
    it('when the owner switches a member off and on, resets their second factor and requires a new password, then each takes effect and ends their sessions', async () => {
      const owner = await ownerToken(api());
      const member = await addStaff(api(), { role: 'front-desk', password: PASSWORD });
      const session = () => staffToken(api(), member.id);

      const open = await session();
      const off = staffMemberResponse.parse(
        (
          await api()
            .request.patch(ADMIN_API.staffMember(member.id))
            .set(auth(owner.token))
            .send({ disabled: true })
            .expect(200)
        ).body,
      );
      expect(off).toMatchObject({ message: STAFF_TEXTS.staffUpdated, member: { disabled: true } });
      await api().request.get(ADMIN_API.me).set(auth(open)).expect(401);
      await passwordStep(api(), member.email).expect(403);
      await api()
        .request.patch(ADMIN_API.staffMember(member.id))
        .set(auth(owner.token))
        .send({ disabled: false })
        .expect(200);

      const beforeReset = await session();
      const reset = staffMemberResponse.parse(
        (
          await api()
            .request.post(ADMIN_API.staffSecondFactorReset(member.id))
            .set(auth(owner.token))
            .expect(200)
        ).body,
      );
      expect(reset).toMatchObject({
        message: STAFF_TEXTS.secondFactorReset,
        member: { secondFactor: false },
      });
      await api().request.get(ADMIN_API.me).set(auth(beforeReset)).expect(401);
      const relogin = adminLoginResponse.parse(
        (await passwordStep(api(), member.email).expect(200)).body,
      );
      expect(relogin.step).toBe('enrol');

      const required = staffMemberResponse.parse(
        (
          await api()
            .request.post(ADMIN_API.staffPasswordChange(member.id))
            .set(auth(owner.token))
            .expect(200)
        ).body,
      );
      expect(required).toMatchObject({
        message: STAFF_TEXTS.passwordChangeRequested,
        member: { mustChangePassword: true },
      });

      expect((await auditActions(api(), owner.token)).map(([action]) => action)).toEqual([
        'staff.update',
        'operator.login-failed',
        'staff.update',
        'operator.second-factor-reset',
        'staff.require-password-change',
      ]);
    });

    it("when the owner tries to change the owner's account, then it is a 409 and nothing changes", async () => {
      const owner = await ownerToken(api());
      for (const request of [
        api().request.patch(ADMIN_API.staffMember(owner.id)).send({ disabled: true }),
        api().request.post(ADMIN_API.staffSecondFactorReset(owner.id)),
        api().request.post(ADMIN_API.staffPasswordChange(owner.id)),
      ]) {
        const response = await request.set(auth(owner.token)).expect(409);
        expectFailure(response.body, STAFF_TEXTS.ownerUnchangeable);
      }
      expect(await api().store.operators.findById(owner.id)).toMatchObject({
        disabled: false,
        mustChangePassword: false,
      });
    });
  });

  describe('the first owner', () => {
    it('when the store has no staff, then set-up is needed and the right code makes one owner; afterwards it is a 409', async () => {
      const status = () => api().request.get(ADMIN_API.setup).expect(200);
      expect(setupStatusResponse.parse((await status()).body).needed).toBe(true);
      const body = {
        setupCode: setupCode(api().config.jwtSecret),
        name: 'Meera Iyer',
        email: 'meera@clinic.example',
        password: 'a long owner password',
      };

      expectFailure(
        (
          await api()
            .request.post(ADMIN_API.setup)
            .send({ ...body, setupCode: 'guess' })
            .expect(403)
        ).body,
        STAFF_TEXTS.setupCodeWrong,
      );
      const made = await Promise.all([
        api().request.post(ADMIN_API.setup).send(body),
        api()
          .request.post(ADMIN_API.setup)
          .send({ ...body, email: 'other@clinic.example' }),
      ]);

      expect(made.map((response) => response.status).sort()).toEqual([201, 409]);
      expect(setupStatusResponse.parse((await status()).body).needed).toBe(false);
      expect((await api().store.operators.list()).map((operator) => operator.role)).toEqual([
        'owner',
      ]);
    });

    it('when one client tries as many set-up codes as a login pair may, then the next try is a 429, even with the right code, until the window passes', async () => {
      const setup = (code: string) =>
        api().request.post(ADMIN_API.setup).send({
          setupCode: code,
          name: 'Meera Iyer',
          email: 'meera@clinic.example',
          password: 'a long owner password',
        });
      const { loginMaxFailures, loginWindowMs } = api().config.limits;
      for (let n = 0; n < loginMaxFailures; n += 1)
        expectFailure((await setup(`guess-${n}`).expect(403)).body, STAFF_TEXTS.setupCodeWrong);

      const refused = await setup(setupCode(api().config.jwtSecret)).expect(429);

      expect(refused.body).toEqual(TOO_MANY);
      expect(await api().store.operators.count()).toBe(0);
      api().clock.advance(loginWindowMs);
      await setup(setupCode(api().config.jwtSecret)).expect(201);
    });
  });
});
