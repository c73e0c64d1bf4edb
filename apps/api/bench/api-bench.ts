/**
 * `npm run bench`: the API on the sqlite store with demo data, beside a bare node:http server that
 * answers a pre-built buffer of the same doctor-list bytes. Both run in a child process; this
 * process loads each with autocannon (50 connections, after a warm-up) and prints requests/s,
 * p99 latency and the ratio to the bare server, each beside its budget and whether it was met.
 * The ratios are what compare between machines; a busy machine (the load average is printed)
 * misses latency budgets that an idle one meets. The command ends with exit code 1 when a budget
 * of any part (this one, data-scale.ts) was missed.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import {
  API,
  TOKEN_HEADER,
  bookAppointmentResponse,
  seesChildrenOnly,
  slotWindow,
  tokenResponse,
} from '@clinic/contracts';
import autocannon from 'autocannon';
import { hashPassword } from '../src/libraries/passwords.js';
import { budgetLine, reportBudgets } from './budgets.js';
import type { Budget } from './budgets.js';
import { runDataScale } from './data-scale.js';
import { startDemoApi } from './demo-api.js';
import { runLoginBurst } from './login-burst.js';

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const RUN_SECONDS = 10;
const BENCH_PASSWORD = 'bench patient password';

interface Ready {
  apiUrl: string;
  bareUrl: string;
  token: string;
}

/** The child: seeds a fresh store, books a few appointments for one patient, serves both servers. */
async function serve(): Promise<void> {
  // The bench's patient books four unpaid appointments, one over the default cap.
  const { apiUrl, config, store, clock, stop } = await startDemoApi({ MAX_UNPAID_BOOKINGS: '4' });

  await store.users.create({
    name: 'Bench Patient',
    email: 'bench.patient@example.com',
    phone: '9000012345',
    passwordHash: await hashPassword(BENCH_PASSWORD, config.bcryptCost),
  });
  const login = await fetch(`${apiUrl}${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench.patient@example.com', password: BENCH_PASSWORD }),
  });
  const { token } = tokenResponse.parse(await login.json());
  const doctors = (await store.doctors.list()).filter(
    (doctor) => doctor.available && !seesChildrenOnly(doctor.speciality),
  );
  for (const doctor of doctors.slice(0, 4)) {
    const [day] = slotWindow({
      now: clock(),
      timeZone: config.clinic.timeZone,
      slotsBooked: doctor.slots_booked,
      blockedSlots: doctor.blockedSlots,
    });
    if (!day) continue;
    const booked = await fetch(`${apiUrl}${API.bookAppointment}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify({ docId: doctor._id, slotDate: day.dateKey, slotTime: day.slots[0] }),
    });
    bookAppointmentResponse.parse(await booked.json());
  }

  const doctorListBytes = Buffer.from(
    await (await fetch(`${apiUrl}${API.doctorList}`)).arrayBuffer(),
  );
  const bare = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': doctorListBytes.length,
    });
    res.end(doctorListBytes);
  });
  bare.listen(0, '127.0.0.1');
  await new Promise((resolve) => bare.once('listening', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  const ready: Ready = { apiUrl, bareUrl, token };
  process.send?.(ready);
  process.on('disconnect', () => {
    bare.close();
    void stop().finally(() => process.exit(0));
  });
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: RUN_SECONDS,
    headers,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, errors };
}

interface Endpoint {
  name: string;
  path: string;
  auth: boolean;
  /** At least this share of the bare server's requests/s, measured just before. */
  ratioBudget: number;
  p99BudgetMs: number;
}

/** The budgets, as README.md lists them (Two commands). */
const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/doctor/list',
    path: API.doctorList,
    auth: false,
    ratioBudget: 0.75,
    p99BudgetMs: 10,
  },
  { name: 'GET /api/user/blogs', path: API.blogs, auth: false, ratioBudget: 0.75, p99BudgetMs: 10 },
  {
    name: 'GET /api/user/appointments (token)',
    path: API.appointments,
    auth: true,
    ratioBudget: 0.35,
    p99BudgetMs: 25,
  },
];

function row(cells: string[]): void {
  console.log(
    cells.map((cell, index) => (index === 0 ? cell.padEnd(40) : cell.padStart(10))).join(''),
  );
}

async function main(): Promise<void> {
  const child: ChildProcess = fork(new URL(import.meta.url).pathname, ['--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`The bench servers stopped (exit ${code})`)));
  });
  console.log(
    `Each run: ${WARM_UP_SECONDS} s warm-up, then ${RUN_SECONDS} s with ${CONNECTIONS} connections. The bare ` +
      'server is measured again just before each endpoint, so that each ratio compares like with like.',
  );
  // Latency figures mean little on a busy machine: say how busy it was.
  const busy = () => `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs`;
  console.log(`Before: ${busy()}`);
  const budgets: Budget[] = [];
  try {
    row(['', 'req/s', 'p99 ms', 'vs bare', 'errors']);
    for (const endpoint of ENDPOINTS) {
      const bare = await load('  bare node:http (doctor-list bytes)', ready.bareUrl);
      const headers: Record<string, string> = endpoint.auth ? { [TOKEN_HEADER]: ready.token } : {};
      const figures = await load(endpoint.name, `${ready.apiUrl}${endpoint.path}`, headers);
      const ratio = figures.requestsPerSecond / bare.requestsPerSecond;
      for (const each of [bare, figures]) {
        row([
          each.name,
          each.requestsPerSecond.toFixed(0),
          each.p99.toFixed(1),
          each === figures ? ratio.toFixed(2) : '',
          String(each.errors),
        ]);
      }
      budgets.push(
        { name: `${endpoint.name}, vs bare`, figure: ratio, atLeast: endpoint.ratioBudget },
        {
          name: `${endpoint.name}, p99 ms`,
          figure: figures.p99,
          below: endpoint.p99BudgetMs,
        },
        { name: `${endpoint.name}, errors`, figure: figures.errors, atMost: 0 },
      );
    }
    console.log(`After: ${busy()}`);
    console.log('Budgets:');
    for (const budget of budgets) console.log(budgetLine(budget));
  } finally {
    child.disconnect();
  }
  // Then the same API on a year of data.
  budgets.push(...(await runDataScale()));
  await runLoginBurst();
  reportBudgets(budgets);
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
