/**
 * Password rules and hashing for patients and operators alike (docs/decisions.md, Security): 8 to 128 characters,
 * no composition rules, common passwords refused; bcrypt over a SHA-256 pre-hash so that nothing
 * past bcrypt's 72 bytes is ever ignored.
 */
import { createHash } from 'node:crypto';
import { PASSWORD_MAX, PASSWORD_MIN, TEXTS } from '@clinic/contracts';
import bcrypt from 'bcryptjs';
import { isCommonPassword } from './common-passwords.js';
import { AppError } from './errors.js';

/** Throws a 400 naming the rule a new password breaks. */
export function assertPasswordPolicy(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    throw AppError.badRequest(TEXTS.passwordTooShort, {
      errors: { password: TEXTS.passwordTooShort },
    });
  if (length > PASSWORD_MAX)
    throw AppError.badRequest(TEXTS.passwordTooLong, {
      errors: { password: TEXTS.passwordTooLong },
    });
  if (isCommonPassword(password))
    throw AppError.badRequest(TEXTS.passwordCommon, { errors: { password: TEXTS.passwordCommon } });
}

function preHash(password: string): string {
  return createHash('sha256').update(password.normalize('NFC'), 'utf8').digest('base64');
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(preHash(password), cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(preHash(password), hash);
}

/**
 * A hash of the same cost to compare against when the account does not exist, so that an unknown
 * e-mail costs as long as a wrong password.
 */
export function decoyHash(cost: number): Promise<string> {
  return hashPassword('decoy password for unknown accounts', cost);
}
