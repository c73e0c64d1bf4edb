/**
 * Every failure carries a stable `code` beside its message: the fixed text's key, or the code of a
 * composed message with the values it was made from, so that a client can word it in its own
 * language (docs/decisions.md, Wire conventions).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API,
  COMPOSED_TEXTS,
  FAILURE_TEXTS,
  TEXTS,
  composedText,
  errorResponse,
} from '@clinic/contracts';
import type { FixedErrorCode } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, toFailure } from '../src/libraries/errors.js';
import { addDoctor, addPatient, auth, forEachStore } from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

// The clock stands at Monday 2 March 2026, 09:00 in Kolkata (see the harness).
const TUESDAY = '3_3_2026';
const HOUR_MS = 3_600_000;

function book(api: TestApi, patient: Patient, docId: string, slotTime: string) {
  return api.request
    .post(API.bookAppointment)
    .set(auth(patient.token))
    .send({ docId, slotDate: TUESDAY, slotTime });
}

describe('AppError', () => {
  it('when thrown by the key of any fixed text, then its code is that key and its message the English of it', () => {
    for (const [code, text] of Object.entries(FAILURE_TEXTS)) {
      const error = new AppError(code as FixedErrorCode, 400);
      expect(error.code).toBe(code);
      expect(error.message).toBe(text);
      expect(toFailure(error)?.body).toEqual({ message: text, code });
    }
  });

  it('when thrown by a composed code and its values, then the message is the template filled and the values go as params', () => {
    const error = AppError.conflict('changeByPhone', { cutoffHours: 24, phone: '+91 98765 43210' });

    expect(toFailure(error)).toEqual({
      status: 409,
      body: {
        message: composedText('changeByPhone', { cutoffHours: 24, phone: '+91 98765 43210' }),
        code: 'changeByPhone',
        params: { cutoffHours: 24, phone: '+91 98765 43210' },
      },
    });
  });

  it('when a failure is given more fields, then it keeps its code, values and status', () => {
    const error = AppError.conflict('unpaidBookingsLimit', { limit: 2 }).withExtra({ error: 'x' });

    expect(toFailure(error)?.body).toEqual({
      message: composedText('unpaidBookingsLimit', { limit: 2 }),
      code: 'unpaidBookingsLimit',
      params: { limit: 2 },
      error: 'x',
    });
  });
});

/** Every `AppError.<factory>(<first argument>` and `new AppError(<first argument>` in the API's source. */
async function thrownCodes(): Promise<{ file: string; argument: string }[]> {
  const root = fileURLToPath(new URL('../src/', import.meta.url));
  const found: { file: string; argument: string }[] = [];
  for (const file of await readdir(root, { recursive: true })) {
    if (!file.endsWith('.ts')) continue;
    const source = await readFile(join(root, file), 'utf8');
    for (const match of source.matchAll(/(?:AppError\.\w+|new AppError)\(\s*([^,)]*)/g)) {
      found.push({ file, argument: match[1]?.trim() ?? '' });
    }
  }
  return found;
}

describe('the API source', () => {
  it('names every error it throws by a key of the texts, never by a text', async () => {
    const throws = await thrownCodes();
    expect(throws.length).toBeGreaterThan(100);
    const keys = new Set([...Object.keys(FAILURE_TEXTS), ...Object.keys(COMPOSED_TEXTS)]);
    // A quoted argument is a key; any other is a value the types hold to a key (ErrorCode).
    const unnamed = throws.filter(
      ({ argument }) =>
        /TEXTS|`/.test(argument) || (/^['"]/.test(argument) && !keys.has(argument.slice(1, -1))),
    );
    expect(unnamed).toEqual([]);
  });
});

forEachStore(
  (api) => {
    describe('failures on the wire', () => {
      it('when a slot was just taken by another patient, then the answer is 409 with code slotTaken', async () => {
        const doctor = await addDoctor(api());
        await book(api(), await addPatient(api()), doctor._id, '10:30').expect(201);

        const response = await book(api(), await addPatient(api()), doctor._id, '10:30').expect(
          409,
        );

        expect(errorResponse.parse(response.body)).toEqual({
          success: false,
          message: TEXTS.slotTaken,
          code: 'slotTaken',
        });
      });

      it('when a call needs a login and has no token, then the answer is 401 with code notAuthorized', async () => {
        const response = await api().request.get(API.appointments).expect(401);

        expect(errorResponse.parse(response.body)).toEqual({
          success: false,
          message: TEXTS.notAuthorized,
          code: 'notAuthorized',
        });
      });

      it('when one client sends more contact messages than an hour allows, then the answer is 429 with code tooManyRequests', async () => {
        const message = {
          name: 'Anil Kumar',
          email: 'anil.kumar@example.in',
          subject: 'Saturday hours',
          phone: '9876501234',
          message: 'Are you open on Saturdays?',
        };
        await api().request.post(API.econtact).send(message).expect(200);

        const response = await api().request.post(API.econtact).send(message).expect(429);

        expect(errorResponse.parse(response.body)).toEqual({
          success: false,
          message: TEXTS.tooManyRequests,
          error: TEXTS.tooManyRequests,
          code: 'tooManyRequests',
        });
      });

      it('when a patient cancels inside the cut-off, then the answer is 409 with code changeByPhone and the hours and phone as params', async () => {
        const doctor = await addDoctor(api());
        const patient = await addPatient(api());
        const booked = await book(api(), patient, doctor._id, '10:00').expect(201);
        const { appointmentId } = booked.body as { appointmentId: string };
        api().clock.advance(2 * HOUR_MS);

        const response = await api()
          .request.post(API.cancelAppointment)
          .set(auth(patient.token))
          .send({ appointmentId })
          .expect(409);

        const { phone } = api().config.clinic;
        expect(errorResponse.parse(response.body)).toEqual({
          success: false,
          message: composedText('changeByPhone', { cutoffHours: 24, phone: phone }),
          code: 'changeByPhone',
          params: { cutoffHours: 24, phone },
        });
      });

      it('when a patient over the unpaid bookings cap books again, then the answer is 409 with code unpaidBookingsLimit and the cap as params', async () => {
        const doctor = await addDoctor(api());
        const patient = await addPatient(api());
        await book(api(), patient, doctor._id, '10:00').expect(201);

        const response = await book(api(), patient, doctor._id, '10:30').expect(409);

        expect(errorResponse.parse(response.body)).toEqual({
          success: false,
          message: composedText('unpaidBookingsLimit', { limit: 1 }),
          code: 'unpaidBookingsLimit',
          params: { limit: 1 },
        });
      });

      it('when a field fails validation, then the answer is 400 with code invalidInput and the field messages as they were', async () => {
        const response = await book(api(), await addPatient(api()), 'not-an-id', '10:30').expect(
          400,
        );

        const body = errorResponse.parse(response.body);
        expect(body).toMatchObject({ success: false, message: TEXTS.invalidInput });
        expect(body.code).toBe('invalidInput');
        expect(Object.keys(body.errors ?? {})).toEqual(['docId']);
      });
    });
  },
  { CANCEL_CUTOFF_HOURS: '24', CONTACT_PER_IP_PER_HOUR: '1', MAX_UNPAID_BOOKINGS: '1' },
);
