import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  TEXTS,
  adminDoctorResponse,
  adminDoctorsResponse,
  appointmentListResponse,
  auditResponse,
  doctorListResponse,
  slotWindow,
} from '@clinic/contracts';
import { describe, expect, it, vi } from 'vitest';
import { UNKNOWN_ID, book, expectFailure, loginOperator, pngImage } from './admin-fixtures.js';
import { addDoctor, addOperatorToken, addPatient, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const FIELDS = {
  name: 'Dr. Meera Iyer',
  speciality: 'Psychologist',
  degree: 'M.Phil Clinical Psychology',
  experience: '7',
  about: 'Works with teenagers and families.',
  fees: '900',
  available: 'true',
  address: JSON.stringify({ line1: '4 Residency Road', line2: 'Bengaluru' }),
};

async function publicDoctor(api: TestApi, doctorId: string) {
  const response = await api.request.get(API.doctorList).expect(200);
  return doctorListResponse.parse(response.body).doctors.find((doctor) => doctor._id === doctorId);
}

/** A doctor made through the console, so the photo is a file of the API's own image store. */
async function createWithPhoto(api: TestApi, token: string) {
  const request = api.request.post(ADMIN_API.doctors).set(auth(token));
  for (const [key, value] of Object.entries(FIELDS)) request.field(key, value);
  const response = await request.attach('image', await pngImage(), 'first.png').expect(201);
  return adminDoctorResponse.parse(response.body).doctor;
}

async function replacePhoto(api: TestApi, token: string, doctorId: string) {
  const response = await api.request
    .put(ADMIN_API.doctor(doctorId))
    .set(auth(token))
    .attach('image', await pngImage(80, 80), 'second.png')
    .expect(200);
  return adminDoctorResponse.parse(response.body).doctor;
}

/** The audit entries about doctors: the log also holds the operators' logins. */
async function latestAudit(api: TestApi, token: string) {
  const response = await api.request
    .get(ADMIN_API.audit)
    .query({ pageSize: 100 })
    .set(auth(token))
    .expect(200);
  const entries = auditResponse
    .parse(response.body)
    .entries.filter((entry) => entry.targetType === 'doctor');
  return { entries, total: entries.length };
}

forEachStore((api) => {
  describe('GET /api/admin/doctors', () => {
    it('when doctors exist, then it lists every field of each, without e-mail or password', async () => {
      const operator = await loginOperator(api());
      await addDoctor(api(), { name: 'Dr. Asha Rao' });
      await addDoctor(api(), { name: 'Dr. Vikram Menon', available: false });

      const response = await api()
        .request.get(ADMIN_API.doctors)
        .set(auth(operator.token))
        .expect(200);

      const { doctors } = adminDoctorsResponse.parse(response.body);
      expect(doctors.map((doctor) => [doctor.name, doctor.available, doctor.fees])).toEqual([
        ['Dr. Asha Rao', true, 800],
        ['Dr. Vikram Menon', false, 800],
      ]);
      for (const doctor of response.body.doctors as Record<string, unknown>[]) {
        expect(Object.keys(doctor)).not.toContain('email');
        expect(Object.keys(doctor)).not.toContain('password');
      }
    });
  });

  describe('POST /api/admin/doctors', () => {
    it('when every field and a photo come, then the doctor is created, listed publicly and the photo is served', async () => {
      const operator = await loginOperator(api());
      const request = api().request.post(ADMIN_API.doctors).set(auth(operator.token));
      for (const [key, value] of Object.entries(FIELDS)) request.field(key, value);

      const response = await request
        .attach('image', await pngImage(900, 600), {
          filename: 'meera.png',
          contentType: 'image/png',
        })
        .expect(201);

      const { doctor, message } = adminDoctorResponse.parse(response.body);
      expect(message).toBe(ADMIN_TEXTS.doctorCreated);
      expect(doctor).toMatchObject({
        name: 'Dr. Meera Iyer',
        speciality: 'Psychologist',
        experience: 7,
        fees: 900,
        available: true,
        address: { line1: '4 Residency Road', line2: 'Bengaluru' },
        slots_booked: {},
        blockedSlots: [],
      });
      expect(doctor.image).toMatch(/^\/uploads\/doctors\/[a-f0-9]{32}\.webp$/);
      expect(await publicDoctor(api(), doctor._id)).toMatchObject({
        name: 'Dr. Meera Iyer',
        fees: 900,
      });
      const photo = await api().request.get(doctor.image).expect(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect((await latestAudit(api(), operator.token)).entries[0]).toMatchObject({
        action: 'doctor.create',
        targetId: doctor._id,
        before: null,
        after: { name: 'Dr. Meera Iyer', fees: 900 },
      });
    });

    it('when the photo is missing or not an image, then it is a 400 and no doctor is made', async () => {
      const operator = await loginOperator(api());
      const withoutPhoto = api().request.post(ADMIN_API.doctors).set(auth(operator.token));
      for (const [key, value] of Object.entries(FIELDS)) withoutPhoto.field(key, value);
      const notImage = api().request.post(ADMIN_API.doctors).set(auth(operator.token));
      for (const [key, value] of Object.entries(FIELDS)) notImage.field(key, value);

      const missing = await withoutPhoto.expect(400);
      const fake = await notImage
        .attach('image', Buffer.from('<svg onload="alert(1)"/>'), {
          filename: 'x.png',
          contentType: 'image/png',
        })
        .expect(400);

      expectFailure(missing.body, ADMIN_TEXTS.doctorImageRequired);
      expectFailure(fake.body, TEXTS.imageNotAllowed);
      const list = await api().request.get(ADMIN_API.doctors).set(auth(operator.token)).expect(200);
      expect(adminDoctorsResponse.parse(list.body).doctors).toEqual([]);
    });

    it('when a registration number comes, then it is kept and listed publicly; without one, the doctor has none', async () => {
      const operator = await loginOperator(api());
      const withNumber = api().request.post(ADMIN_API.doctors).set(auth(operator.token));
      for (const [key, value] of Object.entries({ ...FIELDS, registrationNumber: ' KMC 45678 ' }))
        withNumber.field(key, value);
      const created = adminDoctorResponse.parse(
        (await withNumber.attach('image', await pngImage(), 'photo.png').expect(201)).body,
      ).doctor;

      expect(created.registrationNumber).toBe('KMC 45678');
      expect((await publicDoctor(api(), created._id))?.registrationNumber).toBe('KMC 45678');
      expect((await createWithPhoto(api(), operator.token)).registrationNumber).toBe('');
    });

    it('when a field is missing or wrong, then it is a 400 naming the field', async () => {
      const operator = await loginOperator(api());
      for (const [field, value] of [
        ['name', ''],
        ['speciality', 'Surgeon'],
        ['fees', '-5'],
        ['experience', 'ten'],
        ['address', '{not json'],
        ['available', 'maybe'],
        ['registrationNumber', 'K'.repeat(41)],
      ] as const) {
        const request = api().request.post(ADMIN_API.doctors).set(auth(operator.token));
        for (const [key, fieldValue] of Object.entries({ ...FIELDS, [field]: value }))
          request.field(key, fieldValue);
        const response = await request.attach('image', await pngImage(), 'photo.png').expect(400);
        expectFailure(response.body, TEXTS.invalidInput);
        expect(Object.keys(response.body.errors as object)).toContain(field);
      }
    });
  });

  describe('PUT /api/admin/doctors/:id', () => {
    it('when the fee changes, then new bookings take it and the audit log keeps both fees', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api(), { fees: 800 });
      const patient = await addPatient(api());

      const response = await api()
        .request.put(ADMIN_API.doctor(doctor._id))
        .set(auth(operator.token))
        .send({ fees: 1000, degree: 'MBBS, DPM' })
        .expect(200);

      expect(adminDoctorResponse.parse(response.body).doctor).toMatchObject({
        fees: 1000,
        degree: 'MBBS, DPM',
        name: doctor.name,
      });
      expect(await publicDoctor(api(), doctor._id)).toMatchObject({ fees: 1000 });
      const appointmentId = await book(api(), patient, doctor._id, '3_3_2026', '10:00');
      const mine = await api().request.get(API.appointments).set(auth(patient.token)).expect(200);
      expect(
        (mine.body.appointments as { _id: string; amount: number }[]).find(
          (item) => item._id === appointmentId,
        )?.amount,
      ).toBe(1000);
      expect((await latestAudit(api(), operator.token)).entries[0]).toMatchObject({
        action: 'doctor.update',
        before: { fees: 800, degree: 'MBBS, MD (Psychiatry)' },
        after: { fees: 1000, degree: 'MBBS, DPM' },
      });
    });

    it('when the registration number is changed or cleared, then the record follows; an edit without it keeps it', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api(), { registrationNumber: 'KMC 45678' });
      const put = (body: object) =>
        api().request.put(ADMIN_API.doctor(doctor._id)).set(auth(operator.token)).send(body);

      const kept = adminDoctorResponse.parse((await put({ fees: 900 }).expect(200)).body).doctor;
      expect(kept.registrationNumber).toBe('KMC 45678');
      const changed = await put({ registrationNumber: 'MMC 2011/04/3321' }).expect(200);
      expect(adminDoctorResponse.parse(changed.body).doctor.registrationNumber).toBe(
        'MMC 2011/04/3321',
      );
      expect((await latestAudit(api(), operator.token)).entries[0]).toMatchObject({
        action: 'doctor.update',
        before: { registrationNumber: 'KMC 45678' },
        after: { registrationNumber: 'MMC 2011/04/3321' },
      });
      await put({ registrationNumber: '' }).expect(200);
      expect((await publicDoctor(api(), doctor._id))?.registrationNumber).toBe('');
    });

    it('when the owner sends only the fees, or the doctor only the text, of a doctor not available, then only that changes and the diary stays closed', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api(), { available: false, fees: 800 });
      const doctorToken = await addOperatorToken(api(), 'doctor', doctor._id);

      await api()
        .request.put(ADMIN_API.doctor(doctor._id))
        .set(auth(operator.token))
        .field('fees', '1200')
        .expect(200);
      await api()
        .request.put(ADMIN_API.doctor(doctor._id))
        .set(auth(doctorToken))
        .send({ about: 'Sees adults and teenagers.' })
        .expect(200);

      expect(await publicDoctor(api(), doctor._id)).toMatchObject({
        available: false,
        fees: 1200,
        about: 'Sees adults and teenagers.',
        name: doctor.name,
      });
      expect((await latestAudit(api(), operator.token)).entries[0]).toMatchObject({
        action: 'doctor.update',
        before: { fees: 1200, available: false },
        after: { about: 'Sees adults and teenagers.', available: false },
      });
    });

    it('when a new photo comes as multipart, then it replaces the old one', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());

      const response = await api()
        .request.put(ADMIN_API.doctor(doctor._id))
        .set(auth(operator.token))
        .field('about', 'Now also sees couples.')
        .attach('image', await pngImage(), 'new.png')
        .expect(200);

      const updated = adminDoctorResponse.parse(response.body).doctor;
      expect(updated.about).toBe('Now also sees couples.');
      expect(updated.image).not.toBe(doctor.image);
      expect(updated.image).toMatch(/^\/uploads\/doctors\//);
    });

    it('when the photo of a doctor without appointments is replaced, then the old file is deleted', async () => {
      const operator = await loginOperator(api());
      const doctor = await createWithPhoto(api(), operator.token);

      const updated = await replacePhoto(api(), operator.token, doctor._id);

      expect(existsSync(path.join(api().dataDir, doctor.image))).toBe(false);
      await api().request.get(doctor.image).expect(404);
      await api().request.get(updated.image).expect(200);
      expect((await publicDoctor(api(), doctor._id))?.image).toBe(updated.image);
    });

    it('when the photo of a doctor with an appointment is replaced, then the old file stays for that appointment', async () => {
      const operator = await loginOperator(api());
      const doctor = await createWithPhoto(api(), operator.token);
      const patient = await addPatient(api());
      const appointmentId = await book(api(), patient, doctor._id, '3_3_2026', '10:00');

      const updated = await replacePhoto(api(), operator.token, doctor._id);

      expect(updated.image).not.toBe(doctor.image);
      const mine = await api().request.get(API.appointments).set(auth(patient.token)).expect(200);
      const { appointments } = appointmentListResponse.parse(mine.body);
      expect(appointments.find((item) => item._id === appointmentId)?.docData.image).toBe(
        doctor.image,
      );
      await api().request.get(doctor.image).expect(200);
      await api().request.get(updated.image).expect(200);
    });

    it('when the doctor is unknown, then it is a 404; a bad value is a 400', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      const unknown = await api()
        .request.put(ADMIN_API.doctor(UNKNOWN_ID))
        .set(auth(operator.token))
        .send({ fees: 1 })
        .expect(404);
      expectFailure(unknown.body, TEXTS.doctorNotFound);
      const bad = await api()
        .request.put(ADMIN_API.doctor(doctor._id))
        .set(auth(operator.token))
        .send({ fees: { $gt: 0 } })
        .expect(400);
      expectFailure(bad.body, TEXTS.invalidInput);
    });
  });

  describe('POST /api/admin/doctors/:id/availability', () => {
    it('when switched off, then the public list shows Not Available, bookings are refused and the audit log has it', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());

      const response = await api()
        .request.post(ADMIN_API.doctorAvailability(doctor._id))
        .set(auth(operator.token))
        .send({ available: false })
        .expect(200);

      expect(adminDoctorResponse.parse(response.body)).toMatchObject({
        message: ADMIN_TEXTS.availabilityUpdated,
        doctor: { available: false },
      });
      expect((await publicDoctor(api(), doctor._id))?.available).toBe(false);
      const refused = await api()
        .request.post(API.bookAppointment)
        .set(auth(patient.token))
        .send({ docId: doctor._id, slotDate: '3_3_2026', slotTime: '10:00' })
        .expect(400);
      expectFailure(refused.body, TEXTS.doctorNotAvailable);
      expect((await latestAudit(api(), operator.token)).entries[0]).toMatchObject({
        action: 'doctor.availability',
        before: { name: 'Dr. Asha Rao', available: true },
        after: { name: 'Dr. Asha Rao', available: false },
      });
    });

    it('when the flag is not a boolean or the doctor unknown, then it is a 400 or a 404', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      for (const body of [{}, { available: 'false' }, { available: 1 }]) {
        await api()
          .request.post(ADMIN_API.doctorAvailability(doctor._id))
          .set(auth(operator.token))
          .send(body)
          .expect(400);
      }
      await api()
        .request.post(ADMIN_API.doctorAvailability(UNKNOWN_ID))
        .set(auth(operator.token))
        .send({ available: true })
        .expect(404);
    });
  });

  describe('PUT /api/admin/doctors/:id/blocked-slots', () => {
    it('when times are blocked, then patients cannot see or book them; unblocking gives them back', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());

      const response = await api()
        .request.put(ADMIN_API.doctorBlockedSlots(doctor._id))
        .set(auth(operator.token))
        .send({ date: '3_3_2026', times: ['10:30', '10:00'] })
        .expect(200);

      expect(adminDoctorResponse.parse(response.body)).toMatchObject({
        message: ADMIN_TEXTS.blockedSlotsUpdated,
        doctor: { blockedSlots: [{ date: '3_3_2026', times: ['10:00', '10:30'] }] },
      });
      const listed = await publicDoctor(api(), doctor._id);
      const tuesday = slotWindow({
        now: api().clock.now(),
        timeZone: api().config.clinic.timeZone,
        slotsBooked: listed?.slots_booked ?? {},
        blockedSlots: listed?.blockedSlots ?? [],
      }).find((day) => day.dateKey === '3_3_2026');
      expect(tuesday?.slots.slice(0, 2)).toEqual(['11:00', '11:30']);
      const refused = await api()
        .request.post(API.bookAppointment)
        .set(auth(patient.token))
        .send({ docId: doctor._id, slotDate: '3_3_2026', slotTime: '10:30 am' })
        .expect(409);
      expectFailure(refused.body, TEXTS.slotBlocked);

      await api()
        .request.put(ADMIN_API.doctorBlockedSlots(doctor._id))
        .set(auth(operator.token))
        .send({ date: '3_3_2026', times: [] })
        .expect(200);

      expect((await publicDoctor(api(), doctor._id))?.blockedSlots).toEqual([]);
      await api()
        .request.post(API.bookAppointment)
        .set(auth(patient.token))
        .send({ docId: doctor._id, slotDate: '3_3_2026', slotTime: '10:30' })
        .expect(201);
      const audit = await latestAudit(api(), operator.token);
      expect(
        audit.entries.slice(0, 2).map((entry) => [entry.action, entry.before, entry.after]),
      ).toEqual([
        [
          'doctor.blocked-slots',
          { name: 'Dr. Asha Rao', date: '3_3_2026', times: ['10:00', '10:30'] },
          { name: 'Dr. Asha Rao', date: '3_3_2026', times: [] },
        ],
        [
          'doctor.blocked-slots',
          { name: 'Dr. Asha Rao', date: '3_3_2026', times: [] },
          { name: 'Dr. Asha Rao', date: '3_3_2026', times: ['10:00', '10:30'] },
        ],
      ]);
    });

    it('when a time is already booked, then it is a 409 with a clear message and nothing is blocked', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      await book(api(), patient, doctor._id, '3_3_2026', '11:00');

      const response = await api()
        .request.put(ADMIN_API.doctorBlockedSlots(doctor._id))
        .set(auth(operator.token))
        .send({ date: '3_3_2026', times: ['10:30', '11:00'] })
        .expect(409);

      expectFailure(response.body, ADMIN_TEXTS.blockedTimeBooked);
      expect((await publicDoctor(api(), doctor._id))?.blockedSlots).toEqual([]);
      expect((await latestAudit(api(), operator.token)).total).toBe(0);
    });

    it('when a patient books the time after the checks passed, then the store refuses the block with 409', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      const patient = await addPatient(api());
      const user = await api().store.users.findById(patient.id);
      // The patient's booking lands between the operator's read of the doctor and the write.
      const doctors = api().store.doctors;
      const read = doctors.findById.bind(doctors);
      vi.spyOn(doctors, 'findById').mockImplementationOnce(async (id) => {
        const seen = await read(id);
        await api().store.appointments.book({
          userId: patient.id,
          docId: doctor._id,
          slotDate: '3_3_2026',
          slotTime: '11:00',
          docData: {
            name: doctor.name,
            image: doctor.image,
            speciality: doctor.speciality,
            address: doctor.address,
          },
          userData: { name: user?.name ?? '', email: patient.email, phone: user?.phone ?? '' },
          amount: doctor.fees,
          date: api().clock.now(),
        });
        return seen;
      });

      const response = await api()
        .request.put(ADMIN_API.doctorBlockedSlots(doctor._id))
        .set(auth(operator.token))
        .send({ date: '3_3_2026', times: ['11:00', '11:30'] })
        .expect(409);

      expectFailure(response.body, ADMIN_TEXTS.blockedTimeBooked);
      const listed = await publicDoctor(api(), doctor._id);
      expect(listed?.blockedSlots).toEqual([]);
      expect(listed?.slots_booked).toEqual({ '3_3_2026': ['11:00'] });
      expect((await latestAudit(api(), operator.token)).total).toBe(0);
    });

    it('when bookings and blocks of one time arrive together, then one wins and the other is a 409', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      // Tuesday 3 to Wednesday 11 March, Sunday left out, each at another time of day.
      const rounds = [3, 4, 5, 6, 7, 9, 10, 11].map((day, round) => ({
        slotDate: `${day}_3_2026`,
        slotTime: ['10:00', '11:30', '15:00', '18:30'][round % 4] ?? '10:00',
      }));

      for (const { slotDate, slotTime } of rounds) {
        // A patient per round: one patient's eight unpaid bookings would meet the booking cap.
        const patient = await addPatient(api());
        const [booked, blocked] = await Promise.all([
          api()
            .request.post(API.bookAppointment)
            .set(auth(patient.token))
            .send({ docId: doctor._id, slotDate, slotTime }),
          api()
            .request.put(ADMIN_API.doctorBlockedSlots(doctor._id))
            .set(auth(operator.token))
            .send({ date: slotDate, times: [slotTime] }),
        ]);

        expect([booked.status, blocked.status]).toEqual(
          booked.status === 201 ? [201, 409] : [409, 200],
        );
        if (booked.status === 409) expectFailure(booked.body, TEXTS.slotBlocked);
        if (blocked.status === 409) expectFailure(blocked.body, ADMIN_TEXTS.blockedTimeBooked);
        const listed = await publicDoctor(api(), doctor._id);
        const bookedTimes = listed?.slots_booked[slotDate] ?? [];
        const blockedTimes = listed?.blockedSlots.find((b) => b.date === slotDate)?.times ?? [];
        expect([bookedTimes, blockedTimes]).toEqual(
          booked.status === 201 ? [[slotTime], []] : [[], [slotTime]],
        );
      }
    });

    it('when the date or a time is wrong, or the day has passed, then it is a 400', async () => {
      const operator = await loginOperator(api());
      const doctor = await addDoctor(api());
      for (const [body, message] of [
        [{ date: '3_3_2026', times: ['10:15'] }, TEXTS.invalidInput],
        [{ date: '3_3_2026', times: ['20:00'] }, TEXTS.invalidInput],
        [{ date: '3_3_2026', times: ['10:00', '10:00'] }, TEXTS.invalidInput],
        [{ date: '2026-03-03', times: [] }, TEXTS.invalidInput],
        [{ date: '31_2_2026', times: ['10:00'] }, TEXTS.invalidInput],
        [{ date: '1_3_2026', times: ['10:00'] }, TEXTS.slotPast],
        [{ date: '3_3_2026', times: 'all' }, TEXTS.invalidInput],
      ] as const) {
        const response = await api()
          .request.put(ADMIN_API.doctorBlockedSlots(doctor._id))
          .set(auth(operator.token))
          .send(body)
          .expect(400);
        expectFailure(response.body, message);
      }
    });

    it('when the doctor is unknown, then it is a 404', async () => {
      const operator = await loginOperator(api());
      const response = await api()
        .request.put(ADMIN_API.doctorBlockedSlots(UNKNOWN_ID))
        .set(auth(operator.token))
        .send({ date: '3_3_2026', times: ['10:00'] })
        .expect(404);
      expectFailure(response.body, TEXTS.doctorNotFound);
    });
  });
});
