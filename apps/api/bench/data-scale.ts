/**
 * The data-scale part of `npm run bench`: the API on a sqlite store the size of a busy year, 200
 * doctors, 20,000 patients and 100,000 appointments from 351 days ago to the end of the 14-day
 * booking window (cancelled, paid, proof pending / approved / rejected, unpaid), seeded straight
 * into the file with a fixed pseudo-random seed so that runs compare. The demo data of
 * api-bench.ts is too small to show a missing index or a query that reads every row.
 *
 * Each call is made one at a time over one keep-alive connection and timed to its last byte
 * (gzip accepted, as a browser does), so p50 and p99 are the cost of the call itself, not the
 * queueing of a loaded server (api-bench.ts measures that). Every call should stay under 50 ms
 * at p99. Bookings are sequential, each on a fresh free slot; after every tenth, the doctor list
 * is fetched once and pays for rebuilding the prepared list that the booking invalidated.
 *
 * Run alone with `node --import tsx bench/data-scale.ts` (from apps/api).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_API,
  API,
  SCAN_DAYS,
  SLOT_TIMES,
  SPECIALITIES,
  TOKEN_HEADER,
  adminAppointmentsResponse,
  adminLoginResponse,
  doctorListResponse,
  secondFactorResponse,
  seesChildrenOnly,
  slotWindow,
  toDateKey,
  tokenResponse,
  zonedClock,
} from '@clinic/contracts';
import type { AdminAppointmentsQueryInput, CalendarDate, PaymentProof } from '@clinic/contracts';
import { generateSync } from 'otplib';
import { createApp } from '../src/app.js';
import type { AppDeps } from '../src/context.js';
import { parseEnv, resolveSecrets } from '../src/env.js';
import { createLogger } from '../src/libraries/logger.js';
import { createMailer } from '../src/libraries/mail.js';
import { hashPassword } from '../src/libraries/passwords.js';
import { createSecondFactor } from '../src/libraries/second-factor.js';
import { localImageStore } from '../src/libraries/uploads.js';
import { openStore } from '../src/store/index.js';
import { SqliteDatabase } from '../src/store/sqlite/database.js';
import { reportBudgets } from './budgets.js';
import type { Budget } from './budgets.js';

const RANDOM_SEED = 20_260_302;
const DOCTORS = 200;
const PATIENTS = 20_000;
const APPOINTMENTS = 100_000;
/** Slot days from this many days ago up to the last day of the booking window. */
const PAST_DAYS = 351;
/** Every line's budget, as README.md lists it (Two commands). */
const P99_BUDGET_MS = 50;
/** Per call: a few untimed calls, then timed ones for this long (at least MIN_SAMPLES). */
const WARM_UP_CALLS = 10;
const RUN_MS = 2_000;
const MIN_SAMPLES = 40;
const MAX_SAMPLES = 2_000;
const BOOKINGS = 200;
/** After this many bookings, one doctor list is fetched (and timed) to see its rebuild. */
const BOOKINGS_PER_REBUILD = 10;
const PAGE_SIZE = 20;
const PASSWORD = 'bench patient password';
const OPERATOR_EMAIL = 'desk@bench.example';
/** Each booking is made by a patient of its own: one patient may hold only a few unpaid ones. */
const bookerEmail = (index: number) => `booker${index}@bench.example`;
const SERVE_FLAG = '--serve-data-scale';

