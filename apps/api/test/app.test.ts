import { mkdirSync, writeFileSync } from 'node:fs';
import { ServerResponse } from 'node:http';
import path from 'node:path';
import {
  ADMIN_API,
  API,
  TEXTS,
  appointmentListResponse,
  errorResponse,
  messageResponse,
} from '@clinic/contracts';
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.js';
import { createLogger } from '../src/libraries/logger.js';
import type { JsonLogger } from '../src/libraries/logger.js';
import { localImageStore } from '../src/libraries/uploads.js';
import {
  PATIENT_PASSWORD,
  RecordingMailer,
  addDoctor,
  addOperatorToken,
  addPatient,
  auth,
  startApi,
  stopApi,
} from './support/harness.js';
import type { TestApi } from './support/harness.js';
import { FIELDS, ODD_VALUES } from './support/odd-input.js';

let api: TestApi | undefined;
afterEach(async () => {
  if (api) await stopApi(api);
  api = undefined;
});

/** The app's own lines, recorded; the request log (its pino, silent) goes nowhere. */
function recordingLogger(): JsonLogger & { lines: string[]; details: unknown[] } {
  const lines: string[] = [];
  const details: unknown[] = [];
  const log = (message: string, detail?: unknown) => {
    lines.push(message);
    details.push(detail);
  };
  return {
    ...createLogger('silent'),
    lines,
    details,
    debug: log,
    info: log,
    warn: log,
    error: log,
  };
}

function appWith(api: TestApi, logger: JsonLogger) {
  return createApp({
    store: api.store,
    config: api.config,
    clock: api.clock.now,
    mailer: new RecordingMailer(),
    imageStore: localImageStore(path.join(api.dataDir, 'uploads')),
    logger,
  });
}

