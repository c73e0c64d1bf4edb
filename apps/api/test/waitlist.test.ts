import {
  ADMIN_API,
  API,
  OFFER_HOLD_MINUTES,
  TEXTS,
  adminWaitlistResponse,
  bookSeriesResponse,
  doctorListResponse,
  errorResponse,
  myDataResponse,
  waitlistResponse,
} from '@clinic/contracts';
import type { JoinWaitlistRequest } from '@clinic/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/libraries/logger.js';
import { startSchedule } from '../src/schedule.js';
import type { Schedule } from '../src/schedule.js';
import {
  PATIENT_PASSWORD,
  addDoctor,
  addOperatorToken,
  addPatient,
  auth,
  forEachStore,
  startSecondInstance,
} from './support/harness.js';
import type { Patient, SecondInstance, TestApi } from './support/harness.js';

const HOLD_MS = OFFER_HOLD_MINUTES * 60_000;
/** Tuesday 3 March 2026 (the clock starts on Monday 2 March, 09:00 in Kolkata). */
const TUESDAY = '3_3_2026';

forEachStore((api) => {
  const schedules: Schedule[] = [];
  const instances: SecondInstance[] = [];
  afterEach(async () => {
    for (const schedule of schedules.splice(0)) schedule.stop();
    for (const instance of instances.splice(0)) await instance.close();
  });

  function scheduleOn(target: Pick<TestApi, 'store'>): Schedule {
    const schedule = startSchedule({
      store: target.store,
      config: api().config,
      clock: api().clock.now,
      logger: createLogger('silent'),
      mailer: api().mailer,
    });
    schedules.push(schedule);
    return schedule;
  }

  const join = (patient: Patient, body: Partial<JoinWaitlistRequest> & { docId: string }) =>
    api()
      .request.post(API.waitlist)
      .set(auth(patient.token))
      .send({ wish: { kind: 'any' }, until: '14_3_2026', ...body });

  const book = (patient: Patient, docId: string, slotTime = '10:00', slotDate = TUESDAY) =>
    api()
      .request.post(API.bookAppointment)
      .set(auth(patient.token))
      .send({ docId, slotDate, slotTime });

  async function mine(patient: Patient) {
    const response = await api().request.get(API.waitlist).set(auth(patient.token)).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return waitlistResponse.parse(response.body);
  }

  const offersMailedTo = (patient: Patient) =>
    api().mailer.sent.filter(
      (mail) => mail.to === patient.email && mail.subject.includes('is free for you'),
    );

  /** A doctor, a patient holding Tuesday 10:00, and `waiting` patients on the list in order. */
  async function bookedAndWaiting(waiting = 2) {
    const doctor = await addDoctor(api());
    const holder = await addPatient(api(), 'Kiran Holder');
    const appointmentId = (await book(holder, doctor._id).expect(201)).body.appointmentId as string;
    const queue: Patient[] = [];
    for (let n = 0; n < waiting; n++) {
      const patient = await addPatient(api(), `Waiting Patient ${n + 1}`);
      await join(patient, { docId: doctor._id }).expect(201);
      api().clock.advance(1_000);
      queue.push(patient);
    }
    return { doctor, holder, appointmentId, queue };
  }

  const cancel = (patient: Patient, appointmentId: string) =>
    api()
      .request.post(API.cancelAppointment)
      .set(auth(patient.token))
      .send({ appointmentId })
      .expect(200);

  describe('joining and leaving', () => {
    it('when a patient joins, then they see the entry, once per doctor, and can leave it', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      const joined = await join(patient, {
        docId: doctor._id,
        wish: { kind: 'preferred', weekdays: [2, 4], halfDays: ['morning'] },
      }).expect(201);
      expect(joined.body).toMatchObject({ success: true, message: TEXTS.waitlistJoined });

      const { entries, offers } = await mine(patient);
      expect(entries).toEqual([
        {
          _id: joined.body.entry._id as string,
          docId: doctor._id,
          doctorName: doctor.name,
          wish: { kind: 'preferred', weekdays: [2, 4], halfDays: ['morning'] },
          until: '14_3_2026',
          createdAt: api().clock.now().toISOString(),
        },
      ]);
      expect(offers).toEqual([]);

      const again = await join(patient, { docId: doctor._id }).expect(409);
      expect(errorResponse.parse(again.body).code).toBe('waitlistAlreadyOn');

      const other = await addPatient(api(), 'Ravi Other');
      await api()
        .request.post(API.leaveWaitlist)
        .set(auth(other.token))
        .send({ entryId: entries[0]?._id })
        .expect(403);
      const left = await api()
        .request.post(API.leaveWaitlist)
        .set(auth(patient.token))
        .send({ entryId: entries[0]?._id })
        .expect(200);
      expect(left.body.message).toBe(TEXTS.waitlistLeft);
      expect((await mine(patient)).entries).toEqual([]);
      await api()
        .request.post(API.leaveWaitlist)
        .set(auth(patient.token))
        .send({ entryId: entries[0]?._id })
        .expect(404);
    });

    it('when a patient is on 3 lists, then a fourth is refused', async () => {
      const patient = await addPatient(api());
      for (let n = 0; n < 3; n++)
        await join(patient, { docId: (await addDoctor(api()))._id }).expect(201);
      const fourth = await join(patient, { docId: (await addDoctor(api()))._id }).expect(409);
      expect(errorResponse.parse(fourth.body)).toMatchObject({
        code: 'waitlistLimit',
        message: TEXTS.waitlistLimit,
      });
    });

    it('when the input is bad, then 400; an unknown doctor 404; no token 401', async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      const outside = await join(patient, { docId: doctor._id, until: '16_3_2026' }).expect(400);
      expect(errorResponse.parse(outside.body).code).toBe('waitlistUntilOutside');
      await join(patient, { docId: doctor._id, until: '1_3_2026' }).expect(400);
      await join(patient, { docId: doctor._id, until: '31_2_2026' }).expect(400);
      await join(patient, {
        docId: doctor._id,
        wish: { kind: 'preferred', weekdays: [0], halfDays: ['morning'] },
      }).expect(400);
      await join(patient, {
        docId: doctor._id,
        wish: { kind: 'preferred', weekdays: [1], halfDays: [] },
      }).expect(400);
      await join(patient, { docId: 'not-an-id' }).expect(400);
      await join(patient, { docId: 'a'.repeat(24) }).expect(404);
      await api().request.get(API.waitlist).expect(401);
      await api()
        .request.post(API.claimWaitlistOffer)
        .set(auth(patient.token))
        .send({})
        .expect(400);
      expect((await mine(patient)).entries).toEqual([]);
    });
  });

  describe('offers of freed times', () => {
    it('when a patient cancels, then the oldest matching entry is offered the time by mail and on the list, held from everyone else', async () => {
      const doctor = await addDoctor(api());
      const holder = await addPatient(api(), 'Kiran Holder');
      const { appointmentId } = (await book(holder, doctor._id).expect(201)).body as {
        appointmentId: string;
      };
      // Oldest, but waits for afternoons only: the freed morning time is not theirs.
      const afternoons = await addPatient(api(), 'Asha Afternoons');
      await join(afternoons, {
        docId: doctor._id,
        wish: { kind: 'preferred', weekdays: [2], halfDays: ['afternoon'] },
      }).expect(201);
      api().clock.advance(1_000);
      const first = await addPatient(api(), 'Meena First');
      await join(first, { docId: doctor._id }).expect(201);
      api().clock.advance(1_000);
      const second = await addPatient(api(), 'Nikhil Second');
      await join(second, { docId: doctor._id }).expect(201);

      await cancel(holder, appointmentId);

      const { offers } = await mine(first);
      expect(offers).toEqual([
        {
          _id: expect.any(String) as unknown as string,
          docId: doctor._id,
          doctorName: doctor.name,
          slotDate: TUESDAY,
          slotTime: '10:00',
          expiresAt: new Date(api().clock.now().getTime() + HOLD_MS).toISOString(),
        },
      ]);
      expect((await mine(second)).offers).toEqual([]);
      expect((await mine(afternoons)).offers).toEqual([]);
      const [mail] = offersMailedTo(first);
      expect(mail?.subject).toBe(`A time with ${doctor.name} is free for you`);
      expect(mail?.text).toContain('Tuesday 3 March 2026 at 10:00 am');
      expect(mail?.text).toContain('until 09:30 am (30 minutes)');
      expect(offersMailedTo(second)).toEqual([]);

      // The slot picker shows it taken; the booking of anyone else is refused.
      const list = doctorListResponse.parse(
        (await api().request.get(API.doctorList).expect(200)).body,
      );
      expect(list.doctors.find((each) => each._id === doctor._id)?.slots_booked[TUESDAY]).toEqual([
        '10:00',
      ]);
      const refused = await book(second, doctor._id).expect(409);
      expect(errorResponse.parse(refused.body).code).toBe('slotTaken');
      const someone = await addPatient(api(), 'Someone Else');
      await book(someone, doctor._id).expect(409);

      // Only its patient may claim it; they do, with one click.
      const offerId = offers[0]?._id;
      await api()
        .request.post(API.claimWaitlistOffer)
        .set(auth(second.token))
        .send({ offerId })
        .expect(403);
      const claimed = await api()
        .request.post(API.claimWaitlistOffer)
        .set(auth(first.token))
        .send({ offerId })
        .expect(201);
      expect(claimed.body.message).toBe(TEXTS.waitlistOfferClaimed);
      const appointments = (
        await api().request.get(API.appointments).set(auth(first.token)).expect(200)
      ).body.appointments as { _id: string; slotDate: string; slotTime: string }[];
      expect(appointments).toEqual([
        expect.objectContaining({
          _id: claimed.body.appointmentId as string,
          slotDate: TUESDAY,
          slotTime: '10:00',
        }),
      ]);
      // The wish is met: the entry leaves the list, and the offer is gone.
      expect(await mine(first)).toEqual({ success: true, entries: [], offers: [] });
      const twice = await api()
        .request.post(API.claimWaitlistOffer)
        .set(auth(first.token))
        .send({ offerId })
        .expect(409);
      expect(errorResponse.parse(twice.body).code).toBe('waitlistOfferGone');
      await api()
        .request.post(API.claimWaitlistOffer)
        .set(auth(first.token))
        .send({ offerId: 'a'.repeat(24) })
        .expect(404);
    });

    it('when the 30-minute hold ends unclaimed, then the schedule offers the time to the next patient and the first can no longer claim it', async () => {
      const { doctor, holder, appointmentId, queue } = await bookedAndWaiting(2);
      const [first, second] = queue as [Patient, Patient];
      await cancel(holder, appointmentId);
      const offerId = (await mine(first)).offers[0]?._id;
      const schedule = scheduleOn(api());

      api().clock.advance(HOLD_MS - 1_000);
      await schedule.runOnce();
      expect((await mine(first)).offers).toHaveLength(1);
      expect((await mine(second)).offers).toEqual([]);
      await book(second, doctor._id).expect(409);

      api().clock.advance(1_000);
      // The hold ends at its minute, before any round: nobody sees it as held any more.
      expect((await mine(first)).offers).toEqual([]);
      await schedule.runOnce();
      const { offers } = await mine(second);
      expect(offers).toMatchObject([{ slotDate: TUESDAY, slotTime: '10:00' }]);
      expect(offersMailedTo(second)).toHaveLength(1);
      const late = await api()
        .request.post(API.claimWaitlistOffer)
        .set(auth(first.token))
        .send({ offerId })
        .expect(409);
      expect(errorResponse.parse(late.body).code).toBe('waitlistOfferGone');
      // The first patient's entry stays: a later time may still suit them.
      expect((await mine(first)).entries).toHaveLength(1);

      await schedule.runOnce();
      expect(offersMailedTo(second)).toHaveLength(1);
      expect(offersMailedTo(first)).toHaveLength(1);
    });

    it('when the patient declines, then the time goes to the next patient at once', async () => {
      const { holder, appointmentId, queue } = await bookedAndWaiting(2);
      const [first, second] = queue as [Patient, Patient];
      await cancel(holder, appointmentId);
      const offerId = (await mine(first)).offers[0]?._id;
      await api()
        .request.post(API.declineWaitlistOffer)
        .set(auth(second.token))
        .send({ offerId })
        .expect(403);
      const declined = await api()
        .request.post(API.declineWaitlistOffer)
        .set(auth(first.token))
        .send({ offerId })
        .expect(200);
      expect(declined.body.message).toBe(TEXTS.waitlistOfferDeclined);
      expect((await mine(first)).offers).toEqual([]);
      expect((await mine(second)).offers).toMatchObject([{ slotTime: '10:00' }]);
      expect(offersMailedTo(second)).toHaveLength(1);
    });

    it('when a patient moves away or staff cancel or unblock a time, then it is offered', async () => {
      const doctor = await addDoctor(api());
      const holder = await addPatient(api(), 'Kiran Holder');
      const { appointmentId } = (await book(holder, doctor._id).expect(201)).body as {
        appointmentId: string;
      };
      const waiting = await Promise.all(
        ['One', 'Two', 'Three'].map((name) => addPatient(api(), `Waiting ${name}`)),
      );
      for (const patient of waiting) {
        await join(patient, { docId: doctor._id }).expect(201);
        api().clock.advance(1_000);
      }
      const [one, two, three] = waiting as [Patient, Patient, Patient];

      await api()
        .request.post(API.rescheduleAppointment)
        .set(auth(holder.token))
        .send({ appointmentId, slotDate: TUESDAY, slotTime: '11:00' })
        .expect(200);
      expect((await mine(one)).offers).toMatchObject([{ slotTime: '10:00' }]);

      const owner = await addOperatorToken(api());
      await api()
        .request.post(ADMIN_API.cancelAppointment(appointmentId))
        .set(auth(owner))
        .expect(200);
      expect((await mine(two)).offers).toMatchObject([{ slotTime: '11:00' }]);

      await api()
        .request.put(ADMIN_API.doctorBlockedSlots(doctor._id))
        .set(auth(owner))
        .send({ date: TUESDAY, times: ['12:00'] })
        .expect(200);
      expect((await mine(three)).offers).toEqual([]);
      await api()
        .request.put(ADMIN_API.doctorBlockedSlots(doctor._id))
        .set(auth(owner))
        .send({ date: TUESDAY, times: [] })
        .expect(200);
      expect((await mine(three)).offers).toMatchObject([{ slotTime: '12:00' }]);
    });

    it('when staff cancel the rest of a series, then its freed times are offered', async () => {
      const doctor = await addDoctor(api());
      const holder = await addPatient(api(), 'Kiran Holder');
      const waiting = await addPatient(api(), 'Waiting One');
      await join(waiting, { docId: doctor._id }).expect(201);
      const owner = await addOperatorToken(api());
      const booked = await api()
        .request.post(ADMIN_API.series)
        .set(auth(owner))
        .send({
          patientEmail: holder.email,
          docId: doctor._id,
          firstDay: TUESDAY,
          slotTime: '10:00',
          repeat: 'weekly',
          count: 2,
          skip: [],
        })
        .expect(201);
      expect((await mine(waiting)).offers).toEqual([]);

      await api()
        .request.post(ADMIN_API.cancelSeriesRest(bookSeriesResponse.parse(booked.body).seriesId))
        .set(auth(owner))
        .expect(200);

      expect((await mine(waiting)).offers).toMatchObject([
        { slotDate: TUESDAY, slotTime: '10:00' },
      ]);
      expect(offersMailedTo(waiting)).toHaveLength(1);
    });

    it('when two API processes end one hold at once, then its time is offered to exactly one patient, once', async () => {
      const { holder, appointmentId, queue } = await bookedAndWaiting(3);
      const [first, second, third] = queue as [Patient, Patient, Patient];
      await cancel(holder, appointmentId);
      const other = await startSecondInstance(api());
      instances.push(other);
      const schedules = [scheduleOn(api()), scheduleOn(other)];

      api().clock.advance(HOLD_MS);
      await Promise.all([...schedules, ...schedules].map((schedule) => schedule.runOnce()));

      expect(offersMailedTo(first)).toHaveLength(1);
      expect(offersMailedTo(second)).toHaveLength(1);
      expect(offersMailedTo(third)).toEqual([]);
      const seen = await other.request.get(API.waitlist).set(auth(second.token)).expect(200);
      expect(waitlistResponse.parse(seen.body).offers).toHaveLength(1);
      expect((await mine(third)).offers).toEqual([]);
    });

    it('when a time frees with nobody waiting for it, then nothing is offered', async () => {
      const doctor = await addDoctor(api());
      const holder = await addPatient(api(), 'Kiran Holder');
      const { appointmentId } = (await book(holder, doctor._id).expect(201)).body as {
        appointmentId: string;
      };
      const late = await addPatient(api(), 'Late Patient');
      await join(late, { docId: doctor._id, until: '2_3_2026' }).expect(201);
      await cancel(holder, appointmentId);
      expect((await mine(late)).offers).toEqual([]);
      await book(late, doctor._id).expect(201);
    });

    it("when an entry's last day has passed, then the schedule takes it off the list", async () => {
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      await join(patient, { docId: doctor._id, until: '3_3_2026' }).expect(201);
      const schedule = scheduleOn(api());
      api().clock.advance(24 * 3_600_000);
      await schedule.runOnce();
      expect(await api().store.waitlist.listByUser(patient.id)).toHaveLength(1);
      api().clock.advance(24 * 3_600_000);
      await schedule.runOnce();
      expect(await api().store.waitlist.listByUser(patient.id)).toEqual([]);
    });
  });

  describe("the patient's data", () => {
    it('when a patient on a list exports their data, then it lists the entry; erasure takes entries and offers away', async () => {
      const { doctor, holder, appointmentId, queue } = await bookedAndWaiting(1);
      const [patient] = queue as [Patient];
      await cancel(holder, appointmentId);
      const exported = myDataResponse.parse(
        (await api().request.get(API.myData).set(auth(patient.token)).expect(200)).body,
      );
      expect(exported.data.waitlist).toMatchObject([{ docId: doctor._id, until: '14_3_2026' }]);

      await api()
        .request.post(API.deleteAccount)
        .set(auth(patient.token))
        .send({ password: PATIENT_PASSWORD })
        .expect(200);
      expect(await api().store.waitlist.listByDoctor(doctor._id)).toEqual([]);
      expect(await api().store.waitlist.listOpen(api().clock.now())).toEqual([]);
    });
  });

  describe("a doctor's list for staff", () => {
    it('when staff read it, then the owner and front desk see every list, a doctor only their own, and the read is audited', async () => {
      const { doctor, queue } = await bookedAndWaiting(2);
      const otherDoctor = await addDoctor(api(), { name: 'Dr. Kabir Sen' });
      const owner = await addOperatorToken(api());
      const response = await api()
        .request.get(ADMIN_API.doctorWaitlist(doctor._id))
        .set(auth(owner))
        .expect(200);
      const { entries } = adminWaitlistResponse.parse(response.body);
      expect(entries.map((entry) => entry.patient.email)).toEqual(
        queue.map((patient) => patient.email),
      );
      expect(entries[0]).toMatchObject({ doctorName: doctor.name, offer: null });
      expect(response.headers['cache-control']).toBe('no-store');

      const desk = await addOperatorToken(api(), 'front-desk');
      await api().request.get(ADMIN_API.doctorWaitlist(doctor._id)).set(auth(desk)).expect(200);
      const own = await addOperatorToken(api(), 'doctor', doctor._id);
      await api().request.get(ADMIN_API.doctorWaitlist(doctor._id)).set(auth(own)).expect(200);
      await api().request.get(ADMIN_API.doctorWaitlist(otherDoctor._id)).set(auth(own)).expect(403);
      await api()
        .request.get(ADMIN_API.doctorWaitlist(doctor._id))
        .set(auth(queue[0]?.token ?? ''))
        .expect(403);
      await api().request.get(ADMIN_API.doctorWaitlist('nope')).set(auth(owner)).expect(400);

      const audit = await api().store.audit.list({
        page: 1,
        pageSize: 10,
        action: 'waitlist.read',
      });
      expect(audit.total).toBe(3);
      expect(audit.entries[0]?.patientIds.sort()).toEqual(
        queue.map((patient) => patient.id).sort(),
      );
    });
  });
});
