import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEXTS } from '@clinic/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/libraries/errors.js';
import { createLogger } from '../src/libraries/logger.js';
import { createMailer } from '../src/libraries/mail.js';
import { assertPasswordPolicy, hashPassword, verifyPassword } from '../src/libraries/passwords.js';
import { PreparedJson, prepareBody } from '../src/libraries/prepared-json.js';
import { SlidingWindowLimiter, createLoginThrottle } from '../src/libraries/rate-limit.js';
import { parseCloudinaryUrl, sniffImage } from '../src/libraries/uploads.js';
import { FakeClock } from './support/harness.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('SlidingWindowLimiter', () => {
  it('when the limit is used up, then the key is limited until the oldest hit leaves the window', () => {
    const clock = new FakeClock();
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000, now: clock.now });

    expect([limiter.take('a'), limiter.take('a')]).toEqual([true, true]);
    clock.advance(30_000);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    expect(limiter.take('b')).toBe(true);

    clock.advance(30_001);
    expect(limiter.isLimited('a')).toBe(false);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
  });

  it('when many keys go idle, then a sweep forgets them', () => {
    const clock = new FakeClock();
    const limiter = new SlidingWindowLimiter({
      limit: 1,
      windowMs: 1_000,
      now: clock.now,
      maxKeys: 2,
    });
    limiter.take('a');
    limiter.take('b');
    clock.advance(2_000);

    limiter.take('c');

    expect(limiter.isLimited('c')).toBe(true);
    expect(limiter.isLimited('a')).toBe(false);
  });
});

describe('createLoginThrottle', () => {
  it('when an e-mail fails too often, then only that e-mail and that address are blocked', () => {
    const clock = new FakeClock();
    const throttle = createLoginThrottle({ limit: 2, windowMs: 60_000, now: clock.now });

    throttle.recordFailure('a@example.in', '10.0.0.1');
    throttle.recordFailure('a@example.in', '10.0.0.2');

    expect(throttle.isBlocked('a@example.in', '10.0.0.9')).toBe(true);
    expect(throttle.isBlocked('b@example.in', '10.0.0.1')).toBe(false);
    throttle.recordSuccess('a@example.in');
    expect(throttle.isBlocked('a@example.in', '10.0.0.9')).toBe(false);
  });
});

describe('passwords', () => {
  it('when two passwords differ only after byte 72, then they still differ (pre-hash, no truncation)', async () => {
    const base = 'a'.repeat(80);
    const hash = await hashPassword(`${base}1`, 4);

    expect(await verifyPassword(`${base}1`, hash)).toBe(true);
    expect(await verifyPassword(`${base}2`, hash)).toBe(false);
  });

  it.each([
    ['seven77', TEXTS.passwordTooShort],
    ['y'.repeat(129), TEXTS.passwordTooLong],
    ['iloveyou1', TEXTS.passwordCommon],
    ['QWERTYUIOP', TEXTS.passwordCommon],
  ])('when the password is %j, then the policy refuses it', (password, text) => {
    const refusal = (() => {
      try {
        assertPasswordPolicy(password);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 400, message: text });
  });

  it('when the password is 8 plain characters or 128 long, then the policy takes it', () => {
    expect(() => assertPasswordPolicy('tulip ok')).not.toThrow();
    expect(() => assertPasswordPolicy('z'.repeat(128))).not.toThrow();
  });
});

describe('sniffImage', () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xdb])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')],
  ])('when the bytes start like %s, then that is the format', (format, bytes) => {
    expect(sniffImage(bytes)).toBe(format);
  });

  it.each([
    ['GIF', Buffer.from('GIF89a')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['RIFF audio', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')],
    ['empty', Buffer.alloc(0)],
  ])('when the bytes are %s, then it is not an allowed image', (_case, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });
});

describe('parseCloudinaryUrl', () => {
  it('when CLOUDINARY_URL is set, then its parts configure the account', () => {
    expect(parseCloudinaryUrl('cloudinary://123456:s3cr%2Ft@clinic-demo')).toEqual({
      cloud_name: 'clinic-demo',
      api_key: '123456',
      api_secret: 's3cr/t',
    });
  });
});

describe('the outbox mailer', () => {
  it('when no SMTP_URL is set, then each message is written as an .eml file in the outbox', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-mail-')), 'outbox');
    dirs.push(path.dirname(outboxDir));
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Clinic <no-reply@clinic.example>',
      outboxDir,
      logger: createLogger('silent'),
    });

    await mailer.send({
      to: 'meera@example.in',
      subject: 'Your code',
      text: 'Your code is 123456.',
    });

    expect(mailer.kind).toBe('outbox');
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: meera@example.in');
    expect(eml).toContain('Subject: Your code');
    expect(eml).toContain('Your code is 123456.');
  });
});

describe('PreparedJson', () => {
  it('when asked twice, then it loads once; after invalidate it loads again', async () => {
    let loads = 0;
    const clock = new FakeClock();
    const prepared = new PreparedJson(async () => ({ success: true, loads: ++loads }), {
      maxAgeMs: 5_000,
      now: clock.now,
    });

    const first = await prepared.get();
    const second = await prepared.get();
    prepared.invalidate();
    const third = await prepared.get();

    expect(second).toBe(first);
    expect(JSON.parse(third.raw.toString())).toEqual({ success: true, loads: 2 });
    expect(third.etag).not.toBe(first.etag);
  });

  it('when no invalidation comes, then it is still rebuilt once it is older than the maximum age', async () => {
    let loads = 0;
    const clock = new FakeClock();
    const prepared = new PreparedJson(async () => ({ loads: ++loads }), {
      maxAgeMs: 5_000,
      now: clock.now,
    });

    await prepared.get();
    clock.advance(4_999);
    await prepared.get();
    expect(loads).toBe(1);
    clock.advance(1);
    await prepared.get();

    expect(loads).toBe(2);
  });

  it('when a load fails, then the failure is not kept', async () => {
    let fail = true;
    const prepared = new PreparedJson(
      async () => {
        if (fail) throw new Error('store down');
        return { success: true };
      },
      { maxAgeMs: 5_000, now: new FakeClock().now },
    );

    await expect(prepared.get()).rejects.toThrow('store down');
    fail = false;

    expect(JSON.parse((await prepared.get()).raw.toString())).toEqual({ success: true });
  });

  it('when the same value is prepared twice, then the ETag is the same', () => {
    expect(prepareBody({ a: 1 }).etag).toBe(prepareBody({ a: 1 }).etag);
  });
});
