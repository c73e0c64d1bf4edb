/**
 * A series (docs/product.md, Series): staff preview and book it all or nothing, the patient sees
 * its sessions, and either side cancels the rest. The clock stands at Monday 2 March 2026, 09:00
 * in Kolkata (the harness's default).
 */
import {
  ADMIN_API,
  API,
  SERIES_TEXTS,
  TEXTS,
  appointmentListResponse,
  bookSeriesResponse,
  cancelSeriesRestResponse,
  doctorListResponse,
  seriesPreviewResponse,
} from '@clinic/contracts';
import type { BookSeriesRequestInput } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { auditEntriesOf, book, expectFailure, sendProof } from './admin-fixtures.js';
import { inviteOf } from './support/ical.js';
import { addDoctor, addOperatorToken, addPatient, auth, forEachStore } from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

/** Six Tuesdays at 15:00 from 3 March 2026. */
const TUESDAYS = ['3_3_2026', '10_3_2026', '17_3_2026', '24_3_2026', '31_3_2026', '7_4_2026'];

async function clinic(api: TestApi) {
  const asha = await addDoctor(api, { name: 'Dr. Asha Rao', fees: 800 });
  const vikram = await addDoctor(api, { name: 'Dr. Vikram Menon', fees: 1200 });
  const priya = await addPatient(api, 'Priya Sharma');
  const desk = await addOperatorToken(api, 'front-desk');
  return { asha, vikram, priya, desk };
}

const weekly = (
  patient: Patient,
  docId: string,
  overrides: Partial<BookSeriesRequestInput> = {},
): BookSeriesRequestInput => ({
  patientEmail: patient.email,
  docId,
  firstDay: '3_3_2026',
  slotTime: '15:00',
  repeat: 'weekly',
  count: 6,
  ...overrides,
});

async function appointmentsOf(api: TestApi, patient: Patient) {
  const response = await api.request.get(API.appointments).set(auth(patient.token)).expect(200);
  return appointmentListResponse.parse(response.body).appointments;
}

async function bookSeries(api: TestApi, token: string, request: BookSeriesRequestInput) {
  const response = await api.request.post(ADMIN_API.series).set(auth(token)).send(request);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return bookSeriesResponse.parse(response.body);
}

