import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEXTS } from '@clinic/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/libraries/errors.js';
import { createLogger } from '../src/libraries/logger.js';
import type { Logger } from '../src/libraries/logger.js';
import { createMailer } from '../src/libraries/mail.js';
import { assertPasswordPolicy, hashPassword, verifyPassword } from '../src/libraries/passwords.js';
import { PreparedJson, prepareBody } from '../src/libraries/prepared-json.js';
import { clientGroup, createLoginThrottle } from '../src/libraries/rate-limit.js';
import {
  cloudinaryAsset,
  discardImage,
  localImageStore,
  parseCloudinaryUrl,
  sniffImage,
} from '../src/libraries/uploads.js';
import type { ImageStore } from '../src/libraries/uploads.js';
import { openSqliteStore } from '../src/store/sqlite/index.js';
import { FakeClock } from './support/harness.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('clientGroup', () => {
  it('when the client is IPv4 or IPv4-mapped IPv6, then it counts as its own address', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('when two IPv6 clients share a /64, then they count as one', () => {
    expect(clientGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientGroup('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});

describe('createLoginThrottle', () => {
  const options = { perPair: 2, perEmail: 5, perClient: 4, windowMs: 60_000 };
  const tooMany = (attempt: Promise<void>) =>
    expect(attempt).rejects.toMatchObject({ status: 429, message: TEXTS.tooManyLogins });

  it('when one client uses up its tries for an e-mail, then the same e-mail from another client still may try', async () => {
    const store = openSqliteStore(':memory:');
    const clock = new FakeClock();
    const throttle = createLoginThrottle(store.limits, clock.now, options);

    await throttle.attempt('a@example.in', '10.0.0.1');
    await throttle.attempt('a@example.in', '10.0.0.1');

    await tooMany(throttle.attempt('a@example.in', '10.0.0.1'));
    await expect(throttle.attempt('a@example.in', '10.0.0.2')).resolves.toBeUndefined();
    clock.advance(60_000);
    await expect(throttle.attempt('a@example.in', '10.0.0.1')).resolves.toBeUndefined();
    await store.close();
  });

  it('when tries for one e-mail come from many clients, then the e-mail ceiling stops them', async () => {
    const store = openSqliteStore(':memory:');
    const throttle = createLoginThrottle(store.limits, new FakeClock().now, options);

    for (let client = 1; client <= 5; client++)
      await throttle.attempt('a@example.in', `10.0.0.${client}`);

    await tooMany(throttle.attempt('a@example.in', '10.0.0.6'));
    await store.close();
  });

  it('when a right password follows, then the pair starts afresh', async () => {
    const store = openSqliteStore(':memory:');
    const throttle = createLoginThrottle(store.limits, new FakeClock().now, options);
    await throttle.attempt('a@example.in', '10.0.0.1');
    await throttle.attempt('a@example.in', '10.0.0.1');

    await throttle.succeeded('a@example.in', '10.0.0.1');

    await expect(throttle.attempt('a@example.in', '10.0.0.1')).resolves.toBeUndefined();
    await store.close();
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

describe('cloudinaryAsset', () => {
  it('when the URL is one Cloudinary answered for our public upload, then it is the public id, delivered to anyone', () => {
    expect(
      cloudinaryAsset(
        'https://res.cloudinary.com/clinic-demo/image/upload/v1712345678/clinic/doctors/k3j2h1g0f9.webp',
        'clinic-demo',
      ),
    ).toEqual({ publicId: 'clinic/doctors/k3j2h1g0f9', delivery: 'upload' });
  });

  it('when the URL is the signed one of a private upload, then it is the public id, delivered only signed', () => {
    expect(
      cloudinaryAsset(
        'https://res.cloudinary.com/clinic-demo/image/authenticated/s--Xx3_a-9Q--/v1712345678/clinic/avatars/k3j2h1g0f9.webp',
        'clinic-demo',
      ),
    ).toEqual({ publicId: 'clinic/avatars/k3j2h1g0f9', delivery: 'authenticated' });
  });

  it.each([
    ['another cloud', 'https://res.cloudinary.com/other/image/upload/v1/clinic/avatars/a1.webp'],
    ['another host', 'https://example.com/clinic-demo/image/upload/v1/clinic/avatars/a1.webp'],
    ['outside our folder', 'https://res.cloudinary.com/clinic-demo/image/upload/v1/other/a1.webp'],
    [
      'another delivery',
      'https://res.cloudinary.com/clinic-demo/image/private/v1/clinic/a/a1.webp',
    ],
    ['a deeper path', 'https://res.cloudinary.com/clinic-demo/image/upload/clinic/a/b/a1.webp'],
    ['a local path', '/uploads/avatars/0123456789abcdef0123456789abcdef.webp'],
  ])('when the URL is on %s, then it has none of ours', (_case, url) => {
    expect(cloudinaryAsset(url, 'clinic-demo')).toBeNull();
  });
});

describe('localImageStore', () => {
  it('when an image it saved is removed, then the file is gone; other paths are left alone', async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), 'clinic-uploads-'));
    dirs.push(uploads);
    const images = localImageStore(uploads);
    const saved = await images.save(Buffer.from('webp'), 'avatars');
    const kept = await images.save(Buffer.from('webp'), 'avatars');

    await images.remove(saved);
    await images.remove(saved);
    await images.remove(`/uploads/avatars/../avatars/${path.basename(kept)}`);

    expect(existsSync(path.join(uploads, 'avatars', path.basename(saved)))).toBe(false);
    expect(existsSync(path.join(uploads, 'avatars', path.basename(kept)))).toBe(true);
  });

  it('when a private image is saved, then only the owner can read its file, it reads back by its reference, and a reference it did not make reads as none', async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), 'clinic-uploads-'));
    dirs.push(uploads);
    const images = localImageStore(uploads);
    const reference = await images.savePrivate(Buffer.from('webp bytes'), 'avatars');
    const file = path.join(uploads, 'avatars', path.basename(reference));

    expect(reference).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(path.dirname(file)).mode & 0o777).toString(8)).toBe('700');
    expect(await images.readPrivate(reference)).toEqual(Buffer.from('webp bytes'));
    expect(
      await images.readPrivate(`/uploads/avatars/../avatars/${path.basename(reference)}`),
    ).toBeNull();
    await images.remove(reference);
    expect(await images.readPrivate(reference)).toBeNull();
  });
});

