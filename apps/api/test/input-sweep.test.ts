/**
 * No input makes the API answer 5xx, and every refusal is the wire's failure shape with a `code`:
 * every call, patient and operator, gets malformed values in
 * its path, its query and its body (operator-shaped objects, arrays, nulls, huge and odd strings,
 * impossible dates and times, bad ids, bodies that are not JSON, broken multipart).
 *
 * And no input holds the API up: every field of every call, at its largest allowed size and at
 * the largest the body limit lets through, shaped to make a backtracking pattern work hardest, is
 * answered within a few times the time of the same call with a short value (a slow pattern froze
 * the whole API for 19 s on one 100 kB e-mail). A statement's cells likewise, at the statement's
 * size limit.
 */
import {
  ADMIN_API,
  API,
  STATEMENT_FIELD,
  STATEMENT_FORMATS,
  STATEMENT_MAX_BYTES,
  acceptInvitationRequest,
  adminAppointmentsQuery,
  adminLoginRequest,
  auditQuery,
  availabilityRequest,
  blockDaysRequest,
  blockedSlotsRequest,
  blogFormRequest,
  blogPatchRequest,
  bookAppointmentRequest,
  callBackRequest,
  cancelAppointmentRequest,
  changePasswordRequest,
  confirmPaymentRequest,
  contactRequest,
  dataRequestsQuery,
  deleteAccountRequest,
  doctorFormRequest,
  doctorPatchRequest,
  errorResponse,
  FAILURE_TEXTS,
  isComposedErrorCode,
  isFixedErrorCode,
  forgotPasswordRequest,
  intakeConsentRequest,
  invitationRequest,
  loginRequest,
  markAttendanceRequest,
  newSlotRequest,
  newsletterConsentRequest,
  operatorPasswordRequest,
  reconcileApproveRequest,
  recordRefundRequest,
  registerRequest,
  rejectPaymentRequest,
  rescheduleAppointmentRequest,
  resetPasswordRequest,
  saveIntakeRequest,
  secondFactorRequest,
  sendOtpRequest,
  setupRequest,
  staffPatchRequest,
  updateProfileRequest,
} from '@clinic/contracts';
import type { StatementFormat } from '@clinic/contracts';
import type { Response, Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { JSON_BODY_LIMIT_BYTES } from '../src/app.js';
import { MEDIA_FORM_FIELD_MAX_BYTES } from '../src/components/admin/media.js';
import { IMAGE_FORM_FIELD_MAX_BYTES } from '../src/libraries/uploads.js';
import { loginOperator } from './admin-fixtures.js';
import {
  addDoctor,
  addOperatorToken,
  addPatient,
  auth,
  startApi,
  stopApi,
} from './support/harness.js';
import type { TestApi } from './support/harness.js';
import {
  FIELDS,
  HOSTILE_SHAPES,
  IMPOSSIBLE_DATES,
  ODD_VALUES,
  bodyWith,
  fieldsOf,
} from './support/odd-input.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Call {
  method: Method;
  path: (id: string) => string;
  role: 'patient' | 'operator' | 'none';
  /** The schema its JSON body is read with, when it reads one. */
  body?: ZodType;
  /** The schema its query is read with, when it reads one. */
  query?: ZodType;
  /** The longest text field of its multipart form, when it takes one (its fields are `body`'s). */
  form?: number;
}

const same = (path: string) => () => path;

