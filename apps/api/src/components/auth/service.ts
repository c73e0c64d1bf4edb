/**
 * Sign-up with an e-mailed one-time code, login and logout, with the numbers of docs/decisions.md, Security:
 * a 6-digit code from a cryptographic source, stored as an HMAC, valid 10 minutes by the clock,
 * single use, dead after 5 wrong tries, one new code per e-mail per minute; passwords checked
 * against the policy and hashed with bcrypt; one answer for an unknown e-mail and a wrong
 * password; failed logins limited per e-mail and per address.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { TEXTS } from '@clinic/contracts';
import type { LoginRequest, RegisterRequest } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import {
  assertPasswordPolicy,
  decoyHash,
  hashPassword,
  verifyPassword,
} from '../../libraries/passwords.js';
import { StoreConflictError } from '../../store/types.js';

function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createAuthService(ctx: AppContext) {
  const { store, config, clock, mailer, logger, auth, loginThrottle } = ctx;
  let decoy: Promise<string> | null = null;

  async function sendOtp(email: string): Promise<void> {
    if (await store.users.findByEmail(email)) throw AppError.conflict(TEXTS.emailRegistered);
    const now = clock();
    const previous = await store.otps.find(email);
    if (previous && now.getTime() - previous.createdAt.getTime() < config.limits.otpResendMs) {
      throw AppError.tooManyRequests(TEXTS.otpWait);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await store.otps.replace({
      email,
      codeHash: hashCode(config.jwtSecret, email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.limits.otpTtlMs),
    });
    const minutes = Math.round(config.limits.otpTtlMs / 60_000);
    try {
      await mailer.send({
        to: email,
        subject: `${config.clinic.name}: your sign-up code`,
        text:
          `Your code is ${code}. It is valid for ${minutes} minutes and can be used once.\n\n` +
          `If you did not ask for it, you can ignore this e-mail.\n\n${config.clinic.name}`,
      });
    } catch (error) {
      // A code nobody received must not block the next request for a minute.
      await store.otps.remove(email);
      logger.error('Could not mail a sign-up code', error);
      throw AppError.unavailable(TEXTS.mailUnavailable);
    }
    if (mailer.kind === 'outbox')
      logger.info(`Sign-up code for ${email}: ${code} (no SMTP_URL set)`);
  }

  /** Consumes the code or throws: 400 when wrong or expired, 429 once it has died of wrong tries. */
  async function consumeOtp(email: string, code: string): Promise<void> {
    const otp = await store.otps.find(email);
    if (!otp || otp.expiresAt.getTime() <= clock().getTime())
      throw AppError.badRequest(TEXTS.otpInvalid);
    if (otp.attempts >= config.limits.otpMaxAttempts)
      throw AppError.tooManyRequests(TEXTS.otpTooManyTries);
    if (!sameHash(otp.codeHash, hashCode(config.jwtSecret, email, code))) {
      const attempts = await store.otps.addAttempt(email);
      if (attempts >= config.limits.otpMaxAttempts)
        throw AppError.tooManyRequests(TEXTS.otpTooManyTries);
      throw AppError.badRequest(TEXTS.otpInvalid);
    }
    await store.otps.remove(email);
  }

  async function register(request: RegisterRequest): Promise<string> {
    assertPasswordPolicy(request.password);
    if (await store.users.findByEmail(request.email))
      throw AppError.conflict(TEXTS.emailRegistered);
    await consumeOtp(request.email, request.otp);
    const passwordHash = await hashPassword(request.password, config.bcryptCost);
    try {
      const user = await store.users.create({
        name: request.name,
        email: request.email,
        phone: request.phone,
        passwordHash,
      });
      return await auth.issueToken(user._id, 'patient');
    } catch (error) {
      if (error instanceof StoreConflictError) throw AppError.conflict(TEXTS.emailRegistered);
      throw error;
    }
  }

  async function login(request: LoginRequest, ip: string): Promise<string> {
    if (loginThrottle.isBlocked(request.email, ip))
      throw AppError.tooManyRequests(TEXTS.tooManyLogins);
    const user = await store.users.findByEmail(request.email);
    decoy ??= decoyHash(config.bcryptCost);
    const valid = await verifyPassword(request.password, user?.passwordHash ?? (await decoy));
    if (!user || !valid) {
      loginThrottle.recordFailure(request.email, ip);
      throw new AppError('unauthorized', TEXTS.invalidCredentials, 401);
    }
    loginThrottle.recordSuccess(request.email);
    return auth.issueToken(user._id, 'patient');
  }

  return { sendOtp, register, login, logout: auth.revoke };
}