/** mulberry32: small, fast and the same sequence on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Ananya', 'Arjun', 'Bhavna', 'Chetan', 'Deepa', 'Farhan', 'Gauri', 'Harish',
  'Isha', 'Jaya', 'Karan', 'Lakshmi', 'Manoj', 'Neha', 'Omkar', 'Pooja', 'Rahul', 'Sanya',
  'Tanvi', 'Uday', 'Varun', 'Yamini', 'Zoya', 'Kavya', 'Nikhil', 'Ritu', 'Suresh', 'Meena',
]; // prettier-ignore
const LAST_NAMES = [
  'Sharma', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Mehta', 'Rao', 'Das', 'Khan', 'Patel',
  'Menon', 'Joshi', 'Kulkarni', 'Bose', 'Singh', 'Pillai', 'Chopra', 'Banerjee', 'Verma', 'Shah',
]; // prettier-ignore
const CITIES = ['Bengaluru 560025', 'Mumbai 400050', 'Chennai 600017', 'Pune 411004'];

interface SeedFigures {
  seconds: number;
  /** The patients whose lists are measured: the median count, and the most. */
  typicalPatient: { email: string; appointments: number };
  heaviestPatient: { email: string; appointments: number };
  mix: Record<string, number>;
}

type Proof = 'none' | 'pending' | 'approved' | 'rejected';

/** The mix of an appointment's state, by whether its day is past or still to come. */
const PAST_MIX: [Proof | 'cancelled', number][] = [
  ['cancelled', 0.12],
  ['approved', 0.7],
  ['rejected', 0.03],
  ['pending', 0.02],
  ['none', 0.13],
];
const FUTURE_MIX: [Proof | 'cancelled', number][] = [
  ['cancelled', 0.08],
  ['approved', 0.25],
  ['rejected', 0.02],
  ['pending', 0.15],
  ['none', 0.5],
];

