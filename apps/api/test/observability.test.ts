/**
 * Metrics and logs (docs/operations.md): /metrics is refused without its token and names the
 * histograms; counters move with what patients and staff do; labels name route templates; every
 * answer carries an X-Request-Id that its log lines carry too; and a whole patient's and staff
 * member's flow leaves no e-mail, phone, code, password, token or name in the log.
 */
import path from 'node:path';
import {
  ADMIN_API,
  API,
  HEALTH_PATHS,
  adminLoginResponse,
  bookAppointmentResponse,
  tokenResponse,
} from '@clinic/contracts';
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.js';
import { createLogger } from '../src/libraries/logger.js';
import { localImageStore } from '../src/libraries/uploads.js';
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from './admin-fixtures.js';
import {
  addDoctor,
  addOperatorToken,
  addPatient,
  addStaff,
  auth,
  startApi,
  stopApi,
  totpCode,
} from './support/harness.js';
import type { TestApi } from './support/harness.js';

const METRICS_TOKEN = 'm'.repeat(40);

let api: TestApi | undefined;
afterEach(async () => {
  if (api) await stopApi(api);
  api = undefined;
});

/** The value of one series in the exposition text (0 when it has not been counted yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(test: TestApi): Promise<string> {
  const answer = await test.request
    .get('/metrics')
    .set('Authorization', `Bearer ${METRICS_TOKEN}`)
    .expect(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.text;
}

describe('GET /metrics', () => {
  it('when METRICS_TOKEN is not set, then it answers 404, with or without a token', async () => {
    api = await startApi('sqlite');

    await api.request.get('/metrics').expect(404);
    await api.request.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(404);
  });

  it('when METRICS_TOKEN is set, then it answers 401 without it or with another, and the metrics with it', async () => {
    api = await startApi('sqlite', { METRICS_TOKEN });

    const bare = await api.request.get('/metrics').expect(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer');
    await api.request
      .get('/metrics')
      .set('Authorization', `Bearer ${'x'.repeat(40)}`)
      .expect(401);
    await api.request.get('/metrics').set('Authorization', METRICS_TOKEN).expect(401);
    await api.request.get('/metrics').set('token', METRICS_TOKEN).expect(401);

    const text = await scrape(api);
    for (const histogram of [
      'http_request_duration_seconds',
      'clinic_reminder_lag_seconds',
      'clinic_schedule_lag_seconds',
    ])
      expect(text).toContain(`# TYPE ${histogram} histogram`);
    for (const counter of [
      'http_requests_total',
      'clinic_bookings_total',
      'clinic_cancellations_total',
      'clinic_payment_proofs_total',
      'clinic_mails_total',
    ])
      expect(text).toContain(`# TYPE ${counter} counter`);
    expect(text).toContain('# TYPE clinic_worker_pool_queue_depth gauge');
    expect(text).toContain('clinic_worker_pool_queue_depth{pool="passwords"}');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('when a patient books, pays and cancels and the staff cancel, then the counters move and the labels hold route templates, never an id or an address', async () => {
    api = await startApi('sqlite', { METRICS_TOKEN });
    const doctor = await addDoctor(api);
    const patient = await addPatient(api);
    const before = await scrape(api);

    const booked = await api.request
      .post(API.bookAppointment)
      .set(auth(patient.token))
      .send({ docId: doctor._id, slotDate: '3_3_2026', slotTime: '10:00' })
      .expect(201);
    const { appointmentId } = bookAppointmentResponse.parse(booked.body);
    await api.request
      .post(API.confirmPayment)
      .set(auth(patient.token))
      .send({ appointmentId, name: 'Priya Sharma', transactionId: '412345678901' })
      .expect(200);
    const second = await api.request
      .post(API.bookAppointment)
      .set(auth(patient.token))
      .send({ docId: doctor._id, slotDate: '3_3_2026', slotTime: '11:00' })
      .expect(201);
    await api.request
      .post(API.cancelAppointment)
      .set(auth(patient.token))
      .send({ appointmentId: bookAppointmentResponse.parse(second.body).appointmentId })
      .expect(200);
    const owner = await addOperatorToken(api);
    await api.request.post(ADMIN_API.cancelAppointment(appointmentId)).set(auth(owner)).expect(200);
    await api.request.get(API.doctorList).expect(200);
    const after = await scrape(api);

    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('clinic_bookings_total')).toBe(2);
    expect(moved('clinic_payment_proofs_total')).toBe(1);
    expect(moved('clinic_cancellations_total{by="patient"}')).toBe(1);
    expect(moved('clinic_cancellations_total{by="staff"}')).toBe(1);
    // The booking mails, two cancellation mails and the staff's cancellation mail.
    expect(moved('clinic_mails_total{outcome="sent"}')).toBe(api.mailer.sent.length);
    expect(
      moved(
        'http_requests_total{method="POST",route="/api/admin/appointments/:id/cancel",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      moved(
        `http_request_duration_seconds_count{method="POST",route="${API.bookAppointment}",status_code="201"}`,
      ),
    ).toBe(2);
    // A read the fast path answers, before Express: its template too.
    const doctorList = `{method="GET",route="${API.doctorList}",status_code="200"}`;
    expect(moved(`http_requests_total${doctorList}`)).toBe(1);
    // The count is the histogram's own, copied when scraped: the two never disagree.
    expect(sample(after, `http_requests_total${doctorList}`)).toBe(
      sample(after, `http_request_duration_seconds_count${doctorList}`),
    );
    expect(after).not.toContain(appointmentId);
    expect(after).not.toContain(patient.email);
    expect(after).not.toContain(doctor._id);
  });
});

describe('the log', () => {
  /** The API of `api` with a logger at debug level whose lines are kept. */
  function loggedApp(test: TestApi) {
    const lines: string[] = [];
    const logger = createLogger('debug', {
      write: (line: string) => {
        lines.push(line);
      },
    });
    const server = createApp({
      store: test.store,
      config: test.config,
      clock: test.clock.now,
      mailer: test.mailer,
      imageStore: localImageStore(path.join(test.dataDir, 'uploads')),
      logger,
    }).listen(0);
    return { request: supertest.agent(server), lines, logger, close: () => server.close() };
  }

  it('when a patient signs up with a code, books and sends a proof and the staff log in, then no e-mail, phone, code, password, name or token is in the log, and every request has a line with its X-Request-Id', async () => {
    api = await startApi('sqlite');
    const logged = loggedApp(api);
    try {
      const doctor = await addDoctor(api);
      const email = 'meera.iyer@example.in';
      const phone = '9123456780';
      const password = 'quiet lake mornings';
      const name = 'Meera Iyer';
      const transactionId = '512345678901';
      const secrets: string[] = [email, phone, password, name, transactionId];

      await logged.request.post(API.sendOtp).send({ email }).expect(200);
      const code = api.mailer.codeFor(email);
      secrets.push(code);
      // A wrong code first: a refused request is logged too, still without its body.
      await logged.request
        .post(API.register)
        .send({ name, email, password, phone, consent: true, otp: '000000' })
        .expect(400);
      const registered = await logged.request
        .post(API.register)
        .send({ name, email, password, phone, consent: true, otp: code })
        .expect(201);
      const { token } = tokenResponse.parse(registered.body);
      secrets.push(token);
      const booked = await logged.request
        .post(API.bookAppointment)
        .set(auth(token))
        .send({ docId: doctor._id, slotDate: '3_3_2026', slotTime: '10:00' })
        .expect(201);
      const { appointmentId } = bookAppointmentResponse.parse(booked.body);
      await logged.request
        .post(API.confirmPayment)
        .set(auth(token))
        .set('Cookie', 'session=a-cookie-value-1234')
        .send({ appointmentId, name, transactionId })
        .expect(200);
      secrets.push('a-cookie-value-1234');
      // Mails that fail are logged as errors, without their recipient.
      api.mailer.failing = true;
      const second = await logged.request
        .post(API.bookAppointment)
        .set(auth(token))
        .send({ docId: doctor._id, slotDate: '3_3_2026', slotTime: '11:00' })
        .expect(201);
      await logged.request
        .post(API.cancelAppointment)
        .set(auth(token))
        .send({ appointmentId: bookAppointmentResponse.parse(second.body).appointmentId })
        .expect(200);
      api.mailer.failing = false;

      const staff = await addStaff(api, { email: OPERATOR_EMAIL, password: OPERATOR_PASSWORD });
      const step = adminLoginResponse.parse(
        (
          await logged.request
            .post(ADMIN_API.login)
            .send({ email: OPERATOR_EMAIL, password: OPERATOR_PASSWORD })
            .expect(200)
        ).body,
      );
      const totp = totpCode(staff.secret, api.clock.now());
      const done = await logged.request
        .post(ADMIN_API.secondFactor)
        .set('X-Request-Id', 'lb-7f3a9c')
        .send({ challenge: step.challenge, code: totp })
        .expect(200);
      const staffToken = tokenResponse.parse(done.body).token;
      secrets.push(OPERATOR_EMAIL, OPERATOR_PASSWORD, totp, staffToken);
      const listed = await logged.request
        .get(ADMIN_API.appointments)
        .query({ search: email })
        .set(auth(staffToken))
        .set('X-Request-Id', 'not a sane id: <script>')
        .expect(200);

      const log = logged.lines.join('');
      for (const secret of secrets) expect(log).not.toContain(secret);
      expect(log).not.toContain(appointmentId);

      const entries = logged.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const answered = entries.filter((entry) => entry.msg === 'request answered');
      expect(answered.length).toBeGreaterThanOrEqual(8);
      expect(answered.every((entry) => typeof entry.reqId === 'string')).toBe(true);
      expect(answered.map((entry) => entry.route)).toContain('/api/admin/appointments');
      // A sane incoming id is kept; another is replaced; the answer carries the one logged.
      expect(done.headers['x-request-id']).toBe('lb-7f3a9c');
      expect(listed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(answered.map((entry) => entry.reqId)).toContain(listed.headers['x-request-id']);
      const mailFailure = entries.find((entry) => entry.level === 'error');
      expect(mailFailure?.reqId).toEqual(expect.any(String));
      expect(
        entries.find((entry) => entry.msg === 'request failed' || entry.level === 'warn')?.route,
      ).toBe(API.register);
    } finally {
      logged.close();
    }
  });

  it('when requests are answered, then no child logger is made for any of them, and their lines still carry their ids', async () => {
    api = await startApi('sqlite');
    const logged = loggedApp(api);
    const child = vi.spyOn(logged.logger.pino, 'child');
    try {
      const answers = [];
      for (let index = 0; index < 3; index++)
        answers.push(await logged.request.get(API.doctorList).expect(200));

      // pino-http made two per request: more than the doctor list itself cost.
      expect(child).not.toHaveBeenCalled();
      const ids = logged.lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'request answered')
        .map((entry) => entry.reqId);
      expect(ids).toEqual(answers.map((answer) => answer.headers['x-request-id']));
    } finally {
      logged.close();
    }
  });

  it('when a probe answers 200, then it is not logged (compose asks every 10 s)', async () => {
    api = await startApi('sqlite');
    const logged = loggedApp(api);
    try {
      const before = logged.lines.length;
      await logged.request.get(HEALTH_PATHS.live).expect(200);
      expect(logged.lines.slice(before)).toEqual([]);
    } finally {
      logged.close();
    }
  });
});