const CALLS: Call[] = [
  { method: 'get', path: same(API.doctorList), role: 'none' },
  { method: 'get', path: same(API.config), role: 'none' },
  { method: 'get', path: same(API.blogs), role: 'none' },
  { method: 'get', path: API.blog, role: 'none' },
  { method: 'post', path: same(API.sendOtp), role: 'none', body: sendOtpRequest },
  { method: 'post', path: same(API.register), role: 'none', body: registerRequest },
  { method: 'post', path: same(API.login), role: 'none', body: loginRequest },
  { method: 'post', path: same(API.econtact), role: 'none', body: contactRequest },
  { method: 'post', path: same(API.logout), role: 'patient' },
  { method: 'get', path: same(API.getProfile), role: 'patient' },
  {
    method: 'post',
    path: same(API.updateProfile),
    role: 'patient',
    body: updateProfileRequest,
    form: IMAGE_FORM_FIELD_MAX_BYTES,
  },
  { method: 'get', path: same(API.patientPhoto), role: 'patient' },
  { method: 'get', path: same(API.appointments), role: 'patient' },
  {
    method: 'post',
    path: same(API.bookAppointment),
    role: 'patient',
    body: bookAppointmentRequest,
  },
  {
    method: 'post',
    path: same(API.cancelAppointment),
    role: 'patient',
    body: cancelAppointmentRequest,
  },
  {
    method: 'post',
    path: same(API.rescheduleAppointment),
    role: 'patient',
    body: rescheduleAppointmentRequest,
  },
  {
    method: 'post',
    path: same(API.confirmPayment),
    role: 'patient',
    body: confirmPaymentRequest,
  },
  { method: 'get', path: API.receipt, role: 'patient' },
  { method: 'get', path: API.creditNote, role: 'patient' },
  { method: 'get', path: API.likeBlog, role: 'patient' },
  { method: 'post', path: API.likeBlog, role: 'patient' },
  { method: 'get', path: same(API.myData), role: 'patient' },
  { method: 'post', path: same(API.deleteAccount), role: 'patient', body: deleteAccountRequest },
  { method: 'post', path: same(API.forgotPassword), role: 'none', body: forgotPasswordRequest },
  { method: 'post', path: same(API.resetPassword), role: 'none', body: resetPasswordRequest },
  {
    method: 'post',
    path: same(API.changePassword),
    role: 'patient',
    body: changePasswordRequest,
  },
  { method: 'post', path: same(API.logoutAll), role: 'patient' },
  { method: 'get', path: same(API.consents), role: 'patient' },
  { method: 'post', path: same(API.consents), role: 'patient', body: newsletterConsentRequest },
  {
    method: 'post',
    path: same(API.intakeConsent),
    role: 'patient',
    body: intakeConsentRequest,
  },
  { method: 'get', path: same(API.intakes), role: 'patient' },
  { method: 'get', path: API.intake, role: 'patient' },
  { method: 'put', path: API.intake, role: 'patient', body: saveIntakeRequest },
  { method: 'post', path: same(ADMIN_API.login), role: 'none', body: adminLoginRequest },
  { method: 'post', path: same(ADMIN_API.logout), role: 'operator' },
  { method: 'get', path: same(ADMIN_API.me), role: 'operator' },
  {
    method: 'post',
    path: same(ADMIN_API.password),
    role: 'operator',
    body: operatorPasswordRequest,
  },
  { method: 'get', path: same(ADMIN_API.dashboard), role: 'operator' },
  {
    method: 'get',
    path: same(ADMIN_API.appointments),
    role: 'operator',
    query: adminAppointmentsQuery,
  },
  { method: 'post', path: ADMIN_API.cancelAppointment, role: 'operator' },
  {
    method: 'post',
    path: ADMIN_API.rescheduleAppointment,
    role: 'operator',
    body: newSlotRequest,
  },
  {
    method: 'post',
    path: ADMIN_API.markAttendance,
    role: 'operator',
    body: markAttendanceRequest,
  },
  { method: 'post', path: ADMIN_API.recordRefund, role: 'operator', body: recordRefundRequest },
  { method: 'post', path: ADMIN_API.approvePayment, role: 'operator' },
  { method: 'post', path: ADMIN_API.rejectPayment, role: 'operator', body: rejectPaymentRequest },
  { method: 'get', path: ADMIN_API.receipt, role: 'operator' },
  { method: 'get', path: ADMIN_API.patientPhoto, role: 'operator' },
  { method: 'get', path: ADMIN_API.appointmentIntake, role: 'operator' },
  { method: 'get', path: same(ADMIN_API.safetyAlerts), role: 'operator' },
  { method: 'get', path: same(ADMIN_API.openSafetyAlerts), role: 'operator' },
  {
    method: 'post',
    path: ADMIN_API.safetyAlertCallBack,
    role: 'operator',
    body: callBackRequest,
  },
  { method: 'get', path: same(ADMIN_API.doctors), role: 'operator' },
  {
    method: 'post',
    path: same(ADMIN_API.doctors),
    role: 'operator',
    body: doctorFormRequest,
    form: IMAGE_FORM_FIELD_MAX_BYTES,
  },
  {
    method: 'put',
    path: ADMIN_API.doctor,
    role: 'operator',
    body: doctorPatchRequest,
    form: IMAGE_FORM_FIELD_MAX_BYTES,
  },
  {
    method: 'post',
    path: ADMIN_API.doctorAvailability,
    role: 'operator',
    body: availabilityRequest,
  },
  {
    method: 'put',
    path: ADMIN_API.doctorBlockedSlots,
    role: 'operator',
    body: blockedSlotsRequest,
  },
  {
    method: 'post',
    path: ADMIN_API.doctorBlockedDays,
    role: 'operator',
    body: blockDaysRequest,
  },
  {
    method: 'post',
    path: same(ADMIN_API.blogs),
    role: 'operator',
    body: blogFormRequest,
    form: MEDIA_FORM_FIELD_MAX_BYTES,
  },
  {
    method: 'put',
    path: ADMIN_API.blog,
    role: 'operator',
    body: blogPatchRequest,
    form: MEDIA_FORM_FIELD_MAX_BYTES,
  },
  { method: 'delete', path: ADMIN_API.blog, role: 'operator' },
  { method: 'get', path: same(ADMIN_API.messages), role: 'operator' },
  { method: 'post', path: ADMIN_API.readMessage, role: 'operator' },
  { method: 'get', path: same(ADMIN_API.audit), role: 'operator', query: auditQuery },
  {
    method: 'get',
    path: same(ADMIN_API.dataRequests),
    role: 'operator',
    query: dataRequestsQuery,
  },
  { method: 'post', path: same(ADMIN_API.secondFactor), role: 'none', body: secondFactorRequest },
  { method: 'get', path: same(ADMIN_API.setup), role: 'none' },
  { method: 'post', path: same(ADMIN_API.setup), role: 'none', body: setupRequest },
  {
    method: 'post',
    path: same(ADMIN_API.acceptInvitation),
    role: 'none',
    body: acceptInvitationRequest,
  },
  { method: 'get', path: same(ADMIN_API.staff), role: 'operator' },
  {
    method: 'post',
    path: same(ADMIN_API.staffInvitations),
    role: 'operator',
    body: invitationRequest,
  },
  { method: 'delete', path: ADMIN_API.staffInvitation, role: 'operator' },
  { method: 'patch', path: ADMIN_API.staffMember, role: 'operator', body: staffPatchRequest },
  { method: 'post', path: ADMIN_API.staffSecondFactorReset, role: 'operator' },
  { method: 'post', path: ADMIN_API.staffPasswordChange, role: 'operator' },
  { method: 'post', path: same(ADMIN_API.reconciliation), role: 'operator' },
  {
    method: 'post',
    path: same(ADMIN_API.reconciliationApprove),
    role: 'operator',
    body: reconcileApproveRequest,
  },
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
    // The code is a key of the texts (the schema checks it) and the message is its English.
    const parsed = errorResponse.safeParse(response.body);
    expect(parsed.error?.issues, what).toBeUndefined();
    const { code, message } = parsed.data ?? { code: '', message: '' };
    if (isFixedErrorCode(code)) expect(message, what).toBe(FAILURE_TEXTS[code]);
    else expect(isComposedErrorCode(code), what).toBe(true);
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

/**
 * How many times longer than its control an answer may take. The control is the same call with
 * the same number of bytes, the field short and the rest in a field nothing reads, so the ratio is
 * the field's own cost: 1 to 2 for linear checks (up to 18 on a busy machine), 900 to 15,000 for
 * the 100 kB e-mails that the quadratic pattern read.
 */
const SLOWER_AT_MOST = 20;
const SHORT_LENGTH = 8;
/** Path and query values: a URL stays well inside Node's 16 kB of request head once encoded. */
const URL_VALUE_LENGTH = 4096;
const UNKNOWN_ID = 'ffffffffffffffffffffffff';
/** A field no schema names: the bytes of a control that nothing reads. */
const UNREAD = 'unread';

interface Slowdown {
  what: string;
  ratio: number;
}

async function millis(send: () => Test, what: string): Promise<number> {
  const start = performance.now();
  const response: Response = await send();
  const taken = performance.now() - start;
  expectCleanRefusal(response, what);
  return taken;
}

/** Tries of each request; up to MOST_TRIES while the long one is slower than the bound. */
const TRIES = 2;
const MOST_TRIES = 10;

/**
 * How many times longer `long` takes than `control`, each at its quickest. They are tried in turn,
 * and again while the ratio is over the bound, so that a pause of a busy machine counts for
 * neither while a slow check stays slow.
 */
async function slowdown(control: () => Test, long: () => Test, what: string): Promise<Slowdown> {
  let controlTaken = Infinity;
  let longTaken = Infinity;
  for (let run = 0; run < MOST_TRIES; run += 1) {
    if (run >= TRIES && longTaken < SLOWER_AT_MOST * controlTaken) break;
    controlTaken = Math.min(controlTaken, await millis(control, what));
    longTaken = Math.min(longTaken, await millis(long, what));
  }
  return { what, ratio: longTaken / controlTaken };
}

const tooSlow = (slowdowns: Slowdown[]) => slowdowns.filter(({ ratio }) => ratio >= SLOWER_AT_MOST);

/** `body` with an unread field that makes its JSON `bytes` long. */
function padded(body: unknown, bytes: number): unknown {
  const bare = { ...(body as object), [UNREAD]: '' };
  return { ...bare, [UNREAD]: 'x'.repeat(Math.max(0, bytes - JSON.stringify(bare).length)) };
}

async function tokenFor(role: Call['role']): Promise<string | undefined> {
  if (role === 'patient') return (await addPatient(api)).token;
  if (role === 'operator') return addOperatorToken(api);
  return undefined;
}

/** The calls that read something besides their headers: an id in the path, a query or a body. */
const READING = CALLS.filter(
  (call) => call.body || call.query || call.path(':id') !== call.path(UNKNOWN_ID),
);

describe.each(READING.map((call) => [`${call.method.toUpperCase()} ${call.path(':id')}`, call]))(
  '%s',
  (_name, call) => {
    it(`when a field of its path, query or body holds a value of its largest allowed size or of the body limit's, then it answers within ${SLOWER_AT_MOST} times the time of a short value`, async () => {
      // A session of its own: a logout earlier in the sweep must not turn these into 401s.
      const token = await tokenFor(call.role);
      const request = (path: string) => () => {
        const pending = api.request[call.method](path);
        return token ? pending.set(auth(token)) : pending;
      };
      const path = call.path(UNKNOWN_ID);
      const json = (body: unknown) => () => request(path)().type('json').send(JSON.stringify(body));
      const form = (fields: Record<string, string>) => () => {
        const pending = request(path)();
        for (const [name, value] of Object.entries(fields)) void pending.field(name, value);
        return pending;
      };
      const unread = (length: number) => `${UNREAD}=${'x'.repeat(length)}`;
      const slowdowns: Slowdown[] = [];

      for (const [shapeName, shape] of Object.entries(HOSTILE_SHAPES)) {
        const short = shape(SHORT_LENGTH);
        const long = encodeURIComponent(shape(URL_VALUE_LENGTH));
        if (call.path(':id') !== call.path(UNKNOWN_ID)) {
          const control = `${call.path(encodeURIComponent(short))}?${unread(long.length)}`;
          slowdowns.push(
            await slowdown(request(control), request(call.path(long)), `the id, ${shapeName}`),
          );
        }
        for (const field of call.query ? fieldsOf(call.query) : []) {
          const key = field.path.join('.');
          const control = `${path}?${key}=${short}&${unread(long.length)}`;
          const what = `?${key}, ${shapeName}`;
          slowdowns.push(await slowdown(request(control), request(`${path}?${key}=${long}`), what));
        }
        for (const field of call.body ? fieldsOf(call.body) : []) {
          const name = field.path.join('.');
          const bodyLimit = JSON_BODY_LIMIT_BYTES - JSON.stringify(bodyWith(field.path, '')).length;
          for (const length of new Set([field.maxLength ?? bodyLimit, bodyLimit])) {
            const body = bodyWith(field.path, shape(length));
            const control = padded(bodyWith(field.path, short), JSON.stringify(body).length);
            const what = `${name} of ${length} characters, ${shapeName}`;
            slowdowns.push(await slowdown(json(control), json(body), what));
          }
          if (call.form !== undefined && field.path.length === 1) {
            const control = { [name]: short, [UNREAD]: 'x'.repeat(call.form) };
            const what = `form field ${name} of ${call.form} bytes, ${shapeName}`;
            slowdowns.push(await slowdown(form(control), form({ [name]: shape(call.form) }), what));
          }
        }
      }

      expect(tooSlow(slowdowns)).toEqual([]);
    });
  },
);

/** `format`'s header row, then one line with `cell` in `column` and a plausible value elsewhere. */
function statement(format: StatementFormat, column: string, cell: string): string {
  const line = format.headers.map((header) => {
    if (header === column) return cell;
    if (header === format.date) return '02/03/26';
    if (header === format.only?.column) return format.only.values[0];
    return '800.00';
  });
  return `${format.headers.join(',')}\n${line.join(',')}\n`;
}

describe.each(STATEMENT_FORMATS.map((format) => [format.name, format]))(
  `POST ${ADMIN_API.reconciliation}, %s`,
  (_name, format) => {
    it(`when a cell of the statement holds a value as long as the file limit allows, then it answers within ${SLOWER_AT_MOST} times the time of a short value`, async () => {
      const token = await addOperatorToken(api);
      const upload = (text: string) => () =>
        api.request
          .post(ADMIN_API.reconciliation)
          .set(auth(token))
          .attach(STATEMENT_FIELD, Buffer.from(text), {
            filename: 'statement.csv',
            contentType: 'text/csv',
          });
      const slowdowns: Slowdown[] = [];

      for (const column of format.headers) {
        for (const [shapeName, shape] of Object.entries(HOSTILE_SHAPES)) {
          // The body limit's size first: a check that is slow there would block the whole test
          // process for an hour at the file limit, beyond the reach of any timeout.
          const rooms = [JSON_BODY_LIMIT_BYTES, STATEMENT_MAX_BYTES].map(
            (bytes) => bytes - statement(format, column, '').length,
          );
          for (const room of rooms) {
            // The control's bytes are a last row without a date, which the reader passes over.
            const control = `${statement(format, column, shape(SHORT_LENGTH))}${'x'.repeat(room - SHORT_LENGTH - 1)}\n`;
            const what = `${column} of ${room} characters, ${shapeName}`;
            const measured = await slowdown(
              upload(control),
              upload(statement(format, column, shape(room))),
              what,
            );
            slowdowns.push(measured);
            if (measured.ratio >= SLOWER_AT_MOST) break;
          }
        }
      }

      expect(tooSlow(slowdowns)).toEqual([]);
    });
  },
);

describe('the body limit the sweep fills', () => {
  it('when a JSON body is one byte longer, then it answers 413', async () => {
    const body = { email: '' };
    const value = 'x'.repeat(JSON_BODY_LIMIT_BYTES - JSON.stringify(body).length + 1);

    const response = await api.request
      .post(API.login)
      .type('json')
      .send(JSON.stringify({ email: value }));

    expect(response.status).toBe(413);
  });
});
