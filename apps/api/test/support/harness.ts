/**
 * The API under test: the real app on a real store in a temporary folder, a fake clock, a low
 * bcrypt cost and a mailer that keeps what it sends. `forEachStore` runs a suite on sqlite always
 * and on mongo when MONGODB_URI is set.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STAFF_ROLE_NAMES, TOKEN_HEADER } from '@clinic/contracts';
import type { Doctor, Role, StaffRole } from '@clinic/contracts';
import type { Express } from 'express';
import { generateSync } from 'otplib';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, onTestFinished } from 'vitest';
import { createApp, expressApp } from '../../src/app.js';
import { createContext } from '../../src/context.js';
import type { AppDeps } from '../../src/context.js';
import { createAuth } from '../../src/libraries/auth.js';
import { parseEnv, resolveSecrets } from '../../src/env.js';
import type { EnvInput, ResolvedConfig } from '../../src/env.js';
import { createLogger } from '../../src/libraries/logger.js';
import { createSecondFactor } from '../../src/libraries/second-factor.js';
import type { MailMessage, Mailer } from '../../src/libraries/mail.js';
import { hashPassword } from '../../src/libraries/passwords.js';
import { localImageStore } from '../../src/libraries/uploads.js';
import { openStore } from '../../src/store/index.js';
import type { NewBlog, NewDoctor, Store, StoredBlog } from '../../src/store/index.js';

export type Engine = 'sqlite' | 'mongo';

export const MONGODB_URI = process.env.MONGODB_URI;
export const ENGINES: Engine[] = MONGODB_URI ? ['sqlite', 'mongo'] : ['sqlite'];

/** Monday 2 March 2026, 09:00 in Kolkata: the whole of today's grid is still ahead. */
export const MONDAY_9AM_IST = new Date('2026-03-02T03:30:00Z');

export class FakeClock {
  private at: number;
  constructor(start: Date = MONDAY_9AM_IST) {
    this.at = start.getTime();
  }
  now = (): Date => new Date(this.at);
  set(date: Date): void {
    this.at = date.getTime();
  }
  advance(ms: number): void {
    this.at += ms;
  }
}

/** The foot of every mail with the default EMERGENCY_NUMBERS (src/libraries/mail.ts). */
export const MAIL_FOOTER = '--\nIn crisis? Call Tele-MANAS 14416 (free, 24x7) or 112.\n';

