/**
 * Every failure carries a stable `code` beside its message: the fixed text's key, or the code of a
 * composed message with the values it was made from, so that a client can word it in its own
 * language (docs/decisions.md, Wire conventions).
 */
import {
  ADMIN_TEXTS,
  API,
  RECEIPT_TEXTS,
  RECONCILE_TEXTS,
  STAFF_TEXTS,
  TEXTS,
  changeByPhoneText,
  errorResponse,
  unpaidBookingsLimitText,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { codeOfText } from '../src/libraries/errors.js';
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

describe('codeOfText', () => {
  it('when a message is a fixed text of TEXTS, then its code is the key of that text', () => {
    for (const [key, text] of Object.entries(TEXTS)) {
      expect(codeOfText(text, 400), text).toBe(key);
    }
  });

  it("when a message is one of the console's texts, then its code is that text's key", () => {
    const wordings = new Set<string>(Object.values(TEXTS));
    for (const table of [ADMIN_TEXTS, STAFF_TEXTS, RECONCILE_TEXTS, RECEIPT_TEXTS]) {
      for (const [key, text] of Object.entries(table)) {
        // A wording TEXTS has too answers TEXTS's key (a success message the console reuses).
        if (!wordings.has(text)) expect(codeOfText(text, 400), text).toBe(key);
      }
    }
  });

  it('when a message is in no table, then the status names it', () => {
    expect(codeOfText('Required', 400)).toBe('invalidInput');
    expect(codeOfText('Required', 404)).toBe('notFound');
    expect(codeOfText('Required', 500)).toBe('internalError');
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
          message: changeByPhoneText(24, phone),
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
          message: unpaidBookingsLimitText(1),
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
