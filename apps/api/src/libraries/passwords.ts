/**
 * Password rules and hashing for patients and operators alike (docs/decisions.md, Security): 8 to 128 characters,
 * no composition rules, common passwords refused; bcrypt over a SHA-256 pre-hash so that nothing
 * past bcrypt's 72 bytes is ever ignored. bcrypt runs in a pool of worker threads: at cost 12 a
 * hash takes hundreds of milliseconds, and on the main thread a burst of logins stalled every other
 * request. bench/login-burst.ts (in `npm run bench`), 20 logins at once on 2 busy CPUs: the p99
 * of GET /api/doctor/list was 13 to 19 s with bcrypt on the main thread, 0.1 to 0.2 s with the pool.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { PASSWORD_MAX, PASSWORD_MIN, TEXTS } from '@clinic/contracts';
import type { ChangePasswordRequest } from '@clinic/contracts';
import { Piscina } from 'piscina';
import { isCommonPassword } from './common-passwords.js';
import { AppError } from './errors.js';
import type { LoginThrottle } from './rate-limit.js';

/** Throws a 400 naming the rule a new password breaks, as an error of the form's `field`. */
export function assertPasswordPolicy(password: string, field = 'password'): void {
  const length = [...password].length;
  const broken = (message: string) =>
    AppError.badRequest(message, { errors: { [field]: message } });
  if (length < PASSWORD_MIN) throw broken(TEXTS.passwordTooShort);
  if (length > PASSWORD_MAX) throw broken(TEXTS.passwordTooLong);
  if (isCommonPassword(password)) throw broken(TEXTS.passwordCommon);
}

function preHash(password: string): string {
  return createHash('sha256').update(password.normalize('NFC'), 'utf8').digest('base64');
}

let pool: Piscina | undefined;

/** Made on first use, so that a process that never hashes starts no thread. */
function hashingPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./password-worker.js', import.meta.url).href,
    // One core stays with the event loop; idle threads are unref'd, so they never hold a process.
    maxThreads: Math.max(1, availableParallelism() - 1),
    minThreads: 0,
    idleTimeout: 60_000,
  });
  return pool;
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  return (await hashingPool().run(
    { preHashed: preHash(password), cost },
    { name: 'hash' },
  )) as string;
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  return (await hashingPool().run(
    { preHashed: preHash(password), hash },
    { name: 'verify' },
  )) as boolean;
}

/** Lets hashes in flight finish, then stops the threads (start.ts, on SIGINT/SIGTERM). */
export async function closePasswordHashing(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}

/**
 * A hash of the same cost to compare against when the account does not exist, so that an unknown
 * e-mail costs as long as a wrong password.
 */
export function decoyHash(cost: number): Promise<string> {
  return hashPassword('decoy password for unknown accounts', cost);
}

/**
 * A signed-in account's change of password (patients and operators alike): the current password
 * is compared through the login limits (src/libraries/rate-limit.ts), so a stolen session cannot
 * guess it; then the new one meets the rules. Answers the new hash to store.
 */
export async function changedPasswordHash(
  account: { email: string; passwordHash: string },
  request: ChangePasswordRequest,
  client: { ip: string; throttle: LoginThrottle; cost: number },
): Promise<string> {
  await client.throttle.attempt(account.email, client.ip);
  if (!(await verifyPassword(request.currentPassword, account.passwordHash)))
    throw AppError.badRequest(TEXTS.currentPasswordWrong, {
      errors: { currentPassword: TEXTS.currentPasswordWrong },
    });
  await client.throttle.succeeded(account.email, client.ip);
  assertPasswordPolicy(request.newPassword, 'newPassword');
  return hashPassword(request.newPassword, client.cost);
}