describe('discardImage', () => {
  function recording() {
    const warnings: string[] = [];
    const logger: Logger = { ...createLogger('silent'), warn: (message) => warnings.push(message) };
    const removed: string[] = [];
    const store = (failure?: Error): ImageStore => ({
      save: () => Promise.reject(new Error('not used')),
      savePrivate: () => Promise.reject(new Error('not used')),
      readPrivate: () => Promise.reject(new Error('not used')),
      remove: async (url) => {
        if (failure) throw failure;
        removed.push(url);
      },
    });
    return { warnings, logger, removed, store };
  }

  it('when the store cannot delete, then the failure is logged and nothing is thrown', async () => {
    const { warnings, logger, store } = recording();

    await discardImage(store(new Error('EACCES')), logger, '/uploads/avatars/a.webp');

    expect(warnings).toEqual(['Could not delete the replaced image /uploads/avatars/a.webp']);
  });

  it('when something still shows the image, then it is kept', async () => {
    const { warnings, logger, removed, store } = recording();

    await discardImage(store(), logger, '/uploads/doctors/a.webp', async () => true);
    await discardImage(store(), logger, '/uploads/doctors/b.webp', async () => false);

    expect(removed).toEqual(['/uploads/doctors/b.webp']);
    expect(warnings).toEqual([]);
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