export class RecordingMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly sent: MailMessage[] = [];
  /** Set to make every send fail, as an unreachable mail server would. */
  failing = false;
  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    this.sent.push(message);
  }
  /** The last sign-up code mailed to this address. */
  codeFor(email: string): string {
    const message = this.sent.filter((mail) => mail.to === email).at(-1);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No code was mailed to ${email}`);
    return code;
  }
}

export interface TestApi {
  engine: Engine;
  /** Express alone, without the fast path, on the same store. */
  app: Express;
  server: Server;
  request: supertest.Agent;
  store: Store;
  config: ResolvedConfig;
  clock: FakeClock;
  mailer: RecordingMailer;
  dataDir: string;
  /** The throw-away database of a mongo run. */
  mongoDatabase: string | undefined;
}

/** The tests' configuration on `dataDir`: its secrets are generated there, or come from `env`. */
export function testConfig(dataDir: string, env: EnvInput = {}): ResolvedConfig {
  return resolveSecrets(
    parseEnv({
      DATA_DIR: dataDir,
      BCRYPT_COST: '4',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      CONSOLE_DIST: path.join(dataDir, 'no-console-build'),
      ...env,
    }),
  );
}

export async function startApi(engine: Engine, env: EnvInput = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-api-test-'));
  const config = testConfig(dataDir, env);
  const mongoDatabase =
    engine === 'mongo' ? `clinic_test_${randomBytes(6).toString('hex')}` : undefined;
  const store = await openEngine(engine, dataDir, mongoDatabase);
  const clock = new FakeClock();
  const mailer = new RecordingMailer();
  const deps = {
    store,
    config,
    clock: clock.now,
    mailer,
    imageStore: localImageStore(path.join(dataDir, 'uploads')),
    logger: createLogger('silent'),
  };
  const server = createApp(deps).listen(0);
  // Express alone on the same store, for tests that compare it with the fast path.
  const { app } = expressApp(createContext(deps));
  return {
    engine,
    app,
    server,
    request: supertest.agent(server),
    store,
    config,
    clock,
    mailer,
    dataDir,
    mongoDatabase,
  };
}

/** sqlite in the temporary folder, or a database of its own on the MongoDB of MONGODB_URI. */
async function openEngine(
  engine: Engine,
  dataDir: string,
  mongoDatabase: string | undefined,
): Promise<Store> {
  if (engine === 'sqlite') return openStore({ dataDir });
  if (!MONGODB_URI || !mongoDatabase) throw new Error('The mongo engine needs MONGODB_URI');
  const { openMongoStore } = await import('../../src/store/mongo/index.js');
  return openMongoStore(MONGODB_URI, { dbName: mongoDatabase });
}

export interface SecondInstance {
  request: supertest.Agent;
  /** Its own handle on the store, for a second schedule. */
  store: Store;
  close(): Promise<void>;
}

/**
 * Another API process on the same data: its own store connection (a second handle on the sqlite
 * file, or a second MongoDB connection) and its own app, on the same clock; with `config`, one
 * restarted with other settings (a rotated secret).
 */
export async function startSecondInstance(
  api: TestApi,
  config: ResolvedConfig = api.config,
): Promise<SecondInstance> {
  const store = await openEngine(api.engine, api.dataDir, api.mongoDatabase);
  const server = createApp({
    store,
    config,
    clock: api.clock.now,
    mailer: api.mailer,
    imageStore: localImageStore(path.join(api.dataDir, 'uploads')),
    logger: createLogger('silent'),
  }).listen(0);
  return {
    request: supertest.agent(server),
    store,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await store.close();
    },
  };
}

/**
 * The same API (store, clock, mailer) with other worker pools: a spy on the hashing, or a pool
 * small enough for the test to fill. Its server closes when the test ends.
 */
export function requestWithWorkers(
  api: TestApi,
  workers: Pick<AppDeps, 'passwords' | 'sheets'>,
): supertest.Agent {
  const server = createApp({
    store: api.store,
    config: api.config,
    clock: api.clock.now,
    mailer: api.mailer,
    imageStore: localImageStore(path.join(api.dataDir, 'uploads')),
    logger: createLogger('silent'),
    ...workers,
  }).listen(0);
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return supertest.agent(server);
}

export async function stopApi(api: TestApi): Promise<void> {
  await new Promise((resolve) => api.server.close(resolve));
  await api.store.close();
  if (api.mongoDatabase && MONGODB_URI) {
    const { default: mongoose } = await import('mongoose');
    const connection = await mongoose
      .createConnection(MONGODB_URI, { dbName: api.mongoDatabase })
      .asPromise();
    await connection.dropDatabase();
    await connection.close();
  }
  rmSync(api.dataDir, { recursive: true, force: true });
}

/** Runs `suite` once per engine (see global-setup.ts) with a fresh API before each test. */
export function forEachStore(suite: (api: () => TestApi) => void, env: EnvInput = {}): void {
  describe.each(ENGINES)('on the %s store', (engine) => {
    let current: TestApi | undefined;
    beforeEach(async () => {
      current = await startApi(engine, env);
    });
    afterEach(async () => {
      if (current) await stopApi(current);
      current = undefined;
    });
    suite(() => {
      if (!current) throw new Error('The API is not running');
      return current;
    });
  });
}

export const demoDoctor = (overrides: Partial<NewDoctor> = {}): NewDoctor => ({
  name: 'Dr. Asha Rao',
  image: '/uploads/doctors/asha.webp',
  speciality: 'Psychiatrist',
  degree: 'MBBS, MD (Psychiatry)',
  experience: 12,
  about: 'Treats mood and anxiety disorders with care.',
  fees: 800,
  available: true,
  address: { line1: '12 MG Road', line2: 'Bengaluru' },
  ...overrides,
});

export async function addDoctor(api: TestApi, overrides: Partial<NewDoctor> = {}): Promise<Doctor> {
  return api.store.doctors.create(demoDoctor(overrides));
}

export async function addBlog(api: TestApi, overrides: Partial<NewBlog> = {}): Promise<StoredBlog> {
  return api.store.blogs.create({
    title: 'Sleep and mood',
    content: 'How sleep shapes the way we feel, and small steps that help. '.repeat(4),
    author: 'Dr. Asha Rao',
    mediaUrl: '/uploads/blogs/sleep.webp',
    mediaType: 'image',
    ...overrides,
  });
}

export const PATIENT_PASSWORD = 'calm river at dawn';

const storedHashes = new Map<string, Promise<string>>();

/**
 * The hash of `password` at `cost`, made once and shared by the accounts that have it: tests make
 * dozens of accounts at once, more than the hashing pool lets wait (src/libraries/worker-pool.ts).
 */
function storedHash(password: string, cost: number): Promise<string> {
  const key = `${cost}\n${password}`;
  const hash = storedHashes.get(key) ?? hashPassword(password, cost);
  storedHashes.set(key, hash);
  return hash;
}

export interface Patient {
  id: string;
  email: string;
  token: string;
}

/** A registered patient with a token, made through the store and logged in through the API. */
export async function addPatient(
  api: TestApi,
  name = 'Priya Sharma',
  email?: string,
): Promise<Patient> {
  const address =
    email ??
    `${name.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(3).toString('hex')}@example.in`;
  const user = await api.store.users.create({
    name,
    email: address,
    phone: '9876543210',
    passwordHash: await storedHash(PATIENT_PASSWORD, api.config.bcryptCost),
  });
  // Issued directly, as a login would: the tests' own set-up must not use up the login limits.
  return { id: user._id, email: address, token: await tokenFor(api, user._id, 'patient') };
}

function tokenFor(api: TestApi, subjectId: string, role: Role): Promise<string> {
  const auth = createAuth({
    store: api.store,
    secret: api.config.jwtSecret,
    clock: api.clock.now,
    sessionHours: api.config.sessionHours,
  });
  return auth.issueToken(subjectId, role);
}

/**
 * A staff member of `role` with a second factor enrolled, made in the store; `secret` is their
 * TOTP secret (for `totpCode`). Doctors are linked to `doctorId`.
 */
export async function addStaff(
  api: TestApi,
  options: { role?: StaffRole; email?: string; doctorId?: string; password?: string } = {},
): Promise<{ id: string; email: string; secret: string; recoveryCodes: string[] }> {
  const role = options.role ?? 'owner';
  const email = options.email ?? `${role}.${randomBytes(3).toString('hex')}@clinic.example`;
  const operator = await api.store.operators.create({
    name: STAFF_ROLE_NAMES[role],
    email,
    passwordHash: await storedHash(
      options.password ?? 'front desk password',
      api.config.bcryptCost,
    ),
    role,
    doctorId: options.doctorId ?? null,
  });
  const factor = createSecondFactor(api.config.totpSealKeys, api.config.clinic.name);
  const { sealed, secret } = await factor.newSecret(email);
  const recovery = factor.newRecoveryCodes();
  await api.store.operators.offerSecondFactor(operator._id, sealed);
  await api.store.operators.enrolSecondFactor(operator._id, sealed, 0, recovery.hashes);
  return { id: operator._id, email, secret, recoveryCodes: recovery.codes };
}

/** The authenticator app's code for `secret` at `at`. */
export function totpCode(secret: string, at: Date): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** A staff token of `role` (the owner's unless given), issued directly as a login would. */
export async function addOperatorToken(
  api: TestApi,
  role: StaffRole = 'owner',
  doctorId?: string,
): Promise<string> {
  const staff = await addStaff(api, { role, ...(doctorId ? { doctorId } : {}) });
  return staffToken(api, staff.id);
}

/** A session for an existing staff member, issued as a login would. */
export function staffToken(api: TestApi, operatorId: string): Promise<string> {
  return tokenFor(api, operatorId, 'admin');
}

export const auth = (token: string) => ({ [TOKEN_HEADER]: token });
