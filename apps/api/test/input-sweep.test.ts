/**
 * No input makes the API answer 5xx, and every refusal is the wire's failure shape with a `code`:
 * every call, patient and operator, gets malformed values in
 * its path, its query and its body (operator-shaped objects, arrays, nulls, huge and odd strings,
 * impossible dates and times, bad ids, bodies that are not JSON, broken multipart).
 */
import { ADMIN_API, API, errorResponse } from '@clinic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOperator } from './admin-fixtures.js';
import { addDoctor, addPatient, auth, startApi, stopApi } from './support/harness.js';
import type { TestApi } from './support/harness.js';
import { FIELDS, IMPOSSIBLE_DATES, ODD_VALUES } from './support/odd-input.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Call {
  method: Method;
  path: (id: string) => string;
  role: 'patient' | 'operator' | 'none';
}

const same = (path: string) => () => path;

const CALLS: Call[] = [
  { method: 'get', path: same(API.doctorList), role: 'none' },
  { method: 'get', path: same(API.config), role: 'none' },
  { method: 'get', path: same(API.blogs), role: 'none' },
  { method: 'get', path: API.blog, role: 'none' },
  { method: 'post', path: same(API.sendOtp), role: 'none' },
  { method: 'post', path: same(API.register), role: 'none' },
  { method: 'post', path: same(API.login), role: 'none' },
  { method: 'post', path: same(API.econtact), role: 'none' },
  { method: 'post', path: same(API.logout), role: 'patient' },
  { method: 'get', path: same(API.getProfile), role: 'patient' },
  { method: 'post', path: same(API.updateProfile), role: 'patient' },
  { method: 'get', path: same(API.patientPhoto), role: 'patient' },
  { method: 'get', path: same(API.appointments), role: 'patient' },
  { method: 'post', path: same(API.bookAppointment), role: 'patient' },
  { method: 'post', path: same(API.cancelAppointment), role: 'patient' },
  { method: 'post', path: same(API.rescheduleAppointment), role: 'patient' },
  { method: 'post', path: same(API.confirmPayment), role: 'patient' },
  { method: 'get', path: API.receipt, role: 'patient' },
  { method: 'get', path: API.creditNote, role: 'patient' },
  { method: 'post', path: API.likeBlog, role: 'patient' },
  { method: 'get', path: same(API.myData), role: 'patient' },
  { method: 'post', path: same(API.deleteAccount), role: 'patient' },
  { method: 'post', path: same(API.forgotPassword), role: 'none' },
  { method: 'post', path: same(API.resetPassword), role: 'none' },
  { method: 'post', path: same(API.changePassword), role: 'patient' },
  { method: 'post', path: same(API.logoutAll), role: 'patient' },
  { method: 'get', path: same(API.consents), role: 'patient' },
  { method: 'post', path: same(API.consents), role: 'patient' },
  { method: 'post', path: same(ADMIN_API.login), role: 'none' },
  { method: 'post', path: same(ADMIN_API.logout), role: 'operator' },
  { method: 'get', path: same(ADMIN_API.me), role: 'operator' },
  { method: 'get', path: same(ADMIN_API.dashboard), role: 'operator' },
  { method: 'get', path: same(ADMIN_API.appointments), role: 'operator' },
  { method: 'post', path: ADMIN_API.cancelAppointment, role: 'operator' },
  { method: 'post', path: ADMIN_API.rescheduleAppointment, role: 'operator' },
  { method: 'post', path: ADMIN_API.recordRefund, role: 'operator' },
  { method: 'post', path: ADMIN_API.approvePayment, role: 'operator' },
  { method: 'post', path: ADMIN_API.rejectPayment, role: 'operator' },
  { method: 'get', path: ADMIN_API.receipt, role: 'operator' },
  { method: 'get', path: ADMIN_API.patientPhoto, role: 'operator' },
  { method: 'get', path: same(ADMIN_API.doctors), role: 'operator' },
  { method: 'post', path: same(ADMIN_API.doctors), role: 'operator' },
  { method: 'put', path: ADMIN_API.doctor, role: 'operator' },
  { method: 'post', path: ADMIN_API.doctorAvailability, role: 'operator' },
  { method: 'put', path: ADMIN_API.doctorBlockedSlots, role: 'operator' },
  { method: 'post', path: same(ADMIN_API.blogs), role: 'operator' },
  { method: 'put', path: ADMIN_API.blog, role: 'operator' },
  { method: 'delete', path: ADMIN_API.blog, role: 'operator' },
  { method: 'get', path: same(ADMIN_API.messages), role: 'operator' },
  { method: 'post', path: ADMIN_API.readMessage, role: 'operator' },
  { method: 'get', path: same(ADMIN_API.audit), role: 'operator' },
  { method: 'get', path: same(ADMIN_API.dataRequests), role: 'operator' },
  { method: 'post', path: same(ADMIN_API.secondFactor), role: 'none' },
  { method: 'get', path: same(ADMIN_API.setup), role: 'none' },
  { method: 'post', path: same(ADMIN_API.setup), role: 'none' },
  { method: 'post', path: same(ADMIN_API.acceptInvitation), role: 'none' },
  { method: 'get', path: same(ADMIN_API.staff), role: 'operator' },
  { method: 'post', path: same(ADMIN_API.staffInvitations), role: 'operator' },
  { method: 'delete', path: ADMIN_API.staffInvitation, role: 'operator' },
  { method: 'patch', path: ADMIN_API.staffMember, role: 'operator' },
  { method: 'post', path: ADMIN_API.staffSecondFactorReset, role: 'operator' },
  { method: 'post', path: ADMIN_API.staffPasswordChange, role: 'operator' },
  { method: 'post', path: same(ADMIN_API.reconciliation), role: 'operator' },
  { method: 'post', path: same(ADMIN_API.reconciliationApprove), role: 'operator' },
];