describe('security headers', () => {
  it('when any answer is sent, then it carries HSTS for a year, nosniff and a strict CSP, and no X-Powered-By', async () => {
    api = await startApi('sqlite');

    const response = await api.request.get(API.doctorList).expect(200);

    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(csp).toContain("img-src 'self' data: blob:");
  });

  it('when no CORS_ORIGINS is set, then no other origin is allowed', async () => {
    api = await startApi('sqlite');

    const response = await api.request
      .get(API.doctorList)
      .set('Origin', 'https://evil.example')
      .expect(200);

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when CORS_ORIGINS lists an origin, then that origin alone is allowed', async () => {
    api = await startApi('sqlite', {
      CORS_ORIGINS: 'https://clinic.example, https://www.clinic.example',
    });

    const allowed = await api.request
      .get(API.doctorList)
      .set('Origin', 'https://www.clinic.example')
      .expect(200);
    const other = await api.request
      .get(API.doctorList)
      .set('Origin', 'https://evil.example')
      .expect(200);

    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.clinic.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('caching', () => {
  it('when an answer carries personal or operator data, then it says no-store', async () => {
    api = await startApi('sqlite');
    const patient = await addPatient(api);
    const operatorToken = await addOperatorToken(api);

    const answers = [
      await api.request.get(API.getProfile).set(auth(patient.token)).expect(200),
      await api.request.get(API.appointments).set(auth(patient.token)).expect(200),
      await api.request
        .post(API.login)
        .send({ email: patient.email, password: PATIENT_PASSWORD })
        .expect(200),
      await api.request.get(ADMIN_API.dashboard).set(auth(operatorToken)).expect(200),
      await api.request.get(ADMIN_API.appointments).set(auth(operatorToken)).expect(200),
      await api.request.get(ADMIN_API.messages).set(auth(operatorToken)).expect(200),
      await api.request.get(ADMIN_API.me).set(auth(operatorToken)).expect(200),
    ];

    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('when a public catalogue answer is sent, then it may be kept but is revalidated', async () => {
    api = await startApi('sqlite');

    const doctors = await api.request.get(API.doctorList).expect(200);

    expect(doctors.headers['cache-control']).toBe('no-cache');
    expect(doctors.headers.etag).toMatch(/^"/);
  });
});

describe('the HTTP server', () => {
  it('when a prepared read is answered before Express, then its headers and body are those Express sends', async () => {
    api = await startApi('sqlite');
    await addDoctor(api);

    const direct = await api.request.get(API.doctorList).expect(200);
    const throughExpress = await supertest(api.app).get(API.doctorList).expect(200);

    // The request id is each request's own (and set around Express, which api.app is alone).
    const comparable = (headers: Record<string, string>) => {
      const {
        date: _date,
        connection: _connection,
        'keep-alive': _keepAlive,
        'x-request-id': _requestId,
        ...rest
      } = headers;
      return rest;
    };
    expect(comparable(direct.headers)).toEqual(comparable(throughExpress.headers));
    expect(direct.body).toEqual(throughExpress.body);
  });

  it('when the patient’s appointments are answered before Express, then headers and body are those Express sends', async () => {
    api = await startApi('sqlite');
    const doctor = await addDoctor(api);
    const patient = await addPatient(api);
    await api.request
      .post(API.bookAppointment)
      .set(auth(patient.token))
      .send({ docId: doctor._id, slotDate: '3_3_2026', slotTime: '10:00' })
      .expect(201);

    const direct = await api.request.get(API.appointments).set(auth(patient.token)).expect(200);
    const throughExpress = await supertest(api.app)
      .get(API.appointments)
      .set(auth(patient.token))
      .expect(200);

    // The request id is each request's own (and set around Express, which api.app is alone).
    const comparable = (headers: Record<string, string>) => {
      const {
        date: _date,
        connection: _connection,
        'keep-alive': _keepAlive,
        'x-request-id': _requestId,
        ...rest
      } = headers;
      return rest;
    };
    expect(comparable(direct.headers)).toEqual(comparable(throughExpress.headers));
    expect(direct.headers['cache-control']).toBe('no-store');
    expect(appointmentListResponse.parse(direct.body)).toEqual(
      appointmentListResponse.parse(throughExpress.body),
    );
    expect(direct.body.appointments).toHaveLength(1);
  });

  it('when an operator token asks for the patient’s appointments, then it still answers 403', async () => {
    api = await startApi('sqlite');
    const token = await addOperatorToken(api);

    const response = await api.request.get(API.appointments).set(auth(token)).expect(403);

    expect(errorResponse.parse(response.body).message).toBe(TEXTS.forbidden);
  });

  it('when a read is answered before Express, then its security headers and request id go out with its one writeHead, none set one by one', async () => {
    api = await startApi('sqlite');
    // The first call builds the prepared list; the second is the busy read the bench measures.
    await api.request.get(API.doctorList).expect(200);
    const setHeader = vi.spyOn(ServerResponse.prototype, 'setHeader');
    try {
      const response = await api.request.get(API.doctorList).expect(200);

      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      // A dozen setHeader calls cost more than the rest of the read (docs/decisions.md,
      // Prepared answers).
      expect(setHeader).not.toHaveBeenCalled();
    } finally {
      setHeader.mockRestore();
    }
  });

  it('when a HEAD of a prepared read is asked, then it has the headers and no body', async () => {
    api = await startApi('sqlite');

    const response = await api.request.head(API.blogs).expect(200);

    expect(response.headers['content-length']).toMatch(/^\d+$/);
    expect(response.text).toBeUndefined();
  });
});

const JSON_POSTS = [
  API.sendOtp,
  API.register,
  API.login,
  API.logout,
  API.updateProfile,
  API.bookAppointment,
  API.cancelAppointment,
  API.confirmPayment,
  API.econtact,
];

const PATIENT_CALLS: [method: 'get' | 'post', path: string][] = [
  ['get', API.getProfile],
  ['post', API.updateProfile],
  ['get', API.appointments],
  ['post', API.bookAppointment],
  ['post', API.cancelAppointment],
  ['post', API.confirmPayment],
  ['post', API.likeBlog('0123456789abcdef01234567')],
  ['get', API.likeBlog('0123456789abcdef01234567')],
  ['post', API.logout],
];

describe('every call', () => {
  it.each(JSON_POSTS)('when %s gets malformed JSON, then it answers 400', async (path) => {
    api = await startApi('sqlite');
    const patient = await addPatient(api);

    const response = await api.request
      .post(path)
      .set(auth(patient.token))
      .set('Content-Type', 'application/json')
      .send('{"a":')
      .expect(400);

    expect(errorResponse.parse(response.body).message).toBe(TEXTS.malformedJson);
  });

  it.each(JSON_POSTS)('when %s gets a body over 100 KB, then it answers 413', async (path) => {
    api = await startApi('sqlite');
    const patient = await addPatient(api);

    const response = await api.request
      .post(path)
      .set(auth(patient.token))
      .send({ name: 'x'.repeat(101 * 1024) })
      .expect(413);

    expect(errorResponse.parse(response.body).message).toBe(TEXTS.bodyTooLarge);
  });

  it.each(PATIENT_CALLS)(
    'when %s %s has no token or a revoked one, then it answers 401',
    async (method, path) => {
      api = await startApi('sqlite');
      const patient = await addPatient(api);
      await api.request.post(API.logout).set(auth(patient.token)).expect(200);

      const missing = await api.request[method](path).send({}).expect(401);
      const revoked = await api.request[method](path).set(auth(patient.token)).send({}).expect(401);

      expect(errorResponse.parse(missing.body).message).toBe(TEXTS.notAuthorized);
      expect(errorResponse.parse(revoked.body).message).toBe(TEXTS.notAuthorized);
    },
  );
});

describe('odd input', () => {
  it.each(JSON_POSTS)(
    'when %s gets bodies of every odd shape, then it never answers 5xx',
    async (path) => {
      api = await startApi('sqlite');
      const patient = await addPatient(api);
      const bodies: unknown[] = [null, [], 'text', 42, {}];
      for (const field of FIELDS) for (const value of ODD_VALUES) bodies.push({ [field]: value });

      for (const body of bodies) {
        const response = await api.request
          .post(path)
          .set(auth(patient.token))
          .send(JSON.stringify(body))
          .type('json');
        expect(response.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        errorResponse.or(messageResponse).parse(response.body);
      }
    },
  );
});

describe('bodies and unknown routes', () => {
  it('when the JSON is malformed, then it answers 400 with the fixed text', async () => {
    api = await startApi('sqlite');

    const response = await api.request
      .post(API.login)
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);

    expect(errorResponse.parse(response.body)).toEqual({
      success: false,
      message: TEXTS.malformedJson,
      code: 'malformedJson',
    });
  });

  it('when the JSON body is over 100 KB, then it answers 413', async () => {
    api = await startApi('sqlite');

    const response = await api.request
      .post(API.login)
      .send({ email: 'a@example.in', password: 'x'.repeat(101 * 1024) })
      .expect(413);

    expect(errorResponse.parse(response.body).message).toBe(TEXTS.bodyTooLarge);
  });

  it.each([
    [
      'a multipart body without its end',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
    ],
    ['a multipart body without boundary', 'multipart/form-data', 'garbage'],
  ])('when the profile form is %s, then it answers 400', async (_case, contentType, body) => {
    api = await startApi('sqlite');
    const patient = await addPatient(api);

    const response = await api.request
      .post(API.updateProfile)
      .set(auth(patient.token))
      .set('Content-Type', contentType)
      .send(body)
      .expect(400);

    expect(errorResponse.parse(response.body).message).toBe(TEXTS.invalidInput);
  });

  it.each([
    ['br', 400],
    ['compress', 415],
  ])(
    'when the JSON claims %s encoding it does not have, then it answers %i',
    async (encoding, status) => {
      api = await startApi('sqlite');

      const response = await api.request
        .post(API.login)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('not compressed')
        .expect(status);

      expect(errorResponse.parse(response.body).message).toBe(TEXTS.invalidInput);
    },
  );

  it('when an /api route does not exist, then it answers 404 JSON', async () => {
    api = await startApi('sqlite');

    const response = await api.request.get('/api/user/nothing-here').expect(404);

    expect(errorResponse.parse(response.body)).toEqual({
      success: false,
      message: TEXTS.notFound,
      code: 'notFound',
    });
  });

  it('when a store call fails unexpectedly, then it answers 500 with the generic text and logs the cause under the route template, never the query', async () => {
    api = await startApi('sqlite');
    const logger = recordingLogger();
    api.store.doctors.list = async () => {
      throw new Error('disk on fire');
    };

    const response = await supertest(appWith(api, logger))
      .get(API.doctorList)
      .query({ from: 'meera.iyer@example.in' })
      .expect(500);

    expect(errorResponse.parse(response.body)).toEqual({
      success: false,
      message: TEXTS.internalError,
      code: 'internalError',
    });
    expect(JSON.stringify(response.body)).not.toContain('disk on fire');
    expect(logger.details).toContainEqual(expect.objectContaining({ message: 'disk on fire' }));
    expect(logger.lines).toContain(`GET ${API.doctorList} failed`);
    expect(logger.lines.join('\n')).not.toContain('meera.iyer');
  });
});

describe('the built web app and console', () => {
  function buildDist(root: string, title: string) {
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>${title}</title>`);
    writeFileSync(
      path.join(root, 'assets', 'index-Ab12Cd34.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }

  async function withBuilds() {
    const started = await startApi('sqlite');
    await stopApi(started);
    const root = started.dataDir;
    buildDist(path.join(root, 'web'), 'Patient site');
    buildDist(path.join(root, 'console'), 'Console');
    return startApi('sqlite', {
      WEB_DIST: path.join(root, 'web'),
      CONSOLE_DIST: path.join(root, 'console'),
    });
  }

  it('when / or a client route is asked, then index.html is served uncached, so deep links reload', async () => {
    api = await withBuilds();

    for (const route of [
      '/',
      '/doctors',
      '/appointment/0123456789abcdef01234567',
      '/services/ADHDTreatment',
    ]) {
      const response = await api.request.get(route).expect(200);
      expect(response.text).toContain('<title>Patient site</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('when a hashed asset is asked, then it is long-cached, immutable and gzipped', async () => {
    api = await withBuilds();

    const response = await api.request
      .get('/assets/index-Ab12Cd34.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);

    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('when a file that does not exist is asked, then it answers 404, not the page', async () => {
    api = await withBuilds();

    await api.request.get('/assets/missing-123.js').expect(404);
  });

  it('when the console is asked, then its own index answers its client routes', async () => {
    api = await withBuilds();

    await api.request.get('/console').expect(301).expect('Location', '/console/');
    const page = await api.request.get('/console/payments/pending').expect(200);
    expect(page.text).toContain('<title>Console</title>');
    const asset = await api.request.get('/console/assets/index-Ab12Cd34.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when an unknown /api route is asked beside the web app, then it is still a 404 JSON', async () => {
    api = await withBuilds();

    const response = await api.request.get('/api/nothing').expect(404);

    expect(errorResponse.parse(response.body).message).toBe(TEXTS.notFound);
  });

  it('when no build exists, then the API still serves and a log line says so', async () => {
    api = await startApi('sqlite');
    const logger = recordingLogger();

    const app = appWith(api, logger);

    expect(logger.lines.filter((line) => line.startsWith('No build at'))).toHaveLength(2);
    await supertest(app).get(API.doctorList).expect(200);
    await supertest(app).get('/').expect(404);
  });
});

describe('/uploads', () => {
  it('when an uploaded image of a public folder is asked, then it is served with its type, nosniff and a year of caching; a missing one is 404', async () => {
    api = await startApi('sqlite');
    mkdirSync(path.join(api.dataDir, 'uploads', 'doctors'), { recursive: true });
    writeFileSync(
      path.join(api.dataDir, 'uploads', 'doctors', 'abc.webp'),
      Buffer.from('RIFF0000WEBPVP8 '),
    );
    await addDoctor(api);

    const response = await api.request.get('/uploads/doctors/abc.webp').expect(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    await api.request.get('/uploads/doctors/none.webp').expect(404);
    await api.request.get('/uploads/../secrets.json').expect(404);
  });

  it("when a patient's photo is asked at its file's address, then it is a 404 like a missing file, whoever asks", async () => {
    api = await startApi('sqlite');
    const patient = await addPatient(api);
    const name = `${'a1'.repeat(16)}.webp`;
    mkdirSync(path.join(api.dataDir, 'uploads', 'avatars'), { recursive: true });
    writeFileSync(
      path.join(api.dataDir, 'uploads', 'avatars', name),
      Buffer.from('RIFF0000WEBPVP8 '),
    );
    await api.store.users.updateProfile(patient.id, { image: `/uploads/avatars/${name}` });

    const missing = await api.request.get(`/uploads/avatars/${'b2'.repeat(16)}.webp`).expect(404);
    for (const token of [undefined, patient.token]) {
      const request = api.request.get(`/uploads/avatars/${name}`);
      if (token) request.set(auth(token));
      const response = await request.expect(404);
      expect(response.body).toEqual(missing.body);
      expect(response.headers['cache-control']).toBe(missing.headers['cache-control']);
    }
  });
});