function pick<T>(random: () => number, mix: [T, number][]): T {
  let roll = random();
  for (const [value, share] of mix) {
    roll -= share;
    if (roll < 0) return value;
  }
  return (mix.at(-1) as [T, number])[0];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Writes the clinic straight into `file` in one transaction (about 3 s). No two appointments
 * share a slot, so each doctor's `slots_booked`, derived from the live appointments, agrees with
 * them; proofs and payments are in the states the API's own calls would have left.
 */
function seedClinic(file: string, now: Date, timeZone: string, passwordHash: string): SeedFigures {
  const started = performance.now();
  const random = seededRandom(RANDOM_SEED);
  const hexId = () =>
    Array.from({ length: 3 }, () =>
      Math.floor(random() * 0x1_0000_0000)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
  const name = () =>
    `${FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]} ${LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]}`;

  const wall = zonedClock(now, timeZone);
  const today: CalendarDate = { year: wall.year, month: wall.month, day: wall.day };
  // The zone's offset now; good enough to place a slot's instant for bench data.
  const offsetMs =
    Date.UTC(wall.year, wall.month - 1, wall.day) + wall.minutes * 60_000 - now.getTime();
  const days: { key: string; number: number; midnightUtc: number; future: boolean }[] = [];
  for (let offset = -PAST_DAYS; offset < SCAN_DAYS; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (date.getUTCDay() === 0) continue;
    const calendar = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    };
    days.push({
      key: toDateKey(calendar),
      number: calendar.year * 10_000 + calendar.month * 100 + calendar.day,
      midnightUtc: date.getTime() - offsetMs,
      future: offset >= 0,
    });
  }

  const doctors = Array.from({ length: DOCTORS }, (_, index) => {
    const speciality = SPECIALITIES[index % SPECIALITIES.length] as (typeof SPECIALITIES)[number];
    const doctorName = `Dr. ${name()}`;
    const address = {
      line1: `${10 + index} Residency Road`,
      line2: CITIES[index % CITIES.length] ?? '',
    };
    const image = `/uploads/doctors/bench-${index}.webp`;
    return {
      id: hexId(),
      name: doctorName,
      image,
      speciality,
      fees: 500 + 100 * Math.floor(random() * 11),
      available: random() > 0.05,
      address,
      snapshot: JSON.stringify({ name: doctorName, image, speciality, address }),
    };
  });
  const patients = Array.from({ length: PATIENTS + BOOKINGS }, (_, index) => {
    const patientName = name();
    const email =
      index < PATIENTS ? `patient${index}@bench.example` : bookerEmail(index - PATIENTS);
    const phone = String(6_000_000_000 + Math.floor(random() * 3_999_999_999));
    return {
      id: hexId(),
      name: patientName,
      email,
      phone,
      createdAt: new Date(now.getTime() - (PAST_DAYS + 30) * DAY * random()).toISOString(),
      snapshot: JSON.stringify({ name: patientName, email, phone }),
      appointments: 0,
    };
  });

  // A few patients come every week or more (therapy), most a handful of times: r^1.5 skews to
  // the first indexes. Doctors are skewed more gently.
  const taken = new Set<string>();
  const mix: Record<string, number> = {};
  const rows: Record<string, string | number | null>[] = [];
  for (let index = 0; index < APPOINTMENTS; index++) {
    const patient = patients[Math.floor(PATIENTS * random() ** 1.5)] as (typeof patients)[number];
    const doctor = doctors[Math.floor(DOCTORS * random() ** 1.2)] as (typeof doctors)[number];
    let day: (typeof days)[number];
    let time: string;
    do {
      day = days[Math.floor(random() * days.length)] as (typeof days)[number];
      time = SLOT_TIMES[Math.floor(random() * SLOT_TIMES.length)] as string;
    } while (taken.has(`${doctor.id} ${day.key} ${time}`));
    taken.add(`${doctor.id} ${day.key} ${time}`);
    patient.appointments++;

    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    const slotAt = day.midnightUtc + hours * HOUR + minutes * 60_000;
    const earliest = slotAt - (SCAN_DAYS - 1) * DAY;
    const latest = Math.min(slotAt - HOUR, now.getTime());
    const bookedAt = latest > earliest ? earliest + (latest - earliest) * random() : latest;
    const state = pick(random, day.future ? FUTURE_MIX : PAST_MIX);
    const label = `${day.future ? 'future' : 'past'} ${state}`;
    mix[label] = (mix[label] ?? 0) + 1;

    let proof: PaymentProof = { status: 'none' };
    let proofTxn: string | null = null;
    let decidedAt: number | null = null;
    if (state !== 'none' && state !== 'cancelled') {
      const submittedAt = Math.min(bookedAt + 2 * DAY * random(), now.getTime());
      proofTxn = String(100_000_000_000 + index * 1_000 + Math.floor(random() * 1_000));
      proof = {
        status: state,
        name: patient.name,
        transactionId: proofTxn,
        submittedAt: new Date(submittedAt).toISOString(),
        ...(state === 'rejected' ? { note: 'The reference number does not match a payment' } : {}),
      };
      if (state !== 'pending')
        decidedAt = Math.min(submittedAt + 30 * HOUR * random(), now.getTime());
    }
    const paid = state === 'approved' ? 1 : 0;
    rows.push({
      id: hexId(),
      userId: patient.id,
      docId: doctor.id,
      slotDate: day.key,
      slotTime: time,
      slotDay: day.number,
      docData: doctor.snapshot,
      userData: patient.snapshot,
      amount: doctor.fees,
      bookedAt: new Date(bookedAt).toISOString(),
      cancelled: state === 'cancelled' ? 1 : 0,
      paid,
      proofStatus: proof.status,
      proof: JSON.stringify(proof),
      proofTxn,
      decidedAt,
    });
  }
  // Rows go in booking order, as the API would have written them.
  rows.sort((a, b) => String(a.bookedAt).localeCompare(String(b.bookedAt)));

  const sql = new SqliteDatabase(file);
  try {
    sql.transaction(() => {
      const doctor = sql.statement(
        `INSERT INTO doctors (id, name, image, speciality, degree, experience, about, fees,
         available, address, blocked_slots) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]')`,
      );
      for (const row of doctors) {
        doctor.run(
          row.id,
          row.name,
          row.image,
          row.speciality,
          'MBBS, MD',
          5 + (row.fees % 20),
          `${row.name} sees patients for ${row.speciality.toLowerCase()} care. `.repeat(4),
          row.fees,
          row.available ? 1 : 0,
          JSON.stringify(row.address),
        );
      }
      const user = sql.statement(
        `INSERT INTO users (id, email, password_hash, name, phone, address, created_at)
         VALUES (?, ?, ?, ?, ?, '{"line1":"","line2":""}', ?)`,
      );
      for (const row of patients)
        user.run(row.id, row.email, passwordHash, row.name, row.phone, row.createdAt);
      const appointment = sql.statement(
        `INSERT INTO appointments (id, user_id, doc_id, slot_date, slot_time, slot_day, doc_data,
         user_data, amount, booked_at, cancelled, payment, is_completed, proof_status,
         payment_proof, proof_txn, proof_decided_at)
         VALUES (@id, @userId, @docId, @slotDate, @slotTime, @slotDay, @docData, @userData,
         @amount, @bookedAt, @cancelled, @paid, @paid, @proofStatus, @proof, @proofTxn, @decidedAt)`,
      );
      for (const row of rows) appointment.run(row);
    });
  } finally {
    sql.close();
  }

  const byCount = patients
    .slice(0, PATIENTS)
    .filter((patient) => patient.appointments > 0)
    .sort((a, b) => a.appointments - b.appointments);
  const typical = byCount[Math.floor(byCount.length / 2)] as (typeof patients)[number];
  const heaviest = byCount.at(-1) as (typeof patients)[number];
  return {
    seconds: (performance.now() - started) / 1000,
    typicalPatient: { email: typical.email, appointments: typical.appointments },
    heaviestPatient: { email: heaviest.email, appointments: heaviest.appointments },
    mix,
  };
}

/** The one place that knows how the API is built and served. */
async function serveApi(deps: AppDeps): Promise<Server> {
  const server = createApp(deps).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

interface ScaleReady {
  apiUrl: string;
  dataDir: string;
  timeZone: string;
  seed: SeedFigures;
  /** The TOTP secret of the desk's authenticator app. */
  deskSecret: string;
}

/** The child: seeds the store, serves the API on it, and cleans up when the parent leaves. */
async function serveDataScale(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-bench-scale-'));
  const config = resolveSecrets(
    parseEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BCRYPT_COST: '4',
      // Every patient of the bench logs in from this one address.
      LOGIN_MAX_PER_ADDRESS: String(BOOKINGS + 10),
      WEB_DIST: path.join(dataDir, 'none'),
      CONSOLE_DIST: path.join(dataDir, 'none'),
    }),
  );
  const clock = () => new Date();
  const passwordHash = await hashPassword(PASSWORD, config.bcryptCost);
  const seed = seedClinic(
    path.join(dataDir, 'clinic.db'),
    clock(),
    config.clinic.timeZone,
    passwordHash,
  );
  // As the API server opens it (start.ts).
  const store = await openStore({ dataDir, backgroundCheckpoints: true });
  const desk = await store.operators.create({
    name: 'Bench desk',
    email: OPERATOR_EMAIL,
    passwordHash,
    role: 'front-desk',
  });
  // The desk's app, enrolled here: the login below answers its code like a phone would.
  const factor = createSecondFactor(config.totpSealKeys, config.clinic.name);
  const { sealed, secret: deskSecret } = await factor.newSecret(OPERATOR_EMAIL);
  await store.operators.offerSecondFactor(desk._id, sealed);
  await store.operators.enrolSecondFactor(desk._id, sealed, 0, []);
  const logger = createLogger('warn');
  const server = await serveApi({
    store,
    config,
    clock,
    logger,
    imageStore: localImageStore(path.join(dataDir, 'uploads')),
    mailer: createMailer({
      smtpUrl: undefined,
      from: config.mail.from,
      outboxDir: path.join(dataDir, 'outbox'),
      logger,
    }),
  });
  const ready: ScaleReady = {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dataDir,
    timeZone: config.clinic.timeZone,
    seed,
    deskSecret,
  };
  process.send?.(ready);
  process.on('disconnect', () => {
    server.close();
    void store.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

// The parent: calls the API and prints the figures.

interface Timed {
  status: number;
  ms: number;
  bytes: number;
}

type TimedCall = (
  url: string,
  options?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<Timed>;

/** Calls over one keep-alive connection, each timed from the request to its last byte. */
function timedCaller(agent: Agent): TimedCall {
  return (url, options = {}) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request(
        url,
        {
          agent,
          method: options.method ?? 'GET',
          headers: {
            'accept-encoding': 'gzip',
            ...(options.body ? { 'content-type': 'application/json' } : {}),
            ...options.headers,
          },
        },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
}

interface Figures {
  name: string;
  calls: number;
  p50: number;
  p99: number;
  errors: number;
  /** Bytes on the wire of the last answer. */
  bytes: number;
}

/** Nearest-rank percentile of sorted times. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function figures(name: string, times: number[], errors: number, bytes: number): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    calls: times.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    bytes,
  };
}

const tokenHeader = (token?: string): Record<string, string> =>
  token ? { [TOKEN_HEADER]: token } : {};

async function measureGet(
  timedCall: TimedCall,
  name: string,
  url: string,
  token?: string,
): Promise<Figures> {
  const headers = tokenHeader(token);
  for (let call = 0; call < WARM_UP_CALLS; call++) await timedCall(url, { headers });
  const times: number[] = [];
  let errors = 0;
  let bytes = 0;
  const deadline = performance.now() + RUN_MS;
  while (
    times.length < MAX_SAMPLES &&
    (performance.now() < deadline || times.length < MIN_SAMPLES)
  ) {
    const result = await timedCall(url, { headers });
    times.push(result.ms);
    bytes = result.bytes;
    if (result.status !== 200) errors++;
  }
  return figures(name, times, errors, bytes);
}

async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...tokenHeader(token) },
    body: JSON.stringify(body),
  });
  return response.json();
}

async function getJson(url: string, token?: string): Promise<unknown> {
  const response = await fetch(url, { headers: tokenHeader(token) });
  return response.json();
}

async function patientToken(apiUrl: string, email: string): Promise<string> {
  return tokenResponse.parse(await postJson(`${apiUrl}${API.login}`, { email, password: PASSWORD }))
    .token;
}

/**
 * Sequential bookings, each by a patient of its own on a free slot of the window (read from the doctor
 * list as the web app reads it), round the available doctors; now and then the doctor list that
 * a booking invalidated is fetched once and timed too.
 */
async function measureBookings(
  timedCall: TimedCall,
  ready: ScaleReady,
  tokens: string[],
): Promise<Figures[]> {
  const list = doctorListResponse.parse(await getJson(`${ready.apiUrl}${API.doctorList}`));
  const now = new Date();
  const today = toDateKey(zonedClock(now, ready.timeZone));
  // The bench's patients book for themselves: never with a doctor who sees children only.
  const freeSlots = list.doctors
    .filter((doctor) => doctor.available && !seesChildrenOnly(doctor.speciality))
    .map((doctor) =>
      slotWindow({
        now,
        timeZone: ready.timeZone,
        slotsBooked: doctor.slots_booked,
        blockedSlots: doctor.blockedSlots,
      })
        // Today's slots may pass while the bench runs.
        .filter((day) => day.dateKey !== today)
        .flatMap((day) =>
          day.slots.map((time) => ({ docId: doctor._id, slotDate: day.dateKey, slotTime: time })),
        ),
    );
  const bookingTimes: number[] = [];
  const listTimes: number[] = [];
  let bookingErrors = 0;
  let listErrors = 0;
  let listBytes = 0;
  for (let index = 0; index < BOOKINGS; index++) {
    const slot = freeSlots[index % freeSlots.length]?.[Math.floor(index / freeSlots.length)];
    if (!slot) throw new Error('The seeded window has no free slot left to book');
    const booked = await timedCall(`${ready.apiUrl}${API.bookAppointment}`, {
      method: 'POST',
      headers: tokenHeader(tokens[index]),
      body: JSON.stringify(slot),
    });
    bookingTimes.push(booked.ms);
    if (booked.status !== 201) bookingErrors++;
    if ((index + 1) % BOOKINGS_PER_REBUILD !== 0) continue;
    const listed = await timedCall(`${ready.apiUrl}${API.doctorList}`);
    listTimes.push(listed.ms);
    listBytes = listed.bytes;
    if (listed.status !== 200) listErrors++;
  }
  return [
    figures('POST /api/user/book-appointment (fresh slot)', bookingTimes, bookingErrors, 0),
    figures('GET /api/doctor/list (first after a booking)', listTimes, listErrors, listBytes),
  ];
}

function adminUrl(apiUrl: string, query: AdminAppointmentsQueryInput): string {
  const params = new URLSearchParams(
    Object.entries({ pageSize: PAGE_SIZE, ...query }).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]),
  );
  return `${apiUrl}${ADMIN_API.appointments}?${params}`;
}

function row(cells: string[]): void {
  console.log(
    cells.map((cell, index) => (index === 0 ? cell.padEnd(58) : cell.padStart(9))).join(''),
  );
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** Prints the figures and answers the budgets, which api-bench.ts reports with its own. */
export async function runDataScale(): Promise<Budget[]> {
  const child = fork(fileURLToPath(import.meta.url), [SERVE_FLAG], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<ScaleReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ScaleReady));
    child.once('exit', (code) => reject(new Error(`The data-scale server stopped (exit ${code})`)));
  });
  const busy = () => `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs`;
  const { seed, apiUrl } = ready;
  console.log(
    `\nData scale: ${DOCTORS} doctors, ${PATIENTS} patients, ${APPOINTMENTS} appointments ` +
      `(${PAST_DAYS} days back to the end of the ${SCAN_DAYS}-day window), seeded in ` +
      `${seed.seconds.toFixed(1)} s.`,
  );
  console.log(
    `Mix: ${Object.entries(seed.mix)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, count]) => `${state} ${count}`)
      .join(', ')}.`,
  );
  console.log(
    `One call at a time, ${RUN_MS / 1000} s per line after ${WARM_UP_CALLS} warm-up calls; ` +
      `${BOOKINGS} bookings, each by a patient of its own. Before: ${busy()}`,
  );
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = timedCaller(agent);
  try {
    const typicalToken = await patientToken(apiUrl, seed.typicalPatient.email);
    const heaviestToken = await patientToken(apiUrl, seed.heaviestPatient.email);
    const bookerTokens: string[] = [];
    for (let index = 0; index < BOOKINGS; index++)
      bookerTokens.push(await patientToken(apiUrl, bookerEmail(index)));
    const { challenge } = adminLoginResponse.parse(
      await postJson(`${apiUrl}${ADMIN_API.login}`, { email: OPERATOR_EMAIL, password: PASSWORD }),
    );
    const operatorToken = secondFactorResponse.parse(
      await postJson(`${apiUrl}${ADMIN_API.secondFactor}`, {
        challenge,
        code: generateSync({ secret: ready.deskSecret }),
      }),
    ).token;
    const doctors = doctorListResponse.parse(await getJson(`${apiUrl}${API.doctorList}`)).doctors;
    const busiestDoctor = doctors.reduce((busiest, doctor) =>
      Object.values(doctor.slots_booked).flat().length >
      Object.values(busiest.slots_booked).flat().length
        ? doctor
        : busiest,
    );
    const lastPage = async (query: AdminAppointmentsQueryInput) => {
      const { total } = adminAppointmentsResponse.parse(
        await getJson(adminUrl(apiUrl, query), operatorToken),
      );
      return Math.max(1, Math.ceil(total / PAGE_SIZE));
    };
    const lastOfAll = await lastPage({});
    const lastCompleted = await lastPage({ status: 'completed' });
    const wall = zonedClock(new Date(), ready.timeZone);
    const monthStart = toDateKey({ year: wall.year, month: wall.month, day: 1 });
    const lastDay = new Date(Date.UTC(wall.year, wall.month, 0)).getUTCDate();
    const monthEnd = toDateKey({ year: wall.year, month: wall.month, day: lastDay });

    const results: Figures[] = [];
    results.push(await measureGet(call, 'GET /api/doctor/list', `${apiUrl}${API.doctorList}`));
    results.push(
      await measureGet(
        call,
        `GET /api/user/appointments (typical: ${seed.typicalPatient.appointments})`,
        `${apiUrl}${API.appointments}`,
        typicalToken,
      ),
      await measureGet(
        call,
        `GET /api/user/appointments (heaviest: ${seed.heaviestPatient.appointments})`,
        `${apiUrl}${API.appointments}`,
        heaviestToken,
      ),
    );
    const adminQueries: [string, AdminAppointmentsQueryInput][] = [
      ['no filter', {}],
      ['upcoming', { status: 'upcoming' }],
      ['awaiting-proof', { status: 'awaiting-proof' }],
      ['proof-pending', { status: 'proof-pending' }],
      ['paid', { status: 'paid' }],
      ['cancelled', { status: 'cancelled' }],
      ['completed', { status: 'completed' }],
      ['this month', { from: monthStart, to: monthEnd }],
      ['busiest doctor', { docId: busiestDoctor._id }],
      [`page ${lastOfAll} (the last)`, { page: lastOfAll }],
      [`completed, page ${lastCompleted} (the last)`, { status: 'completed', page: lastCompleted }],
    ];
    for (const [label, query] of adminQueries) {
      results.push(
        await measureGet(
          call,
          `GET /api/admin/appointments ${label}`,
          adminUrl(apiUrl, query),
          operatorToken,
        ),
      );
    }
    results.push(
      await measureGet(
        call,
        'GET /api/admin/dashboard',
        `${apiUrl}${ADMIN_API.dashboard}`,
        operatorToken,
      ),
    );
    results.push(...(await measureBookings(call, ready, bookerTokens)));

    row(['', 'calls', 'p50 ms', 'p99 ms', 'errors', 'KB', 'budget', '']);
    for (const result of results) {
      row([
        result.name,
        String(result.calls),
        result.p50.toFixed(1),
        result.p99.toFixed(1),
        String(result.errors),
        result.bytes ? (result.bytes / 1024).toFixed(0) : '',
        `< ${P99_BUDGET_MS}`,
        result.errors === 0 && result.p99 < P99_BUDGET_MS ? 'met' : 'MISSED',
      ]);
    }
    const database = sizeOf(path.join(ready.dataDir, 'clinic.db'));
    const wal = sizeOf(path.join(ready.dataDir, 'clinic.db-wal'));
    console.log(
      `Store on disk: clinic.db ${megabytes(database)} + WAL ${megabytes(wal)} = ` +
        `${megabytes(database + wal)}. After: ${busy()}`,
    );
    return results.flatMap((result): Budget[] => [
      { name: `${result.name}, p99 ms`, figure: result.p99, below: P99_BUDGET_MS },
      { name: `${result.name}, errors`, figure: result.errors, atMost: 0 },
    ]);
  } finally {
    agent.destroy();
    child.disconnect();
  }
}

if (process.argv.includes(SERVE_FLAG)) {
  serveDataScale().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runDataScale()
    .then(reportBudgets)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
