/**
 * The one-time codes mailed to a patient (docs/decisions.md, Security), for sign-up and for a
 * password reset alike: 6 digits from a cryptographic source, stored as an HMAC keyed with
 * config.otpSecret, valid 10 minutes by the clock, single use, tries counted atomically before
 * the compare (store.otps.takeAttempt), one mail per e-mail per minute. Each purpose keeps its
 * own code (its own otps row), so a sign-up code can never reset a password, and its own
 * per-minute gate, so a patient who has just signed up can still ask for a reset. The address
 * that gets no code (a registered one signing up, an unknown one resetting) gets a decoy record,
 * never mailed, so its wrong tries are counted and answered exactly as a real code's.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ResolvedConfig } from '../env.js';
import type { Store } from '../store/types.js';
import { AppError } from './errors.js';
import type { Logger } from './logger.js';
import type { Mailer, MailMessage } from './mail.js';
import { clientGroup, createLimiter } from './rate-limit.js';
import type { Limiter } from './rate-limit.js';

export type CodePurpose = 'sign-up' | 'reset';

const CODE_NAMES: Record<CodePurpose, string> = {
  'sign-up': 'Sign-up code',
  reset: 'Password reset code',
};

/** What a code mail says, given the code and how many minutes it lives. */
export type CodeMail = (code: string, minutes: number) => Omit<MailMessage, 'to'>;

export interface EmailCodes {
  /** Counts one code request from the client (sign-up and reset together): 429 past the hour's. */
  takeClient(ip: string): Promise<void>;
  /** Counts one mail of this purpose to the e-mail; 429 TEXTS.otpWait within the interval. */
  takeMail(purpose: CodePurpose, email: string): Promise<void>;
  /**
   * Stores a new code for this purpose (killing an earlier one) and mails it. A mail nobody
   * received deletes the code and frees the resend interval: 503 TEXTS.mailUnavailable.
   */
  issue(purpose: CodePurpose, email: string, compose: CodeMail): Promise<void>;
  /**
   * For the address that gets no code: stores a decoy in its place (killing an earlier code), one
   * that no 6-digit code matches and nobody is told, and mails `message`, a note with no code.
   * Every later try then counts and answers as against a real code. 503 as `issue`.
   */
  issueDecoy(purpose: CodePurpose, email: string, message: Omit<MailMessage, 'to'>): Promise<void>;
  /**
   * Checks the code before anything else: 400 TEXTS.otpInvalid for a wrong, expired or used code,
   * 429 once it died of wrong tries. Answers the hash that `consume` takes.
   */
  check(purpose: CodePurpose, email: string, code: string): Promise<string>;
  /** Uses the code up: 400 TEXTS.otpInvalid when another request used it first. */
  consume(purpose: CodePurpose, email: string, codeHash: string): Promise<void>;
}

/** The otps row of a purpose: sign-up keeps the bare e-mail, as stored before resets existed. */
function rowKey(purpose: CodePurpose, email: string): string {
  return purpose === 'sign-up' ? email : `${purpose}:${email}`;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What the codes are made from: a component hands in its context. */
export interface EmailCodeDeps {
  store: Store;
  config: ResolvedConfig;
  clock: () => Date;
  mailer: Mailer;
  logger: Logger;
}

export function createEmailCodes({
  store,
  config,
  clock,
  mailer,
  logger,
}: EmailCodeDeps): EmailCodes {
  // One mail per e-mail and purpose per resend interval, whether or not the e-mail is
  // registered, so that the answer never differs.
  const mailGate = (name: string) =>
    createLimiter(store.limits, clock, { name, limit: 1, windowMs: config.limits.otpResendMs });
  const codeMails: Record<CodePurpose, Limiter> = {
    'sign-up': mailGate('otp-email'),
    reset: mailGate('reset-email'),
  };
  const requestsByClient = createLimiter(store.limits, clock, {
    name: 'otp-client',
    limit: config.limits.otpSendsPerIpPerHour,
    windowMs: 3_600_000,
  });
  const hashCode = (key: string, code: string) =>
    createHmac('sha256', config.otpSecret).update(`${key}\n${code}`).digest('hex');

  async function mail(
    purpose: CodePurpose,
    email: string,
    message: Omit<MailMessage, 'to'>,
  ): Promise<void> {
    try {
      await mailer.send({ to: email, ...message });
    } catch (error) {
      // A mail nobody received must not block the next request for a minute.
      await codeMails[purpose].reset(email);
      logger.error('Could not mail a code message', error);
      throw AppError.unavailable('mailUnavailable');
    }
  }

  async function takeClient(ip: string): Promise<void> {
    if (!(await requestsByClient.take(clientGroup(ip)))) throw AppError.tooManyRequests();
  }

  async function takeMail(purpose: CodePurpose, email: string): Promise<void> {
    if (!(await codeMails[purpose].take(email))) throw AppError.tooManyRequests('otpWait');
  }

  /** Keeps the HMAC of `code` in the purpose's row, then sends `message`; 503 as `mail`. */
  async function keepAndMail(
    purpose: CodePurpose,
    email: string,
    code: string,
    message: Omit<MailMessage, 'to'>,
  ): Promise<void> {
    const key = rowKey(purpose, email);
    const now = clock();
    await store.otps.replace({
      email: key,
      codeHash: hashCode(key, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.limits.otpTtlMs),
    });
    try {
      await mail(purpose, email, message);
    } catch (error) {
      await store.otps.remove(key);
      throw error;
    }
  }

  async function issue(purpose: CodePurpose, email: string, compose: CodeMail): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await keepAndMail(
      purpose,
      email,
      code,
      compose(code, Math.round(config.limits.otpTtlMs / 60_000)),
    );
    // A local run without a mail server can still be used; production never logs a code.
    if (mailer.kind === 'outbox' && config.nodeEnv !== 'production')
      logger.info(`${CODE_NAMES[purpose]} for ${email}: ${code} (no SMTP_URL set)`);
  }

  async function issueDecoy(
    purpose: CodePurpose,
    email: string,
    message: Omit<MailMessage, 'to'>,
  ): Promise<void> {
    // 32 hex digits, never a 6-digit code: no try can match it.
    await keepAndMail(purpose, email, randomBytes(16).toString('hex'), message);
  }

  async function check(purpose: CodePurpose, email: string, code: string): Promise<string> {
    const key = rowKey(purpose, email);
    const max = config.limits.otpMaxAttempts;
    // The try is taken before the compare: no more than `max` are ever compared, however many
    // arrive at once.
    const taken = await store.otps.takeAttempt(key, clock(), max);
    if (!taken) {
      const otp = await store.otps.find(key);
      const live = otp && otp.expiresAt.getTime() > clock().getTime();
      if (live && otp.attempts >= max) throw AppError.tooManyRequests('otpTooManyTries');
      throw AppError.badRequest('otpInvalid');
    }
    if (!sameHash(taken.codeHash, hashCode(key, code))) {
      if (taken.attempts >= max) throw AppError.tooManyRequests('otpTooManyTries');
      throw AppError.badRequest('otpInvalid');
    }
    return taken.codeHash;
  }

  async function consume(purpose: CodePurpose, email: string, codeHash: string): Promise<void> {
    // Single use: of two requests with the right code, one consumes it.
    if (!(await store.otps.consume(rowKey(purpose, email), codeHash)))
      throw AppError.badRequest('otpInvalid');
  }

  return { takeClient, takeMail, issue, issueDecoy, check, consume };
}