forEachStore((api) => {
  describe('POST /api/admin/series/preview', () => {
    it('when some sessions are blocked, taken or on a Sunday, then each says why and the others are bookable', async () => {
      const { asha, priya, desk } = await clinic(api());
      const ravi = await addPatient(api(), 'Ravi Kumar');
      await book(api(), ravi, asha._id, '10_3_2026', '15:00');
      await api()
        .request.put(ADMIN_API.doctorBlockedSlots(asha._id))
        .set(auth(desk))
        .send({ date: '24_3_2026', times: ['15:00'] })
        .expect(200);

      const response = await api()
        .request.post(ADMIN_API.seriesPreview)
        .set(auth(desk))
        .send(weekly(priya, asha._id))
        .expect(200);

      expect(seriesPreviewResponse.parse(response.body).sessions).toEqual(
        TUESDAYS.map((slotDate) => ({
          slotDate,
          slotTime: '15:00',
          refusal: slotDate === '10_3_2026' ? 'taken' : slotDate === '24_3_2026' ? 'blocked' : null,
        })),
      );
      const sunday = await api()
        .request.post(ADMIN_API.seriesPreview)
        .set(auth(desk))
        .send(weekly(priya, asha._id, { firstDay: '8_3_2026', count: 2 }))
        .expect(200);
      expect(
        seriesPreviewResponse.parse(sunday.body).sessions.map((session) => session.refusal),
      ).toEqual(['sunday', 'sunday']);
      const offHours = await api()
        .request.post(ADMIN_API.seriesPreview)
        .set(auth(desk))
        .send(weekly(priya, asha._id, { slotTime: '13:00', firstDay: '2_3_2026', count: 2 }))
        .expect(200);
      expect(
        seriesPreviewResponse.parse(offHours.body).sessions.map((session) => session.refusal),
      ).toEqual(['off-hours', 'off-hours']);
    });

    it('when the patient, the doctor or the input is wrong, then it is a 404 or a 400', async () => {
      const { asha, priya, desk } = await clinic(api());
      const unknownPatient = await api()
        .request.post(ADMIN_API.seriesPreview)
        .set(auth(desk))
        .send(weekly(priya, asha._id, { patientEmail: 'nobody@example.in' }))
        .expect(404);
      expectFailure(unknownPatient.body, SERIES_TEXTS.patientNotFound);
      const unknownDoctor = await api()
        .request.post(ADMIN_API.seriesPreview)
        .set(auth(desk))
        .send(weekly(priya, 'ffffffffffffffffffffffff'))
        .expect(404);
      expectFailure(unknownDoctor.body, TEXTS.doctorNotFound);
      for (const bad of [{ count: 13 }, { count: 1 }, { repeat: 'daily' }, { firstDay: 'soon' }])
        await api()
          .request.post(ADMIN_API.seriesPreview)
          .set(auth(desk))
          .send({ ...weekly(priya, asha._id), ...bad })
          .expect(400);
    });
  });

  describe('POST /api/admin/series', () => {
    it('when the front desk books six weekly sessions, then the patient has six, beyond the 14-day window, each mailed with its invite and none under the cap', async () => {
      const { asha, priya, desk } = await clinic(api());

      const booked = await bookSeries(api(), desk, weekly(priya, asha._id));

      expect(booked.message).toBe(SERIES_TEXTS.seriesBooked);
      expect(booked.appointmentIds).toHaveLength(6);
      const mine = await appointmentsOf(api(), priya);
      expect(mine.map((appointment) => [appointment.slotDate, appointment.slotTime])).toEqual(
        TUESDAYS.map((day) => [day, '15:00']),
      );
      for (const appointment of mine) {
        expect(appointment).toMatchObject({
          seriesId: booked.seriesId,
          amount: 800,
          payment: false,
        });
      }
      const mails = api().mailer.sent.filter((mail) => mail.to === priya.email);
      expect(mails).toHaveLength(6);
      expect(mails.map((mail) => inviteOf(mail).event.DTSTART)).toEqual([
        '20260303T093000Z',
        '20260310T093000Z',
        '20260317T093000Z',
        '20260324T093000Z',
        '20260331T093000Z',
        '20260407T093000Z',
      ]);
      const doctors = doctorListResponse.parse(
        (await api().request.get(API.doctorList).expect(200)).body,
      );
      expect(doctors.doctors.find((doctor) => doctor._id === asha._id)?.slots_booked).toMatchObject(
        { '3_3_2026': ['15:00'], '10_3_2026': ['15:00'] },
      );
      // The cap (MAX_UNPAID_BOOKINGS, 3 by default) counts the patient's own bookings only.
      for (const slotTime of ['10:00', '10:30', '11:00'])
        await book(api(), priya, asha._id, '4_3_2026', slotTime);
      const [entry] = await auditEntriesOf(api(), 'series.book');
      expect(entry).toMatchObject({
        targetType: 'series',
        targetId: booked.seriesId,
        actorRole: 'front-desk',
        patientIds: [priya.id],
        after: {
          patient: 'Priya Sharma',
          doctor: 'Dr. Asha Rao',
          repeat: 'weekly',
          sessions: TUESDAYS.map((day) => `${day} 03:00 pm`),
          skipped: [],
        },
      });
    });

    it('when a session cannot be booked, then nothing is booked and the answer shows why; skipping it books the rest', async () => {
      const { asha, priya, desk } = await clinic(api());
      const ravi = await addPatient(api(), 'Ravi Kumar');
      await book(api(), ravi, asha._id, '10_3_2026', '15:00');

      const refused = await api()
        .request.post(ADMIN_API.series)
        .set(auth(desk))
        .send(weekly(priya, asha._id))
        .expect(409);

      expectFailure(refused.body, SERIES_TEXTS.seriesSessionsUnavailable);
      expect(refused.body.sessions[1]).toEqual({
        slotDate: '10_3_2026',
        slotTime: '15:00',
        refusal: 'taken',
      });
      expect(await appointmentsOf(api(), priya)).toEqual([]);
      expect(api().mailer.sent.filter((mail) => mail.to === priya.email)).toEqual([]);

      const booked = await bookSeries(
        api(),
        desk,
        weekly(priya, asha._id, { skip: ['10_3_2026'] }),
      );
      expect(booked.appointmentIds).toHaveLength(5);
      expect(
        (await appointmentsOf(api(), priya)).map((appointment) => appointment.slotDate),
      ).toEqual(TUESDAYS.filter((day) => day !== '10_3_2026'));
    });

    it('when the skipped days are not of the series, or are all of it, then it is a 400 and nothing is booked', async () => {
      const { asha, priya, desk } = await clinic(api());
      const stranger = await api()
        .request.post(ADMIN_API.series)
        .set(auth(desk))
        .send(weekly(priya, asha._id, { skip: ['4_3_2026'] }))
        .expect(400);
      expectFailure(stranger.body, SERIES_TEXTS.seriesSkipUnknown);
      const all = await api()
        .request.post(ADMIN_API.series)
        .set(auth(desk))
        .send(weekly(priya, asha._id, { count: 2, skip: ['3_3_2026', '10_3_2026'] }))
        .expect(400);
      expectFailure(all.body, SERIES_TEXTS.seriesNothingToBook);
      expect(await appointmentsOf(api(), priya)).toEqual([]);
    });

    it("when a doctor books, then only in their own diary; a patient's token is a 403 and no token a 401", async () => {
      const { asha, vikram, priya } = await clinic(api());
      const doctor = await addOperatorToken(api(), 'doctor', asha._id);

      await bookSeries(api(), doctor, weekly(priya, asha._id, { count: 2 }));
      const foreign = await api()
        .request.post(ADMIN_API.series)
        .set(auth(doctor))
        .send(weekly(priya, vikram._id, { count: 2 }))
        .expect(403);
      expectFailure(foreign.body, TEXTS.forbidden);
      await api()
        .request.post(ADMIN_API.seriesPreview)
        .set(auth(doctor))
        .send(weekly(priya, vikram._id, { count: 2 }))
        .expect(403);
      await api()
        .request.post(ADMIN_API.series)
        .set(auth(priya.token))
        .send(weekly(priya, vikram._id))
        .expect(403);
      await api().request.post(ADMIN_API.series).send(weekly(priya, vikram._id)).expect(401);
      expect((await appointmentsOf(api(), priya)).map((appointment) => appointment.docId)).toEqual([
        asha._id,
        asha._id,
      ]);
    });

    it('when a series and patients booking its times arrive together, round after round, then never both and never part of the series', async () => {
      const { asha, priya, desk } = await clinic(api());
      const times = ['10:00', '11:00', '12:00', '15:00', '16:00'];
      for (const [round, slotTime] of times.entries()) {
        // New patients every round, so that no unpaid cap refuses them.
        const others = [
          await addPatient(api(), `Ravi Kumar ${round}`),
          await addPatient(api(), `Anil Das ${round}`),
        ];
        const seriesFirst = round % 2 === 0;
        const series = api()
          .request.post(ADMIN_API.series)
          .set(auth(desk))
          .send(weekly(priya, asha._id, { slotTime, count: 4 }));
        const singles = others.map((other, index) =>
          api()
            .request.post(API.bookAppointment)
            .set(auth(other.token))
            .send({ docId: asha._id, slotDate: TUESDAYS[index] as string, slotTime }),
        );
        // A request is sent when Promise.all takes it: the series first in even rounds, last in odd.
        const answers = await Promise.all(
          seriesFirst ? [series, ...singles] : [...singles, series],
        );
        const seriesAnswer = seriesFirst ? answers[0] : answers.at(-1);
        const singleAnswers = seriesFirst ? answers.slice(1) : answers.slice(0, -1);

        const priyaAt = (await appointmentsOf(api(), priya)).filter(
          (appointment) => appointment.slotTime === slotTime,
        );
        const singlesBooked = singleAnswers.filter((answer) => answer?.status === 201);
        if (seriesAnswer?.status === 201) {
          expect(priyaAt).toHaveLength(4);
          expect(singlesBooked).toHaveLength(0);
        } else {
          expect(seriesAnswer?.status).toBe(409);
          expect(priyaAt).toEqual([]);
        }
        for (const answer of singleAnswers)
          if (answer?.status !== 201) expectFailure(answer?.body, TEXTS.slotTaken);
      }
    });
  });

  describe('cancelling the rest of a series', () => {
    it('when one session is moved, then the rest stay; the patient cancels the rest, but for a session whose proof waits', async () => {
      const { asha, priya, desk } = await clinic(api());
      const booked = await bookSeries(api(), desk, weekly(priya, asha._id, { count: 4 }));
      const [first, second, third] = booked.appointmentIds;
      await api()
        .request.post(ADMIN_API.rescheduleAppointment(first as string))
        .set(auth(desk))
        .send({ slotDate: '4_3_2026', slotTime: '16:00' })
        .expect(200);
      await sendProof(api(), priya, third as string, 'UPI777');

      const response = await api()
        .request.post(API.cancelSeriesRest)
        .set(auth(priya.token))
        .send({ seriesId: booked.seriesId })
        .expect(200);

      const body = cancelSeriesRestResponse.parse(response.body);
      expect(body.message).toBe(TEXTS.seriesRestCancelled);
      expect(body.cancelledIds).toEqual([first, second, booked.appointmentIds[3]]);
      const mine = await appointmentsOf(api(), priya);
      expect(mine.map((appointment) => [appointment.slotDate, appointment.cancelled])).toEqual([
        ['4_3_2026', true],
        ['10_3_2026', true],
        ['17_3_2026', false],
        ['24_3_2026', true],
      ]);
      const again = await api()
        .request.post(API.cancelSeriesRest)
        .set(auth(priya.token))
        .send({ seriesId: booked.seriesId })
        .expect(409);
      expectFailure(again.body, TEXTS.seriesNothingToCancel);
    });

    it('when another patient asks, it is a 403; an unknown series is a 404; a malformed one a 400', async () => {
      const { asha, priya, desk } = await clinic(api());
      const ravi = await addPatient(api(), 'Ravi Kumar');
      const booked = await bookSeries(api(), desk, weekly(priya, asha._id, { count: 2 }));
      await api()
        .request.post(API.cancelSeriesRest)
        .set(auth(ravi.token))
        .send({ seriesId: booked.seriesId })
        .expect(403);
      const unknown = await api()
        .request.post(API.cancelSeriesRest)
        .set(auth(ravi.token))
        .send({ seriesId: 'ffffffffffffffffffffffff' })
        .expect(404);
      expectFailure(unknown.body, TEXTS.seriesNotFound);
      await api()
        .request.post(API.cancelSeriesRest)
        .set(auth(ravi.token))
        .send({ seriesId: 'x' })
        .expect(400);
      expect(
        (await appointmentsOf(api(), priya)).every((appointment) => !appointment.cancelled),
      ).toBe(true);
    });

    it("when staff cancel the rest, then every session not yet started goes, a waiting proof owes a refund, the audit has it; another doctor's is a 403", async () => {
      const { asha, vikram, priya, desk } = await clinic(api());
      const booked = await bookSeries(
        api(),
        desk,
        weekly(priya, asha._id, { firstDay: '2_3_2026', slotTime: '10:00', count: 3 }),
      );
      await sendProof(api(), priya, booked.appointmentIds[1] as string, 'UPI888');
      const otherDoctor = await addOperatorToken(api(), 'doctor', vikram._id);
      await api()
        .request.post(ADMIN_API.cancelSeriesRest(booked.seriesId))
        .set(auth(otherDoctor))
        .expect(403);
      // Today's 10:00 session has started.
      api().clock.advance(90 * 60_000);

      const response = await api()
        .request.post(ADMIN_API.cancelSeriesRest(booked.seriesId))
        .set(auth(desk))
        .expect(200);

      expect(cancelSeriesRestResponse.parse(response.body).cancelledIds).toEqual(
        booked.appointmentIds.slice(1),
      );
      const mine = await appointmentsOf(api(), priya);
      expect(
        mine.map((appointment) => [appointment.cancelled, appointment.refund?.status]),
      ).toEqual([
        [false, undefined],
        [true, 'due'],
        [true, undefined],
      ]);
      const [entry] = await auditEntriesOf(api(), 'series.cancel-rest');
      expect(entry).toMatchObject({ targetId: booked.seriesId, patientIds: [priya.id] });
    });
  });
});
