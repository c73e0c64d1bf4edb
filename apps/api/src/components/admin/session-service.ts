/**
 * Staff login in two steps (password, then the second factor), "who am I", logout and the staff
 * member's own change of password. Passwords are hashed and throttled exactly like patients'
 * (one throttle for both logins), and every wrong second-factor code counts toward the same
 * limits. Tokens carry the role 'admin'; the staff role is read from the store on each call.
 *
 * The password step's challenge is a random value kept (as its digest) in the account's record:
 * it logs in once, and any change of the password, the account's state or role, or the second
 * factor voids it (OperatorRepository.issueLoginChallenge).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ADMIN_TEXTS,
  LOGIN_CHALLENGE_MINUTES,
  SECOND_FACTOR_LOCK,
  STAFF_TEXTS,
  TOTP_CODE_PATTERN,
} from '@clinic/contracts';
import type {
  AdminLoginRequest,
  AdminLoginResponse,
  Operator,
  OperatorPasswordRequest,
  SecondFactorRequest,
  SecondFactorResponse,
} from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { changedPasswordHash, createPasswordCheck } from '../../libraries/passwords.js';
import { createLimiter } from '../../libraries/rate-limit.js';
import { WRONG_CODES } from '../../libraries/second-factor.js';
import type { OperatorRecord } from '../../store/types.js';
import type { StaffCaller } from './access.js';
import { actorFor } from './audit-log.js';
import type { AuditLog } from './audit-log.js';

type LoginAction =
  | 'operator.login'
  | 'operator.login-failed'
  | 'operator.locked-out'
  | 'operator.second-factor-lock';

export const operatorView = (operator: OperatorRecord): Operator => ({
  _id: operator._id,
  name: operator.name,
  email: operator.email,
  role: operator.role,
  doctorId: operator.doctorId,
  mustChangePassword: operator.mustChangePassword,
});

const timedOut = () => AppError.unauthorized('loginTimedOut');
const switchedOff = () => AppError.forbidden('accountDisabled');
const factorLocked = () => AppError.forbidden('secondFactorLocked');

const challengeDigest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** `<account id>.<secret>`: the id finds the record, whose challenge is the secret's digest. */
function readChallenge(challenge: string): { operatorId: string; digest: string } | null {
  const [operatorId = '', secret = '', ...rest] = challenge.split('.');
  return operatorId && secret && rest.length === 0
    ? { operatorId, digest: challengeDigest(secret) }
    : null;
}

