/**
 * Sign-up with an e-mailed one-time code, login and logout, with the numbers of
 * docs/decisions.md, Security: a 6-digit code from a cryptographic source, stored as an HMAC,
 * valid 10 minutes by the clock, single use, dead after 5 wrong tries, one mail per e-mail per
 * minute; passwords checked against the policy and hashed with bcrypt. Nothing here tells a
 * caller whether an e-mail has an account: send-otp answers alike, register checks the code
 * first, login has one answer for an unknown e-mail and a wrong password.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION, TEXTS } from '@clinic/contracts';
import type { LoginRequest, RegisterRequest } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type { MailMessage } from '../../libraries/mail.js';
import { createLimiter } from '../../libraries/rate-limit.js';
import {
  assertPasswordPolicy,
  decoyHash,
  hashPassword,
  verifyPassword,
} from '../../libraries/passwords.js';

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
  // One code per e-mail per resend interval, registered or not, so the answer never differs.
  const codeMails = createLimiter(store.limits, clock, {
    name: 'otp-email',
    limit: 1,
    windowMs: config.limits.otpResendMs,
  });
  let decoy: Promise<string> | null = null;

  async function mailOrRelease(email: string, message: Omit<MailMessage, 'to'>): Promise<void> {
    try {
      await mailer.send({ to: email, ...message });
    } catch (error) {
      // A mail nobody received must not block the next request for a minute.
      await codeMails.reset(email);
      throw error;
    }
  }

  /**
   * Answers alike for every well-formed e-mail: a new address gets a code, a registered one a
   * note that it already has an account, so the answer tells nobody who is a patient.
   */
  async function sendOtp(email: string): Promise<void> {
    if (!(await codeMails.take(email))) throw AppError.tooManyRequests(TEXTS.otpWait);
    const signature = `\n\n${config.clinic.name}`;
    try {
      if (await store.users.findByEmail(email)) {
        await mailOrRelease(email, {
          subject: `${config.clinic.name}: sign-up`,
          text:
            'Someone, probably you, asked to create an account with this e-mail address, but an ' +
            'account already exists for it, so no code was sent. Please log in with your ' +
            'password instead.\n\nIf you did not ask, you can ignore this e-mail.' +
            signature,
        });
        return;
      }
      const now = clock();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await store.otps.replace({
        email,
        codeHash: hashCode(config.otpSecret, email, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + config.limits.otpTtlMs),
      });
      const minutes = Math.round(config.limits.otpTtlMs / 60_000);
      try {
        await mailOrRelease(email, {
          subject: `${config.clinic.name}: your sign-up code`,
          text:
            `Your code is ${code}. It is valid for ${minutes} minutes and can be used once.\n\n` +
            `If you did not ask for it, you can ignore this e-mail.${signature}`,
        });
      } catch (error) {
        await store.otps.remove(email);
        throw error;
      }
      // A local run without a mail server can still sign up; production never logs a code.
      if (mailer.kind === 'outbox' && config.nodeEnv !== 'production')
        logger.info(`Sign-up code for ${email}: ${code} (no SMTP_URL set)`);
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.error('Could not mail a sign-up message', error);
      throw AppError.unavailable(TEXTS.mailUnavailable);
    }
  }

  /**
   * The code for this e-mail, checked before anything else: the try is counted atomically
   * before the compare (no more than OTP_MAX_ATTEMPTS are ever compared, however many arrive at
   * once). 400 for a wrong, expired or used code, whether or not the e-mail is registered; 429
   * once the code has died of wrong tries. Answers the hash that `consume` takes.
   */
  async function checkOtp(email: string, code: string): Promise<string> {
    const max = config.limits.otpMaxAttempts;
    const taken = await store.otps.takeAttempt(email, clock(), max);
    if (!taken) {
      const otp = await store.otps.find(email);
      const live = otp && otp.expiresAt.getTime() > clock().getTime();
      if (live && otp.attempts >= max) throw AppError.tooManyRequests(TEXTS.otpTooManyTries);
      throw AppError.badRequest(TEXTS.otpInvalid);
    }
    if (!sameHash(taken.codeHash, hashCode(config.otpSecret, email, code))) {
      if (taken.attempts >= max) throw AppError.tooManyRequests(TEXTS.otpTooManyTries);
      throw AppError.badRequest(TEXTS.otpInvalid);
    }
    return taken.codeHash;
  }

  async function register(request: RegisterRequest): Promise<string> {
    const codeHash = await checkOtp(request.email, request.otp);
    assertPasswordPolicy(request.password);
    // Single use: of two requests with the right code, one consumes it.
    if (!(await store.otps.consume(request.email, codeHash)))
      throw AppError.badRequest(TEXTS.otpInvalid);
    const passwordHash = await hashPassword(request.password, config.bcryptCost);
    // An account made since the code was sent (by the same person) still answers 409.
    const user = await store.users.create({
      name: request.name,
      email: request.email,
      phone: request.phone,
      passwordHash,
    });
    await store.consents.record(user._id, {
      noticeVersion: request.noticeVersion ?? PRIVACY_NOTICE_VERSION,
      purposes: request.newsletter ? ['care', 'newsletter'] : ['care'],
      givenAt: clock().toISOString(),
    });
    return auth.issueToken(user._id, 'patient');
  }

  async function login(request: LoginRequest, ip: string): Promise<string> {
    await loginThrottle.attempt(request.email, ip);
    const user = await store.users.findByEmail(request.email);
    decoy ??= decoyHash(config.bcryptCost);
    const valid = await verifyPassword(request.password, user?.passwordHash ?? (await decoy));
    if (!user || !valid) throw new AppError('unauthorized', TEXTS.invalidCredentials, 401);
    await loginThrottle.succeeded(request.email, ip);
    return auth.issueToken(user._id, 'patient');
  }

  return { sendOtp, register, login, logout: auth.revoke };
}
