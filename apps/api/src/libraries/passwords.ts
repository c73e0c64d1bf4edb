/**
 * Password rules and hashing for patients and operators alike (docs/decisions.md, Security): 8 to 128 characters,
 * no composition rules, common passwords refused; bcrypt over a SHA-256 pre-hash so that nothing
 * past bcrypt's 72 bytes is ever ignored. bcrypt runs in a pool of worker threads: at cost 12 a
 * hash takes hundreds of milliseconds, and on the main thread a burst of logins stalled every other
 * request. bench/login-burst.ts (in `npm run bench`), 20 logins at once on 2 busy CPUs: the p99
 * of GET /api/doctor/list was 13 to 19 s with bcrypt on the main thread, 0.1 to 0.2 s with the pool.
 */
import { createHash } from 'node:crypto';
import { PASSWORD_MAX, PASSWORD_MIN, TEXTS } from '@clinic/contracts';
import type { ChangePasswordRequest, TextKey } from '@clinic/contracts';
import { isCommonPassword } from './common-passwords.js';
import { AppError } from './errors.js';
import type { LoginThrottle } from './rate-limit.js';
import { createWorkerPool } from './worker-pool.js';
import type { WorkerPoolOptions } from './worker-pool.js';

/** Throws a 400 naming the rule a new password breaks, as an error of the form's `field`. */
export function assertPasswordPolicy(password: string, field = 'password'): void {
  const length = [...password].length;
  const broken = (code: TextKey) => AppError.badRequest(code, { errors: { [field]: TEXTS[code] } });
  if (length < PASSWORD_MIN) throw broken('passwordTooShort');
  if (length > PASSWORD_MAX) throw broken('passwordTooLong');
  if (isCommonPassword(password)) throw broken('passwordCommon');
}

function preHash(password: string): string {
  return createHash('sha256').update(password.normalize('NFC'), 'utf8').digest('base64');
}

/** bcrypt in worker threads; a full queue answers 503 (src/libraries/worker-pool.ts). */
export interface PasswordHashing {
  hash(password: string, cost: number): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /** Lets hashes in flight finish, then stops the threads. */
  close(): Promise<void>;
}

/** A full queue at cost 12 drains in about 5 s. */
const HASHING_RETRY_AFTER_SECONDS = 5;

export function createPasswordHashing(options: WorkerPoolOptions = {}): PasswordHashing {
  const pool = createWorkerPool(
    new URL('./password-worker.js', import.meta.url),
    HASHING_RETRY_AFTER_SECONDS,
    options,
  );
  return {
    async hash(password, cost) {
      return (await pool.run({ preHashed: preHash(password), cost }, 'hash')) as string;
    },
    async verify(password, hash) {
      return (await pool.run({ preHashed: preHash(password), hash }, 'verify')) as boolean;
    },
    close: pool.close,
  };
}

/**
 * The process's pool: the app's unless its deps hand it another (src/context.ts), and the one
 * start-up, the seed and the benches hash with.
 */
export const sharedPasswordHashing = createPasswordHashing({ metricsName: 'passwords' });

export const hashPassword = sharedPasswordHashing.hash;
export const verifyPassword = sharedPasswordHashing.verify;
/** start.ts, on SIGINT/SIGTERM. */
export const closePasswordHashing = sharedPasswordHashing.close;

/**
 * A login's compare: the password against the account's hash or, when there is no account,
 * against a decoy hash of the same cost, so that an unknown e-mail costs as long as a wrong
 * password. The decoy is made at the first need; one the pool refused is made again next time.
 */
export function createPasswordCheck(
  passwords: PasswordHashing,
  cost: number,
): (password: string, hash: string | undefined) => Promise<boolean> {
  let decoy: Promise<string> | null = null;
  return async (password, hash) => {
    if (hash !== undefined) return passwords.verify(password, hash);
    decoy ??= passwords.hash('decoy password for unknown accounts', cost).catch((error) => {
      decoy = null;
      throw error;
    });
    return passwords.verify(password, await decoy);
  };
}

/**
 * A signed-in account's change of password (patients and operators alike): the current password
 * is compared through the login limits (src/libraries/rate-limit.ts), so a stolen session cannot
 * guess it; then the new one meets the rules. Answers the new hash to store.
 */
export async function changedPasswordHash(
  account: { email: string; passwordHash: string },
  request: ChangePasswordRequest,
  client: { ip: string; throttle: LoginThrottle; passwords: PasswordHashing; cost: number },
): Promise<string> {
  await client.throttle.attempt(account.email, client.ip);
  if (!(await client.passwords.verify(request.currentPassword, account.passwordHash)))
    throw AppError.badRequest('currentPasswordWrong', {
      errors: { currentPassword: TEXTS.currentPasswordWrong },
    });
  await client.throttle.succeeded(account.email, client.ip);
  assertPasswordPolicy(request.newPassword, 'newPassword');
  return client.passwords.hash(request.newPassword, client.cost);
}