export function createOperatorSessionService(
  {
    store,
    config,
    auth,
    loginThrottle,
    secondFactor,
    clock,
    passwords,
    mailer,
    logger,
  }: AppContext,
  audit: AuditLog,
) {
  const checkPassword = createPasswordCheck(passwords, config.bcryptCost);
  const wrongCodes = createLimiter(store.limits, clock, WRONG_CODES);

  /**
   * Logins, failed logins and lockouts go to the audit log under the e-mail tried (never the
   * password or code), with the staff member's id and role when the e-mail is theirs.
   */
  async function recordLogin(
    action: LoginAction,
    email: string,
    operator: OperatorRecord | null,
    after: unknown = null,
  ): Promise<void> {
    const id = operator?._id ?? '';
    await audit.record(
      { id, email, role: operator?.role ?? '' },
      { action, targetType: 'operator', targetId: id, before: null, after },
    );
  }

  /** One try through the login limits; a lockout is audited before the 429 goes out. */
  async function throttled(email: string, ip: string, operator: OperatorRecord | null) {
    try {
      await loginThrottle.attempt(email, ip);
    } catch (error) {
      if (error instanceof AppError && error.status === 429)
        await recordLogin('operator.locked-out', email, operator);
      throw error;
    }
  }

  async function login(request: AdminLoginRequest, ip: string): Promise<AdminLoginResponse> {
    const operator = await store.operators.findByEmail(request.email);
    await throttled(request.email, ip, operator);
    // An unknown e-mail costs a bcrypt compare too, so timing does not tell which it was.
    const valid = await checkPassword(request.password, operator?.passwordHash);
    if (!operator || !valid) {
      await recordLogin('operator.login-failed', request.email, operator);
      throw AppError.unauthorized('invalidCredentials');
    }
    if (operator.disabled) {
      await recordLogin('operator.login-failed', request.email, operator, { disabled: true });
      throw switchedOff();
    }
    if (operator.secondFactorLockedAt) {
      await recordLogin('operator.login-failed', request.email, operator, {
        secondFactorLocked: true,
      });
      throw factorLocked();
    }
    const challenge = await issueChallenge(operator);
    if (operator.totpSecret)
      return { success: true, message: STAFF_TEXTS.enterSecondFactor, challenge, step: 'verify' };
    const { sealed, secret, otpauthUrl, qrSvg } = await secondFactor.newSecret(operator.email);
    await store.operators.offerSecondFactor(operator._id, sealed);
    return {
      success: true,
      message: STAFF_TEXTS.enrolSecondFactor,
      challenge,
      step: 'enrol',
      enrolment: { secret, otpauthUrl, qrSvg },
    };
  }

  /**
   * The challenge of a right password, kept under the account's stamp as read before the
   * password was compared: when the account changed meanwhile, the login starts again.
   */
  async function issueChallenge(operator: OperatorRecord): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(clock().getTime() + LOGIN_CHALLENGE_MINUTES * 60_000);
    const kept = await store.operators.issueLoginChallenge(operator._id, operator.securityStamp, {
      digest: challengeDigest(secret),
      expiresAt,
    });
    if (!kept) throw timedOut();
    return `${operator._id}.${secret}`;
  }

  /**
   * The second step: a TOTP code (each time step accepted once) or a recovery code (each once).
   * On a first login the code confirms the offered secret, and the recovery codes are answered
   * this once. The code is compared first, so a wrong one leaves the challenge for another try;
   * a right one spends the challenge, then the code, each atomically.
   */
  async function completeLogin(
    request: SecondFactorRequest,
    ip: string,
  ): Promise<SecondFactorResponse> {
    const now = clock();
    const challenge = readChallenge(request.challenge);
    const operator = challenge ? await store.operators.findById(challenge.operatorId) : null;
    const pending = operator?.loginChallenge;
    if (
      !challenge ||
      !operator ||
      pending?.digest !== challenge.digest ||
      pending.expiresAt.getTime() <= now.getTime()
    )
      throw timedOut();
    await throttled(operator.email, ip, operator);
    const takeChallenge = async () => {
      if (!(await store.operators.takeLoginChallenge(operator._id, challenge.digest, now)))
        throw timedOut();
    };
    let recoveryCodes: string[] | undefined;

    if (!operator.totpSecret) {
      const offered = operator.totpPendingSecret;
      if (!offered) throw timedOut();
      const step = TOTP_CODE_PATTERN.test(request.code)
        ? await secondFactor.check(offered, request.code, now, 0)
        : null;
      if (step === null) return wrongCode(operator);
      await takeChallenge();
      const fresh = secondFactor.newRecoveryCodes();
      if (!(await store.operators.enrolSecondFactor(operator._id, offered, step, fresh.hashes)))
        throw timedOut();
      recoveryCodes = fresh.codes;
      await audit.record(actorFor(operator), {
        action: 'operator.second-factor-enrol',
        targetType: 'operator',
        targetId: operator._id,
        before: null,
        after: { recoveryCodes: fresh.codes.length },
      });
    } else if (TOTP_CODE_PATTERN.test(request.code)) {
      const step = await secondFactor.check(
        operator.totpSecret,
        request.code,
        now,
        operator.totpLastStep,
      );
      if (step === null) return wrongCode(operator);
      await takeChallenge();
      if (!(await store.operators.useTotpStep(operator._id, step))) return wrongCode(operator);
    } else {
      const codeHash = secondFactor.recoveryCodeHash(request.code);
      if (!operator.recoveryCodeHashes.includes(codeHash)) return wrongCode(operator);
      await takeChallenge();
      if (!(await store.operators.useRecoveryCode(operator._id, codeHash)))
        return wrongCode(operator);
      await audit.record(actorFor(operator), {
        action: 'operator.recovery-code-used',
        targetType: 'operator',
        targetId: operator._id,
        before: null,
        after: { recoveryCodesLeft: operator.recoveryCodeHashes.length - 1 },
      });
    }

    await loginThrottle.succeeded(operator.email, ip);
    await recordLogin('operator.login', operator.email, operator);
    const token = await auth.issueToken(operator._id, 'admin');
    return {
      success: true,
      token,
      message: ADMIN_TEXTS.loggedIn,
      operator: operatorView(operator),
      ...(recoveryCodes ? { recoveryCodes } : {}),
    };
  }

  /**
   * A wrong code (TOTP or recovery) counts toward the login limits and toward the member's own
   * count (WRONG_CODES): 401 within it; the code over it locks the factor and answers 403. Of
   * codes over it at once, the one whose write locked it audits the lock and mails the member.
   */
  async function wrongCode(operator: OperatorRecord): Promise<never> {
    await recordLogin('operator.login-failed', operator.email, operator, { secondFactor: true });
    if (await wrongCodes.take(operator._id)) throw AppError.unauthorized('wrongSecondFactor');
    if (await store.operators.lockSecondFactor(operator._id, clock())) {
      await recordLogin(
        'operator.second-factor-lock',
        operator.email,
        operator,
        SECOND_FACTOR_LOCK,
      );
      await mailLocked(operator);
    }
    throw factorLocked();
  }

  /** Tells the member, discreetly as every staff mail; a mail that fails is logged, not answered. */
  async function mailLocked(operator: OperatorRecord): Promise<void> {
    const clinic = config.clinic.name;
    try {
      await mailer.send({
        to: operator.email,
        subject: `${clinic}: your staff login`,
        text: [
          `Hello ${operator.name},`,
          '',
          `Your password for the ${clinic} staff console was given, followed by ${SECOND_FACTOR_LOCK.wrongCodes} wrong codes from the authenticator app within ${SECOND_FACTOR_LOCK.hours} hours. To keep the account safe, its second factor is now locked: nobody can log in to it until the second factor is reset. The clinic's owner does that on the Staff screen (the owner's own account is reset on the server).`,
          '',
          'If these tries were not yours, someone else knows your password. After the reset, log in, set up your authenticator app again and change your password (My account).',
        ].join('\n'),
      });
    } catch (error) {
      logger.error('The mail about a locked second factor was not sent', error);
    }
  }

  /**
   * As the patients' change (src/components/passwords/service.ts): the same checks through the
   * login throttle, the caller's session stays and every other one ends, so a console left open
   * elsewhere is closed. It also ends a password change the owner asked for.
   */
  async function changePassword(
    { operator, sessionId }: StaffCaller,
    request: OperatorPasswordRequest,
    ip: string,
  ): Promise<void> {
    const passwordHash = await changedPasswordHash(operator, request, {
      ip,
      throttle: loginThrottle,
      passwords,
      cost: config.bcryptCost,
    });
    await store.operators.setPassword(operator._id, passwordHash);
    await store.sessions.revokeAll(operator._id, sessionId);
    const named = { name: operator.name, email: operator.email };
    await audit.record(actorFor(operator), {
      action: 'operator.password-change',
      targetType: 'operator',
      targetId: operator._id,
      before: named,
      after: named,
    });
  }

  return { login, completeLogin, changePassword, logout: auth.revoke };
}
