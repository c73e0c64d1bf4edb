/**
 * Sign-up codes stay secret: their HMAC is keyed by OTP_SECRET (not the token key), and a
 * production server writing mail to the outbox never logs a code or an address.
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { API } from '@clinic/contracts';
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { createLogger } from '../src/libraries/logger.js';
import type { JsonLogger } from '../src/libraries/logger.js';
import type { MailMessage, Mailer } from '../src/libraries/mail.js';
import { localImageStore } from '../src/libraries/uploads.js';
import { startApi, stopApi } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const EMAIL = 'meera.iyer@example.in';

let api: TestApi | undefined;
afterEach(async () => {
  if (api) await stopApi(api);
  api = undefined;
});

class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  async ready(): Promise<boolean> {
    return true;
  }
}

function recordingLogger(): JsonLogger & { lines: string[] } {
  const lines: string[] = [];
  const log = (message: string) => lines.push(message);
  return { ...createLogger('silent'), lines, debug: log, info: log, warn: log, error: log };
}

async function requestCode(nodeEnv: 'production' | 'development') {
  api = await startApi('sqlite', {
    NODE_ENV: nodeEnv,
    JWT_SECRET: 'j'.repeat(40),
    OTP_SECRET: 'o'.repeat(40),
    TOTP_SEAL_KEY: 't'.repeat(40),
    FIELD_SEAL_KEY: 'f'.repeat(40),
    ADMIN_PASSWORD: 'a quiet front desk',
    PUBLIC_URL: 'https://clinic.example',
    MAIL_OUTBOX: 'true',
    BACKUP_AT: 'off',
  });
  const logger = recordingLogger();
  const mailer = new OutboxMailer();
  const app = createApp({
    store: api.store,
    config: api.config,
    clock: api.clock.now,
    mailer,
    imageStore: localImageStore(path.join(api.dataDir, 'uploads')),
    logger,
  });
  await supertest(app).post(API.sendOtp).send({ email: EMAIL }).expect(200);
  const code = mailer.sent[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  return { logger, code };
}

describe('sign-up codes', () => {
  it('when a code is stored, then its HMAC is keyed by OTP_SECRET, not JWT_SECRET', async () => {
    const { code } = await requestCode('development');
    const hmac = (secret: string) =>
      createHmac('sha256', secret).update(`${EMAIL}\n${code}`).digest('hex');

    const stored = await api?.store.otps.find(EMAIL);

    expect(stored?.codeHash).toBe(hmac('o'.repeat(40)));
    expect(stored?.codeHash).not.toBe(hmac('j'.repeat(40)));
  });

  it('when production writes mail to the outbox, then no log line holds the code or the address', async () => {
    const { logger, code } = await requestCode('production');

    expect(code).toMatch(/^\d{6}$/);
    expect(logger.lines.join('\n')).not.toContain(code);
    expect(logger.lines.join('\n')).not.toContain(EMAIL);
  });

  it('when a local run writes mail to the outbox, then the code is printed so sign-up works without a mail server', async () => {
    const { logger, code } = await requestCode('development');

    expect(logger.lines).toContain(`Sign-up code for ${EMAIL}: ${code} (no SMTP_URL set)`);
  });
});
