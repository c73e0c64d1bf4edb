import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E } from './env';

/**
 * The newest one-time code mailed to `email`, read from the outbox folder of the server whose
 * store is `dataDir` (the journeys' main server unless told).
 */
export async function readOtp(email: string, dataDir = E2E.dataDir): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const dir = join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.eml'))
        .sort();
      for (const name of files.reverse()) {
        const mail = await readFile(join(dir, name), 'utf8');
        if (!mail.toLowerCase().includes(email.toLowerCase())) continue;
        code = /\b(\d{6})\b/.exec(
          mail
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n'),
        )?.[1];
        if (code) return code;
      }
      return undefined;
    })
    .toBeDefined();
  return code as string;
}

/** The body of the newest mail to `email` whose text matches `pattern`: its first match. */
export async function newestMatch(email: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const dir = join(E2E.dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .reverse();
      for (const name of files) {
        const mail = await readFile(join(dir, name), 'utf8');
        if (!mail.toLowerCase().includes(email.toLowerCase())) continue;
        // Quoted-printable: soft line breaks joined, '=3D' back to '='.
        const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        found = pattern.exec(body)?.[0];
        if (found) return found;
      }
      return undefined;
    })
    .toBeDefined();
  return found as string;
}

/** The link of the newest staff invitation mailed to `email`. */
export function readInvitationLink(email: string): Promise<string> {
  return newestMatch(email, /https?:\/\/\S+\/console\/join#[\w-]+/);
}

/**
 * The calendar invite of the newest mail to `email` that carries one, decoded from its MIME part
 * (base64 or quoted-printable, as the mailer chose), with the mail's subject.
 */
export async function readInvite(email: string): Promise<{ subject: string; invite: string }> {
  let found: { subject: string; invite: string } | undefined;
  await expect
    .poll(async () => {
      const dir = join(E2E.dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .reverse();
      for (const name of files) {
        const mail = await readFile(join(dir, name), 'utf8');
        if (!mail.toLowerCase().includes(email.toLowerCase())) continue;
        const part = mail
          .split(/\r?\n--/)
          .find((chunk) => /^Content-Type: text\/calendar/im.test(chunk));
        if (!part) continue;
        const [head = '', ...body] = part.split(/\r?\n\r?\n/);
        const text = body.join('\n\n');
        const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
        const invite =
          encoding === 'base64'
            ? Buffer.from(text.replace(/\s/g, ''), 'base64').toString('utf8')
            : encoding === 'quoted-printable'
              ? text
                  .replace(/=\r?\n/g, '')
                  .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
                    String.fromCharCode(parseInt(hex, 16)),
                  )
              : text;
        const subject = /^Subject: (.*)$/m.exec(mail)?.[1] ?? '';
        found = { subject, invite };
        return found;
      }
      return undefined;
    })
    .toBeDefined();
  return found as { subject: string; invite: string };
}
