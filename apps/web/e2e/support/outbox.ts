import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E } from './env';

/** The newest one-time code mailed to `email`, read from the server's outbox folder. */
export async function readOtp(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const dir = join(E2E.dataDir, 'outbox');
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
