/**
 * Sealing with AES-256-GCM (node:crypto): a value sealed under a key is `iv.tag.body` in
 * base64url, and only that key opens it (GCM's tag says whether it did). The staff's TOTP secrets
 * (second-factor.ts, TOTP_SEAL_KEY) and the patients' sensitive fields (FIELD_SEAL_KEY: the intake
 * answers and the profile's medical fields) are sealed this way, each under keys of their own.
 * A key setting lists the sealing key first and older keys after it during a rotation: the first
 * seals, every one opens, and start-up re-seals under the first whatever another opened.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** A key setting's secret as AES-256's 32 bytes, bound to what it seals. */
export function sealingKey(secret: string, salt: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, info, 32));
}

export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The text, when `key` sealed it; null otherwise. */
export function open(key: Buffer, sealed: string): string | null {
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

/** The text, when one of `keys` sealed it; null otherwise. */
export function openWithAny(keys: readonly Buffer[], sealed: string): string | null {
  for (const key of keys) {
    const text = open(key, sealed);
    if (text !== null) return text;
  }
  return null;
}

/** What re-sealing one stored value under the first key comes to. */
export type Resealing =
  { kind: 'current' } | { kind: 'resealed'; value: string } | { kind: 'unreadable' };

/**
 * The patients' sensitive fields as the store keeps them. A sealed field carries the marker
 * FIELD_MARK; a blank one stays blank (it hides nothing a length would not show), and a field
 * without the marker was written before fields were sealed: it reads as it is until start-up
 * seals it (resealing).
 */
export interface FieldSeal {
  seal(text: string): string;
  /** Throws when the field is sealed and no key of FIELD_SEAL_KEY opens it (a key dropped too soon). */
  open(stored: string): string;
  /** The field sealed under the first key, when it is not already (a rotation, or clear text). */
  reseal(stored: string): Resealing;
  /** Names the sealing key without revealing it: hex of a SHA-256 over the derived key. */
  keyId: string;
  /** FIELD_SEAL_KEY lists older keys after the first: fields may still be sealed under them. */
  rotating: boolean;
}

export const FIELD_MARK = 's1.';

/** `keys`: FIELD_SEAL_KEY's keys, the sealing one first. */
export function createFieldSeal(keys: readonly string[]): FieldSeal {
  const derived = keys.map((key) => sealingKey(key, 'clinic-patient-fields', 'field-seal'));
  const [sealing] = derived;
  if (!sealing) throw new Error('FIELD_SEAL_KEY has no key');

  const sealField = (text: string) => (text === '' ? '' : FIELD_MARK + seal(sealing, text));

  return {
    seal: sealField,
    keyId: createHash('sha256').update(sealing).digest('hex').slice(0, 16),
    rotating: derived.length > 1,

    open(stored) {
      if (!stored.startsWith(FIELD_MARK)) return stored;
      const text = openWithAny(derived, stored.slice(FIELD_MARK.length));
      if (text === null)
        throw new Error('A sealed field opens with no key of FIELD_SEAL_KEY (docs/operations.md)');
      return text;
    },

    reseal(stored) {
      if (stored === '') return { kind: 'current' };
      if (!stored.startsWith(FIELD_MARK)) return { kind: 'resealed', value: sealField(stored) };
      const sealed = stored.slice(FIELD_MARK.length);
      if (open(sealing, sealed) !== null) return { kind: 'current' };
      const text = openWithAny(derived, sealed);
      return text === null ? { kind: 'unreadable' } : { kind: 'resealed', value: sealField(text) };
    },
  };
}
