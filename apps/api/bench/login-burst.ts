/**
 * The login-burst part of `npm run bench`: how long GET /api/doctor/list takes while 20 patients
 * log in at once, at the default bcrypt cost (12). A doctor list is due every 20 ms and timed from
 * then; three rows:
 * - nothing else running;
 * - 20 bcrypt compares on the API's main thread, the calls libraries/passwords.ts made before it
 *   had worker threads (bcryptjs's async compare, which yields only every 100 ms): the 'before';
 * - 20 real logins (POST /api/user/login), whose compares run in the worker threads: the 'after'.
 * The API runs in a child process; this process sends the requests.
 *
 * Run alone with `node --import tsx bench/login-burst.ts` (from apps/api).
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { Agent, get } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, tokenResponse } from '@clinic/contracts';
import bcrypt from 'bcryptjs';
import { hashPassword } from '../src/libraries/passwords.js';
import { startDemoApi } from './demo-api.js';

const SERVE_FLAG = '--login-burst-serve';
const LOGINS = 20;
const INTERVAL_MS = 20;
const PASSWORD = 'burst patient password';
const emailOf = (index: number) => `burst.patient.${index}@example.com`;

interface Ready {
  apiUrl: string;
  /** The patients' stored hash (one password for all), for the main-thread compares. */
  passwordHash: string;
}

/** The child: the API on a fresh sqlite store with demo data and LOGINS patients. */
async function serveLoginBurst(): Promise<void> {
  const { apiUrl, config, store, stop } = await startDemoApi();
  const passwordHash = await hashPassword(PASSWORD, config.bcryptCost);
  for (let index = 0; index < LOGINS; index += 1) {
    await store.users.create({
      name: `Burst Patient ${index}`,
      email: emailOf(index),
      phone: String(9_000_054_300 + index),
      passwordHash,
    });
  }

  // The 'before' row: what each login did on the main thread before libraries/passwords.ts
  // moved bcrypt to worker threads (same pre-hash, same bcryptjs call).
  process.on('message', (message) => {
    if (message !== 'main-thread-compares') return;
    const preHashed = createHash('sha256')
      .update(PASSWORD.normalize('NFC'), 'utf8')
      .digest('base64');
    void Promise.all(
      Array.from({ length: LOGINS }, () => bcrypt.compare(preHashed, passwordHash)),
    ).then(() => process.send?.('done'));
  });
  process.on('disconnect', () => {
    void stop().finally(() => process.exit(0));
  });
  const ready: Ready = { apiUrl, passwordHash };
  process.send?.(ready);
}

interface Figures {
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  seconds: number;
}

/**
 * GETs the doctor list every INTERVAL_MS from the start of `burst` to its end, each timed from
 * the moment it was due, not sent: a stalled server cannot hide its stall by taking fewer
 * requests (autocannon's closed loop of connections would).
 */
async function doctorListDuring(apiUrl: string, burst: () => Promise<void>): Promise<Figures> {
  const agent = new Agent({ keepAlive: true });
  const times: number[] = [];
  let errors = 0;
  let bursting = true;
  const started = performance.now();
  const finished = burst().finally(() => (bursting = false));
  const calls: Promise<void>[] = [];
  for (let due = started; bursting; due += INTERVAL_MS) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const dueAt = due;
    calls.push(
      new Promise<void>((resolve) => {
        get(`${apiUrl}${API.doctorList}`, { agent }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) times.push(performance.now() - dueAt);
            else errors += 1;
            resolve();
          });
        }).on('error', () => {
          errors += 1;
          resolve();
        });
      }),
    );
  }
  await finished;
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(calls);
  agent.destroy();
  times.sort((a, b) => a - b);
  const percentile = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil(times.length * p) - 1)] ?? 0;
  return {
    p50: percentile(0.5),
    p99: percentile(0.99),
    max: times.at(-1) ?? 0,
    requests: times.length + errors,
    errors,
    seconds,
  };
}

async function login(apiUrl: string, email: string): Promise<void> {
  const response = await fetch(`${apiUrl}${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  tokenResponse.parse(await response.json());
}

function row(cells: string[]): void {
  console.log(
    cells.map((cell, index) => (index === 0 ? cell.padEnd(52) : cell.padStart(11))).join(''),
  );
}

export async function runLoginBurst(): Promise<void> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [SERVE_FLAG], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`The login-burst API stopped (exit ${code})`)));
  });
  const busy = () => `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs`;
  console.log(
    `Login burst: GET /api/doctor/list every ${INTERVAL_MS} ms while ${LOGINS} patients log in ` +
      `at bcrypt cost 12, timed from when each was due. Before: ${busy()}`,
  );
  try {
    row(['', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'burst s']);
    const rows: [string, () => Promise<void>][] = [
      [
        'GET /api/doctor/list alone (5 s)',
        () => new Promise((resolve) => setTimeout(resolve, 5000)),
      ],
      [
        `  during ${LOGINS} compares on the main thread (before)`,
        () =>
          new Promise<void>((resolve) => {
            child.once('message', () => resolve());
            child.send('main-thread-compares');
          }),
      ],
      [
        `  during ${LOGINS} logins, compares in worker threads`,
        async () => {
          await Promise.all(
            Array.from({ length: LOGINS }, (_, index) => login(ready.apiUrl, emailOf(index))),
          );
        },
      ],
    ];
    for (const [name, burst] of rows) {
      const figures = await doctorListDuring(ready.apiUrl, burst);
      row([
        name,
        figures.p50.toFixed(1),
        figures.p99.toFixed(1),
        figures.max.toFixed(1),
        String(figures.requests),
        String(figures.errors),
        figures.seconds.toFixed(1),
      ]);
    }
    console.log(`After: ${busy()}`);
  } finally {
    child.disconnect();
  }
}

if (process.argv.includes(SERVE_FLAG)) {
  serveLoginBurst().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runLoginBurst().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
