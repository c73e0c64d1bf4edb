/**
 * The staff's second factor (docs/decisions.md, Staff): TOTP (RFC 6238, 30-second steps, 6
 * digits, SHA-1: what every authenticator app reads) through otplib, and one-use recovery codes.
 * The TOTP secret is kept sealed with AES-256-GCM under a key derived from JWT_SECRET, so a copy
 * of the store alone does not give away anyone's codes; changing JWT_SECRET therefore asks every
 * staff member to enrol again. Recovery codes are kept as SHA-256 digests: each carries about 49
 * bits from a random source, and every try goes through the login limits.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_LOCK } from '@clinic/contracts';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { LimitRule } from './rate-limit.js';

/**
 * The count of one staff member's wrong codes, from every address together (keyed by the
 * account's id), in a window of a day that the login limits' 15 minutes do not restart: the
 * tenth is over the limit, and locks the factor (src/components/admin/session-service.ts). A
 * reset of the factor starts the count afresh.
 */
export const WRONG_CODES: LimitRule = {
  name: 'second-factor-wrong-codes',
  limit: SECOND_FACTOR_LOCK.wrongCodes - 1,
  windowMs: SECOND_FACTOR_LOCK.hours * 3_600_000,
};

/** One step either side of the current one: a phone's clock may be half a minute off. */
const TOLERANCE_SECONDS = 30;
const PERIOD_SECONDS = 30;
/** No 0/O, 1/I/L or U/V look-alikes, so a code read off paper is typed right. */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

export interface SecondFactor {
  /** A new secret, sealed for the store, with what the person adds to their app. */
  newSecret(account: string): Promise<{
    sealed: string;
    secret: string;
    otpauthUrl: string;
    qrSvg: string;
  }>;
  /**
   * The time step `code` belongs to when it is right for the sealed secret at `now` and later
   * than `afterStep`; null otherwise.
   */
  check(sealed: string, code: string, now: Date, afterStep: number): Promise<number | null>;
  newRecoveryCodes(): { codes: string[]; hashes: string[] };
  recoveryCodeHash(code: string): string;
}

export function createSecondFactor(jwtSecret: string, issuer: string): SecondFactor {
  const key = Buffer.from(
    hkdfSync('sha256', jwtSecret, 'clinic-staff-totp', 'totp-secret-seal', 32),
  );

  function seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  /** Null when the seal is not this key's (JWT_SECRET changed): the person enrols again. */
  function unseal(sealed: string): string | null {
    const [iv = '', tag = '', body = ''] = sealed.split('.');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }

  const recoveryCodeHash = (code: string) =>
    createHash('sha256').update(code.toUpperCase()).digest('base64url');

  return {
    async newSecret(account) {
      const secret = generateSecret();
      const otpauthUrl = generateURI({ issuer, label: account, secret });
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
      return { sealed: seal(secret), secret, otpauthUrl, qrSvg };
    },

    async check(sealed, code, now, afterStep) {
      const secret = unseal(sealed);
      if (!secret) return null;
      const result = await verify({
        secret,
        token: code,
        epoch: Math.floor(now.getTime() / 1000),
        period: PERIOD_SECONDS,
        epochTolerance: TOLERANCE_SECONDS,
        afterTimeStep: afterStep,
      });
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    },

    newRecoveryCodes() {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
        const chars = Array.from(
          { length: 10 },
          () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
        ).join('');
        return `${chars.slice(0, 5)}-${chars.slice(5)}`;
      });
      return { codes, hashes: codes.map(recoveryCodeHash) };
    },

    recoveryCodeHash,
  };
}
