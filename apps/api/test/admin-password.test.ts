import {
  ADMIN_API,
  TEXTS,
  adminMeResponse,
  auditResponse,
  errorResponse,
  messageResponse,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import {
  OPERATOR_EMAIL,
  OPERATOR_PASSWORD,
  loginOperator,
  operatorToken,
} from './admin-fixtures.js';
import { addPatient, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const NEW_PASSWORD = 'lanterns along the river';

function change(api: TestApi, token: string, currentPassword: string, newPassword: string) {
  return api.request
    .post(ADMIN_API.password)
    .set(auth(token))
    .send({ currentPassword, newPassword });
}

function login(api: TestApi, password: string) {
  return api.request.post(ADMIN_API.login).send({ email: OPERATOR_EMAIL, password });
}

function me(api: TestApi, token: string) {
  return api.request.get(ADMIN_API.me).set(auth(token));
}

forEachStore((api) => {
  describe('POST /api/admin/password', () => {
    it("when the current password is right, then other sessions end, the caller's stays, the old password fails and it is audited", async () => {
      const operator = await loginOperator(api());
      // The same app code works once: the second console logs in half a minute later.
      api().clock.advance(30_000);
      const otherConsole = await operatorToken(api(), operator.secret);

      const response = await change(api(), operator.token, OPERATOR_PASSWORD, NEW_PASSWORD);

      expect(response.status).toBe(200);
      expect(messageResponse.parse(response.body).message).toBe(TEXTS.passwordChanged);
      expect(response.headers['cache-control']).toBe('no-store');
      adminMeResponse.parse((await me(api(), operator.token).expect(200)).body);
      await me(api(), otherConsole).expect(401);
      await login(api(), OPERATOR_PASSWORD).expect(401);
      await login(api(), NEW_PASSWORD).expect(200);
      const audit = auditResponse.parse(
        (
          await api()
            .request.get(ADMIN_API.audit)
            .query({ action: 'operator.password-change' })
            .set(auth(operator.token))
            .expect(200)
        ).body,
      );
      expect(audit.entries).toEqual([
        expect.objectContaining({
          actorId: operator.id,
          actorEmail: OPERATOR_EMAIL,
          action: 'operator.password-change',
          targetType: 'operator',
          targetId: operator.id,
          after: { name: 'Owner', email: OPERATOR_EMAIL },
        }),
      ]);
      expect(JSON.stringify(audit.entries)).not.toContain('$2');
    });

    it('when the current password is wrong, then it answers 400 on that field and nothing changes', async () => {
      const operator = await loginOperator(api());
      api().clock.advance(30_000);
      const otherConsole = await operatorToken(api(), operator.secret);

      const response = await change(api(), operator.token, 'not my password', NEW_PASSWORD);

      expect(response.status).toBe(400);
      expect(errorResponse.parse(response.body)).toEqual({
        success: false,
        message: TEXTS.currentPasswordWrong,
        code: 'currentPasswordWrong',
        errors: { currentPassword: TEXTS.currentPasswordWrong },
      });
      await me(api(), otherConsole).expect(200);
      await login(api(), OPERATOR_PASSWORD).expect(200);
    });

    it('when wrong current passwords keep coming, then the login limit stops them with 429', async () => {
      const operator = await loginOperator(api());
      const max = api().config.limits.loginMaxFailures;

      const responses = await Promise.all(
        Array.from({ length: max + 2 }, () =>
          change(api(), operator.token, 'not my password', NEW_PASSWORD),
        ),
      );

      expect(responses.map((response) => response.status).sort()).toEqual([
        ...Array<number>(max).fill(400),
        ...Array<number>(2).fill(429),
      ]);
      const stopped = await change(api(), operator.token, OPERATOR_PASSWORD, NEW_PASSWORD);
      expect(stopped.status).toBe(429);
      expect(errorResponse.parse(stopped.body).message).toBe(TEXTS.tooManyLogins);
    });

    it('when the new password breaks the policy, then it answers 400 on the new-password field', async () => {
      const operator = await loginOperator(api());

      const short = await change(api(), operator.token, OPERATOR_PASSWORD, 'short');
      const common = await change(api(), operator.token, OPERATOR_PASSWORD, 'password');

      expect(short.status).toBe(400);
      expect(short.body).toEqual({
        success: false,
        message: TEXTS.passwordTooShort,
        code: 'passwordTooShort',
        errors: { newPassword: TEXTS.passwordTooShort },
      });
      expect(common.status).toBe(400);
      expect(common.body).toEqual({
        success: false,
        message: TEXTS.passwordCommon,
        code: 'passwordCommon',
        errors: { newPassword: TEXTS.passwordCommon },
      });
      await login(api(), OPERATOR_PASSWORD).expect(200);
    });

    it('when a field is missing, then it answers 400', async () => {
      const operator = await loginOperator(api());

      const response = await api()
        .request.post(ADMIN_API.password)
        .set(auth(operator.token))
        .send({ newPassword: NEW_PASSWORD });

      expect(response.status).toBe(400);
      expect(errorResponse.parse(response.body).message).toBe(TEXTS.invalidInput);
      await login(api(), OPERATOR_PASSWORD).expect(200);
    });

    it('when no token is sent, then it answers 401; a patient token, 403', async () => {
      await loginOperator(api());
      const body = { currentPassword: OPERATOR_PASSWORD, newPassword: NEW_PASSWORD };

      const none = await api().request.post(ADMIN_API.password).send(body);
      const patient = await addPatient(api());
      const asPatient = await api()
        .request.post(ADMIN_API.password)
        .set(auth(patient.token))
        .send(body);

      expect(none.status).toBe(401);
      expect(errorResponse.parse(none.body).message).toBe(TEXTS.notAuthorized);
      expect(asPatient.status).toBe(403);
      await login(api(), OPERATOR_PASSWORD).expect(200);
    });
  });
});
