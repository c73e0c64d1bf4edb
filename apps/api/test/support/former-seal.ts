/**
 * A TOTP secret sealed as builds before TOTP_SEAL_KEY sealed it: AES-256-GCM under a key derived
 * from JWT_SECRET, `iv.tag.body` in base64url. The data an upgrade finds in the store.
 */
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';

export function sealedAsBefore(secret: string, jwtSecret: string): string {
  const key = Buffer.from(
    hkdfSync('sha256', jwtSecret, 'clinic-staff-totp', 'totp-secret-seal', 32),
  );
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}