const ODD_IDS = [
  'not-an-id',
  'ffffffffffffffffffffffff',
  'FFFFFFFFFFFFFFFFFFFFFFFF',
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fetc',
  'x'.repeat(5_000),
];

const QUERY_KEYS = ['from', 'to', 'docId', 'status', 'page', 'pageSize'];
const ODD_QUERIES = [
  ...QUERY_KEYS.flatMap((key) =>
    [...IMPOSSIBLE_DATES, '-1', '0', '1e9', 'x'.repeat(5_000), '%E0%A4%A', ''].map(
      (value) => `${key}=${value}`,
    ),
  ),
  'from=1_1_2026&from=2_1_2026',
  'page[a]=1',
  'status=completed&to=31_2_2026',
];

let api: TestApi;
const tokens: Record<Call['role'], string | undefined> = {
  none: undefined,
  patient: undefined,
  operator: undefined,
};

beforeAll(async () => {
  // Limits high enough that every odd login is compared, not turned away early.
  api = await startApi('sqlite', {
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_MAX_PER_ADDRESS: '100000',
    LOGIN_MAX_PER_EMAIL: '100000',
    OTP_SENDS_PER_IP_PER_HOUR: '10000',
    CONTACT_PER_IP_PER_HOUR: '10000',
  });
  await addDoctor(api);
  tokens.patient = (await addPatient(api)).token;
  tokens.operator = (await loginOperator(api)).token;
});

afterAll(async () => {
  await stopApi(api);
});

function send(call: Call, path: string) {
  const request = api.request[call.method](path);
  const token = tokens[call.role];
  return token ? request.set(auth(token)) : request;
}

function expectCleanRefusal(response: { status: number; body: unknown }, what: string): void {
  expect(response.status, what).toBeLessThan(500);
  if (response.status >= 400) {
    expect(errorResponse.safeParse(response.body).error?.issues, what).toBeUndefined();
  }
}

describe.each(CALLS.map((call) => [`${call.method.toUpperCase()} ${call.path(':id')}`, call]))(
  '%s',
  (_name, call) => {
    it('when its path, query and JSON body hold odd values, then it never answers 5xx', async () => {
      for (const id of ODD_IDS) {
        const path = call.path(id);
        expectCleanRefusal(await send(call, path), path);
      }
      const path = call.path('ffffffffffffffffffffffff');
      for (const query of ODD_QUERIES)
        expectCleanRefusal(await send(call, `${path}?${query}`), `${path}?${query}`);
      if (call.method === 'get') return;
      const bodies: unknown[] = [null, [], 'text', 42, {}];
      for (const field of FIELDS) for (const value of ODD_VALUES) bodies.push({ [field]: value });
      for (const body of bodies) {
        const response = await send(call, path).type('json').send(JSON.stringify(body));
        expectCleanRefusal(response, `${path} ${JSON.stringify(body).slice(0, 80)}`);
      }
    });
  },
);

const WRITES = CALLS.filter((call) => call.method !== 'get');

describe.each(WRITES.map((call) => [`${call.method.toUpperCase()} ${call.path(':id')}`, call]))(
  '%s',
  (_name, call) => {
    it('when its body is not JSON or is broken multipart, then it never answers 5xx', async () => {
      const path = call.path('ffffffffffffffffffffffff');
      const broken: [type: string, body: string][] = [
        ['application/json', '{"a":'],
        ['application/json', '\u0000'],
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'a=%E0%A4%A&b[c]=d'],
        ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="a"'],
        ['multipart/form-data', 'garbage'],
        [
          'multipart/form-data; boundary=XYZ',
          '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n' +
            'Content-Type: image/png\r\n\r\nnot a png\r\n--XYZ--\r\n',
        ],
        [
          'multipart/form-data; boundary=XYZ',
          '--XYZ\r\nContent-Disposition: form-data; name="address"\r\n\r\n{"line1":\r\n--XYZ--\r\n',
        ],
      ];
      for (const [type, body] of broken) {
        const response = await send(call, path).set('Content-Type', type).send(body);
        expectCleanRefusal(response, `${path} ${type} ${body.slice(0, 40)}`);
      }
    });
  },
);
