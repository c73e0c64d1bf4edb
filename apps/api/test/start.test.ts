import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_API,
  API,
  STAFF_TEXTS,
  TEXTS,
  adminLoginResponse,
  HEALTH_PATHS,
  doctorListResponse,
  readinessResponse,
} from '@clinic/contracts';
import { generateSecret, generateSync } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/libraries/passwords.js';
import { openStore } from '../src/store/index.js';
import { BACKUP_RECIPIENT } from './support/backup-keys.js';
import { sealedAsBefore } from './support/former-seal.js';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  exit: Promise<number | null>;
  output: () => string;
  stop: (signal: NodeJS.Signals) => void;
}

const SOURCES = { cwd: API_ROOT, args: ['--import', 'tsx', 'src/start.ts'] };

/**
 * The sources through tsx by default; `node dist/start.js` in `cwd` for a build. With `umask`,
 * through a shell that sets it first.
 */
function start(
  env: Record<string, string>,
  { cwd, args, umask }: { cwd: string; args: string[]; umask?: string } = SOURCES,
): Started {
  const [command, ...rest] = umask
    ? ['/bin/sh', '-c', `umask ${umask} && exec "$0" "$@"`, process.execPath, ...args]
    : [process.execPath, ...args];
  const child = spawn(command ?? process.execPath, rest, {
    cwd,
    env: { PATH: process.env.PATH ?? '', BCRYPT_COST: '4', LOG_LEVEL: 'info', PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    output: () => output,
    stop: (signal) => child.kill(signal),
  };
}

async function waitFor(started: Started, pattern: RegExp): Promise<RegExpMatchArray> {
  for (let waited = 0; waited < 50_000; waited += 100) {
    const match = started.output().match(pattern);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${pattern}; output so far:\n${started.output()}`);
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The secrets production refuses to start without, each set. */
const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  OTP_SECRET: 'o'.repeat(40),
  TOTP_SEAL_KEY: 't'.repeat(40),
  FIELD_SEAL_KEY: 'f'.repeat(40),
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm start (src/start.ts)', () => {
  it('when started on an empty DATA_DIR, then it seeds demo data, prints the URL and operator login, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const started = start({ DATA_DIR: dataDir, ADMIN_EMAIL: 'desk@clinic.example' });

    const [, port] = await waitFor(started, /Clinic site: http:\/\/localhost:(\d+)\//);
    const response = await fetch(`http://127.0.0.1:${port}${API.doctorList}`);
    started.stop('SIGTERM');

    expect(started.output()).toMatch(/Operator console login: desk@clinic\.example \/ \S{8,}/);
    expect(doctorListResponse.parse(await response.json()).doctors.length).toBeGreaterThanOrEqual(
      12,
    );
    expect(await started.exit).toBe(0);
    expect(existsSync(path.join(dataDir, 'clinic.db'))).toBe(true);
  }, 60_000);

  it('when started with METRICS_PORT, then it is ready at once, and the metrics answer on that port only', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const metricsPort = await freePort();
    const started = start({ DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) });

    const [, port] = await waitFor(started, /Clinic site: http:\/\/localhost:(\d+)\//);
    const ready = await fetch(`http://127.0.0.1:${port}${HEALTH_PATHS.ready}`);
    const onSite = await fetch(`http://127.0.0.1:${port}/metrics`);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    const elsewhere = await fetch(`http://127.0.0.1:${metricsPort}${API.doctorList}`);
    started.stop('SIGTERM');

    // The schedule records a tick as it starts, a minute before its first round.
    expect(ready.status).toBe(200);
    expect(readinessResponse.parse(await ready.json()).status).toBe('ok');
    expect(onSite.status).toBe(404);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain(
      `http_requests_total{method="GET",route="${HEALTH_PATHS.ready}",status_code="200"} 1`,
    );
    expect(elsewhere.status).toBe(404);
    expect(await started.exit).toBe(0);
  }, 60_000);

  it('when started from a build (node dist/start.js), then an operator login is hashed and checked by the worker file the build ships', async () => {
    // A build in a folder of its own, with the API's node_modules beside it as in the Docker image.
    const built = mkdtempSync(path.join(tmpdir(), 'clinic-build-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(built, dataDir);
    symlinkSync(path.join(API_ROOT, 'node_modules'), path.join(built, 'node_modules'), 'dir');
    writeFileSync(path.join(built, 'package.json'), '{ "type": "module" }');
    execFileSync(
      process.execPath,
      [
        path.join(API_ROOT, 'node_modules/typescript/bin/tsc'),
        '-p',
        'tsconfig.build.json',
        '--outDir',
        path.join(built, 'dist'),
      ],
      { cwd: API_ROOT },
    );
    const started = start(
      { DATA_DIR: dataDir, ADMIN_EMAIL: 'desk@clinic.example', ADMIN_PASSWORD: 'front desk pass' },
      { cwd: built, args: ['dist/start.js'] },
    );

    const [, port] = await waitFor(started, /Clinic site: http:\/\/localhost:(\d+)\//);
    const login = (password: string) =>
      fetch(`http://127.0.0.1:${port}${ADMIN_API.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'desk@clinic.example', password }),
      });
    const right = await login('front desk pass');
    const wrong = await login('front desk pass?');
    started.stop('SIGTERM');

    expect(right.status).toBe(200);
    // The first login of the first owner goes on to enrol the second factor.
    expect(adminLoginResponse.parse(await right.json()).step).toBe('enrol');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      success: false,
      message: TEXTS.invalidCredentials,
      code: 'invalidCredentials',
    });
    expect(await started.exit).toBe(0);
  }, 120_000);

  it('when restarted outside production, then the generated operator password is printed on the first start only, with where it is kept', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const kept = path.join(dataDir, 'secrets.json');

    const first = start({ DATA_DIR: dataDir });
    await waitFor(first, /Clinic site: /);
    first.stop('SIGTERM');
    expect(await first.exit).toBe(0);
    const second = start({ DATA_DIR: dataDir });
    await waitFor(second, /Clinic site: /);
    second.stop('SIGTERM');
    expect(await second.exit).toBe(0);

    const { adminPassword } = JSON.parse(readFileSync(kept, 'utf8')) as { adminPassword: string };
    expect(first.output()).toContain(
      `Operator console login: admin@clinic.example / ${adminPassword} (generated, kept in ${kept})`,
    );
    expect(second.output()).toContain(
      `Operator console login: admin@clinic.example / (the generated password kept in ${kept})`,
    );
    expect(second.output()).not.toContain(adminPassword);
  }, 60_000);

  it('when started in production with MAIL_OUTBOX=true, then no address, password or login is printed, even for mail written to the outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const started = start({
      ...PRODUCTION_SECRETS,
      DATA_DIR: dataDir,
      BACKUP_RECIPIENT,
      ADMIN_EMAIL: 'desk@clinic.example',
      ADMIN_PASSWORD: 'front desk pass',
      PUBLIC_URL: 'https://clinic.example',
      CLINIC_EMAIL: 'care@clinic.example',
      MAIL_OUTBOX: 'true',
    });

    const [, port] = await waitFor(started, /Clinic site: http:\/\/localhost:(\d+)\//);
    const doctors = await fetch(`http://127.0.0.1:${port}${API.doctorList}`);
    const sent = await fetch(`http://127.0.0.1:${port}${API.econtact}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Asha',
        email: 'asha.private@example.in',
        subject: 'A question',
        phone: '9876543210',
        message: 'Do you see patients on Sundays?',
      }),
    });
    await waitFor(started, /Mail written to /);
    started.stop('SIGTERM');

    expect(sent.status).toBe(200);
    // Production starts empty: no demo doctors unless SEED_DEMO=true.
    expect(doctorListResponse.parse(await doctors.json()).doctors).toEqual([]);
    expect(started.output()).not.toContain('Demo data seeded');
    expect(await started.exit).toBe(0);
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(1);
    expect(started.output()).toContain('First owner (ADMIN_EMAIL) created');
    for (const secret of ['@', 'front desk pass', 'Operator console login'])
      expect(started.output()).not.toContain(secret);
  }, 60_000);

  it('when started in production with SEED_DEMO=true, then it seeds the demo data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const started = start({
      ...PRODUCTION_SECRETS,
      DATA_DIR: dataDir,
      BACKUP_AT: 'off',
      PUBLIC_URL: 'https://clinic.example',
      MAIL_OUTBOX: 'true',
      SEED_DEMO: 'true',
    });

    const [, port] = await waitFor(started, /Clinic site: http:\/\/localhost:(\d+)\//);
    const response = await fetch(`http://127.0.0.1:${port}${API.doctorList}`);
    started.stop('SIGTERM');

    expect(doctorListResponse.parse(await response.json()).doctors.length).toBeGreaterThanOrEqual(
      12,
    );
    expect(await started.exit).toBe(0);
  }, 60_000);

  it('when started in production without PUBLIC_URL and without SMTP_URL or MAIL_OUTBOX, then it stops naming them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const started = start({
      ...PRODUCTION_SECRETS,
      DATA_DIR: dataDir,
    });

    expect(await started.exit).toBe(1);
    expect(started.output()).toContain('PUBLIC_URL: is required when NODE_ENV=production');
    expect(started.output()).toContain(
      'SMTP_URL: is required when NODE_ENV=production (or MAIL_OUTBOX=true to write mail to DATA_DIR/outbox)',
    );
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  }, 30_000);

  it('when started in production without ADMIN_PASSWORD on an empty store, then the set-up code is kept owner-only and the console set-up makes the first owner once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const started = start({
      ...PRODUCTION_SECRETS,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://clinic.example',
      MAIL_OUTBOX: 'true',
      BACKUP_RECIPIENT,
    });

    const [, port] = await waitFor(started, /Clinic site: http:\/\/localhost:(\d+)\//);
    const file = path.join(dataDir, 'setup-code');
    const code = readFileSync(file, 'utf8').trim();
    const mode = (statSync(file).mode & 0o777).toString(8);
    const setup = (setupCode: string) =>
      fetch(`http://127.0.0.1:${port}${ADMIN_API.setup}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          setupCode,
          name: 'Meera Iyer',
          email: 'meera@clinic.example',
          password: 'a long owner password',
        }),
      });
    const wrong = await setup('not-the-code');
    const made = await setup(code);
    const again = await setup(code);
    started.stop('SIGTERM');

    expect(await started.exit).toBe(0);
    expect(started.output()).toContain(
      `No staff account yet: open https://clinic.example/console/setup with the set-up code kept in ${file}`,
    );
    expect(started.output()).not.toContain(code);
    expect(mode).toBe('600');
    expect([wrong.status, made.status, again.status]).toEqual([403, 201, 409]);
    expect(await made.json()).toEqual({ success: true, message: STAFF_TEXTS.setupDone });
  }, 60_000);

  it('when ADMIN_PASSWORD is changed after the first start, then it is not applied and the start says so', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'desk@clinic.example' };
    const first = start({ ...env, ADMIN_PASSWORD: 'front desk pass' });
    await waitFor(first, /Clinic site: /);
    first.stop('SIGTERM');
    expect(await first.exit).toBe(0);
    const second = start({ ...env, ADMIN_PASSWORD: 'a changed password' });
    const [, port] = await waitFor(second, /Clinic site: http:\/\/localhost:(\d+)\//);
    const login = await fetch(`http://127.0.0.1:${port}${ADMIN_API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'desk@clinic.example', password: 'front desk pass' }),
    });
    second.stop('SIGTERM');

    expect(await second.exit).toBe(0);
    expect(login.status).toBe(200);
    expect(first.output()).not.toContain('ADMIN_PASSWORD differs');
    expect(second.output()).toContain(
      'ADMIN_PASSWORD differs from the password of the ADMIN_EMAIL account and is not applied',
    );
  }, 60_000);

  it('when started with umask 000, then DATA_DIR and what it holds are owner-only, and the uploads readable by all', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(parent);
    const dataDir = path.join(parent, 'data');
    const started = start({ DATA_DIR: dataDir }, { ...SOURCES, umask: '000' });

    const [, port] = await waitFor(started, /Clinic site: http:\/\/localhost:(\d+)\//);
    await fetch(`http://127.0.0.1:${port}${API.econtact}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Asha',
        email: 'asha@example.in',
        subject: 'A question',
        phone: '9876543210',
        message: 'Do you see patients on Sundays?',
      }),
    });
    await waitFor(started, /Mail written to /);
    // Read while the server runs: SQLite removes its -wal and -shm files on a clean close.
    const [mail] = readdirSync(path.join(dataDir, 'outbox'));
    const [folder] = readdirSync(path.join(dataDir, 'uploads'));
    const [upload] = readdirSync(path.join(dataDir, 'uploads', folder ?? ''));
    const modes = Object.fromEntries(
      [
        '.',
        'clinic.db',
        'clinic.db-wal',
        'clinic.db-shm',
        'secrets.json',
        'outbox',
        `outbox/${mail}`,
        'uploads',
        `uploads/${folder}`,
        `uploads/${folder}/${upload}`,
      ].map((entry) => [entry, (statSync(path.join(dataDir, entry)).mode & 0o777).toString(8)]),
    );
    started.stop('SIGTERM');

    expect(await started.exit).toBe(0);
    expect(modes).toEqual({
      '.': '700',
      'clinic.db': '600',
      'clinic.db-wal': '600',
      'clinic.db-shm': '600',
      'secrets.json': '600',
      outbox: '700',
      [`outbox/${mail}`]: '600',
      uploads: '755',
      [`uploads/${folder}`]: '755',
      [`uploads/${folder}/${upload}`]: '644',
    });
  }, 60_000);

  it('when an earlier build sealed a second factor under JWT_SECRET, then the first start re-seals it; after JWT_SECRET and TOTP_SEAL_KEY are rotated as docs/operations.md says, the app still logs in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const [oldJwt, newJwt] = ['old-jwt-'.repeat(5), 'new-jwt-'.repeat(5)];
    const [oldKey, newKey] = ['old-seal-'.repeat(5), 'new-seal-'.repeat(5)];
    const secret = generateSecret();
    const store = await openStore({ dataDir });
    const desk = await store.operators.create({
      name: 'Desk',
      email: 'desk@clinic.example',
      passwordHash: await hashPassword('front desk pass', 4),
      role: 'owner',
    });
    const sealed = sealedAsBefore(secret, oldJwt);
    await store.operators.offerSecondFactor(desk._id, sealed);
    await store.operators.enrolSecondFactor(desk._id, sealed, 0, []);
    await store.close();
    const env = {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'desk@clinic.example',
      ADMIN_PASSWORD: 'front desk pass',
    };
    const resealed = 'Second factors re-sealed under the first key of TOTP_SEAL_KEY: 1';
    const restart = async (vars: Record<string, string>) => {
      const started = start({ ...env, ...vars });
      const [, port] = await waitFor(started, /Clinic site: http:\/\/localhost:(\d+)\//);
      return { started, port };
    };

    const upgraded = await restart({ JWT_SECRET: oldJwt, TOTP_SEAL_KEY: oldKey });
    upgraded.started.stop('SIGTERM');
    expect(await upgraded.started.exit).toBe(0);
    const rotating = await restart({
      JWT_SECRET: newJwt,
      TOTP_SEAL_KEY: `${newKey},${oldKey}`,
    });
    rotating.started.stop('SIGTERM');
    expect(await rotating.started.exit).toBe(0);
    const rotated = await restart({ JWT_SECRET: newJwt, TOTP_SEAL_KEY: newKey });
    const post = (route: string, body: object) =>
      fetch(`http://127.0.0.1:${rotated.port}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const step = adminLoginResponse.parse(
      await (
        await post(ADMIN_API.login, { email: 'desk@clinic.example', password: 'front desk pass' })
      ).json(),
    );
    const login = await post(ADMIN_API.secondFactor, {
      challenge: step.challenge,
      code: generateSync({ secret, epoch: Math.floor(Date.now() / 1000) }),
    });
    rotated.started.stop('SIGTERM');

    expect(await rotated.started.exit).toBe(0);
    expect(upgraded.started.output()).toContain(resealed);
    expect(rotating.started.output()).toContain(resealed);
    expect(rotated.started.output()).not.toContain('re-sealed');
    expect(rotated.started.output()).not.toContain('no key of TOTP_SEAL_KEY opens');
    expect(login.status).toBe(200);
  }, 90_000);

  it('when a variable has a bad value, then it stops at once naming the variable', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const started = start({ DATA_DIR: dataDir, CLINIC_TZ: 'Nowhere/Atlantis' });

    expect(await started.exit).toBe(1);
    expect(started.output()).toContain('CLINIC_TZ: must be an IANA time zone');
  }, 30_000);
});
