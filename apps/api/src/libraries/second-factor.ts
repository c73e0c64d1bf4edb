/**
 * The staff's second factor (docs/decisions.md, Staff): TOTP (RFC 6238, 30-second steps, 6
 * digits, SHA-1: what every authenticator app reads) through otplib, and one-use recovery codes.
 * The TOTP secret is kept sealed with AES-256-GCM (sealing.ts) under a key of its own,
 * TOTP_SEAL_KEY, so a copy of the store alone does not give away anyone's codes, and rotating
 * JWT_SECRET leaves every factor working. TOTP_SEAL_KEY may list older keys after the first
 * during a rotation: the first seals, every one opens, and start-up re-seals under the first
 * whatever another opened (resealSecondFactors). Recovery codes are kept as SHA-256 digests: each
 * carries about 49 bits from a random source, and every try goes through the login limits.
 */
import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_LOCK } from '@clinic/contracts';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { OperatorRepository } from '../store/types.js';
import type { LimitRule } from './rate-limit.js';
import { open, openWithAny, seal, sealingKey } from './sealing.js';

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
   * than `afterStep`; null otherwise. Throws when no key of TOTP_SEAL_KEY opens the secret.
   */
  check(sealed: string, code: string, now: Date, afterStep: number): Promise<number | null>;
  newRecoveryCodes(): { codes: string[]; hashes: string[] };
  recoveryCodeHash(code: string): string;
}

/** A key of TOTP_SEAL_KEY as AES-256's 32 bytes. */
const sealKey = (key: string) => sealingKey(key, 'clinic-staff-totp-seal', 'totp-secret-seal');

/**
 * The key builds before TOTP_SEAL_KEY sealed with, derived from JWT_SECRET: start-up opens what
 * it sealed once, to re-seal it (resealSecondFactors).
 */
const formerSealKey = (jwtSecret: string) =>
  sealingKey(jwtSecret, 'clinic-staff-totp', 'totp-secret-seal');

/** `sealKeys`: TOTP_SEAL_KEY's keys, the sealing one first. */
export function createSecondFactor(sealKeys: readonly string[], issuer: string): SecondFactor {
  const keys = sealKeys.map(sealKey);
  const [sealing] = keys;
  if (!sealing) throw new Error('TOTP_SEAL_KEY has no key');

  /** A secret no key opens is a server fault (a key dropped too soon), never a wrong code. */
  function unseal(sealed: string): string {
    const secret = openWithAny(keys, sealed);
    if (secret === null)
      throw new Error(
        'A staff TOTP secret opens with no key of TOTP_SEAL_KEY (docs/operations.md)',
      );
    return secret;
  }

  const recoveryCodeHash = (code: string) =>
    createHash('sha256').update(code.toUpperCase()).digest('base64url');

  return {
    async newSecret(account) {
      const secret = generateSecret();
      const otpauthUrl = generateURI({ issuer, label: account, secret });
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
      return { sealed: seal(sealing, secret), secret, otpauthUrl, qrSvg };
    },

    async check(sealed, code, now, afterStep) {
      const secret = unseal(sealed);
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

/**
 * Re-seals under TOTP_SEAL_KEY's first key every secret (in use or offered) that another key
 * opens: a later key of TOTP_SEAL_KEY (a rotation), or the JWT_SECRET-derived key of builds
 * before TOTP_SEAL_KEY (the upgrade). Start-up runs it (src/start.ts); each write is conditional
 * on the sealed values it read, so an enrolment at the same moment, or another process doing the
 * same, is never overwritten. Answers how many accounts it re-sealed, and how many hold a secret
 * no key opens (their people need the owner's reset).
 */
export async function resealSecondFactors(
  operators: OperatorRepository,
  { totpSealKeys, jwtSecret }: { totpSealKeys: readonly string[]; jwtSecret: string },
): Promise<{ resealed: number; unreadable: number }> {
  const [sealing, ...older] = totpSealKeys.map(sealKey);
  if (!sealing) throw new Error('TOTP_SEAL_KEY has no key');
  const openers = [...older, formerSealKey(jwtSecret)];
  let resealed = 0;
  let unreadable = 0;
  for (const operator of await operators.list()) {
    const from = { totpSecret: operator.totpSecret, totpPendingSecret: operator.totpPendingSecret };
    const to = { ...from };
    let readable = true;
    for (const field of ['totpSecret', 'totpPendingSecret'] as const) {
      const sealed = from[field];
      if (sealed === null || open(sealing, sealed) !== null) continue;
      const secret = openWithAny(openers, sealed);
      if (secret === null) readable = false;
      else to[field] = seal(sealing, secret);
    }
    if (!readable) unreadable += 1;
    if (to.totpSecret === from.totpSecret && to.totpPendingSecret === from.totpPendingSecret)
      continue;
    if (await operators.resealSecondFactor(operator._id, from, to)) resealed += 1;
  }
  return { resealed, unreadable };
}
