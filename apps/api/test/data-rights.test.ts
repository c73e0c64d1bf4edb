import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  API,
  PRIVACY_NOTICE_VERSION,
  TEXTS,
  errorResponse,
  consentsResponse,
  messageResponse,
  myDataResponse,
} from '@clinic/contracts';
import type { Doctor } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import {
  PATIENT_PASSWORD,
  addBlog,
  addDoctor,
  addOperatorToken,
  addPatient,
  auth,
  forEachStore,
} from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

const ERASED = { name: 'Erased patient', email: '', phone: '' };

/** A booking written straight to the store: the calendar rules are not what is tested here. */
async function book(
  api: TestApi,
  patient: Patient,
  doctor: Doctor,
  slotDate: string,
  slotTime: string,
) {
  const user = await api.store.users.findById(patient.id);
  if (!user) throw new Error('fixture patient missing');
  return api.store.appointments.book({
    userId: patient.id,
    docId: doctor._id,
    slotDate,
    slotTime,
    docData: {
      name: doctor.name,
      image: doctor.image,
      speciality: doctor.speciality,
      address: doctor.address,
    },
    userData: { name: user.name, email: user.email, phone: user.phone },
    amount: doctor.fees,
    date: api.clock.now(),
  });
}

async function paid(api: TestApi, appointmentId: string, transactionId: string) {
  await api.store.appointments.submitProof(appointmentId, {
    name: 'Priya Sharma',
    transactionId,
    submittedAt: api.clock.now(),
  });
  await api.store.appointments.decideProof(appointmentId, { status: 'approved' });
}

/** A message sent through the contact form: signed in when `token` is given, else signed out. */
async function message(api: TestApi, email: string, text: string, token?: string) {
  const request = api.request.post(API.econtact);
  if (token) request.set(auth(token));
  await request
    .send({ name: 'Priya', email, subject: 'Question', phone: '9876543210', message: text })
    .expect(200);
  const sent = (await api.store.messages.list()).find((kept) => kept.message === text);
  if (!sent) throw new Error('message not kept');
  return sent;
}

const consent = (api: TestApi) => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  purposes: ['care' as const],
  givenAt: api.clock.now().toISOString(),
});

forEachStore((api) => {
  describe('GET /api/user/my-data', () => {
    it('when a patient asks, then it answers everything held about them and nothing of anyone else, and records the export', async () => {
      const doctor = await addDoctor(api());
      const priya = await addPatient(api(), 'Priya Sharma');
      const ravi = await addPatient(api(), 'Ravi Kumar');
      await api().store.users.updateProfile(priya.id, { allergy: 'Penicillin' });
      await api().store.consents.record(priya.id, consent(api()));
      await api().store.consents.record(ravi.id, consent(api()));
      const visit = await book(api(), priya, doctor, '3_3_2026', '10:00');
      await paid(api(), visit._id, 'UPI-PRIYA-1');
      await book(api(), ravi, doctor, '3_3_2026', '10:30');
      const sent = await message(api(), priya.email, 'Do you see teenagers?', priya.token);
      await message(api(), ravi.email, 'Parking?', ravi.token);
      const liked = await addBlog(api(), { title: 'Sleep and mood' });
      const other = await addBlog(api(), { title: 'Exam stress' });
      await api().store.blogs.toggleLike(liked._id, priya.id);
      await api().store.blogs.toggleLike(other._id, ravi.id);

      const response = await api().request.get(API.myData).set(auth(priya.token)).expect(200);

      expect(response.headers['cache-control']).toBe('no-store');
      const { data } = myDataResponse.parse(response.body);
      expect(data.exportedAt).toBe(api().clock.now().toISOString());
      expect(data.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
      expect(data.account).toMatchObject({
        _id: priya.id,
        name: 'Priya Sharma',
        email: priya.email,
        allergy: 'Penicillin',
      });
      expect(data.account).toHaveProperty('createdAt');
      expect(data.account).not.toHaveProperty('passwordHash');
      expect(data.consents).toEqual([consent(api())]);
      expect(data.appointments).toHaveLength(1);
      expect(data.appointments[0]).toMatchObject({
        _id: visit._id,
        slotDate: '3_3_2026',
        slotTime: '10:00',
        docData: { name: doctor.name },
        amount: doctor.fees,
        payment: true,
        paymentProof: { status: 'approved', transactionId: 'UPI-PRIYA-1' },
      });
      expect(data.messages).toEqual([sent]);
      expect(data.blogLikes).toEqual([{ blogId: liked._id, title: 'Sleep and mood' }]);
      expect(data.dataRequests).toEqual([{ kind: 'export', at: api().clock.now().toISOString() }]);
      const text = JSON.stringify(response.body);
      expect(text).not.toContain(ravi.id);
      expect(text).not.toContain(ravi.email);
      expect(text).not.toMatch(/\$2[aby]\$/);

      const { requests, total } = await api().store.dataRequests.list({ page: 1, pageSize: 10 });
      expect(total).toBe(1);
      expect(requests[0]).toMatchObject({ kind: 'export', patientId: priya.id });
    });

    it("when a stranger sends a message signed out with a patient's address, then it is not in her export and stays when she is erased; hers, sent signed in, is in it and goes", async () => {
      const priya = await addPatient(api(), 'Priya Sharma');
      const planted = await message(api(), ` ${priya.email.toUpperCase()}`, 'Planted text');
      const own = await message(api(), priya.email, 'Do you see teenagers?', priya.token);
      expect(planted.userId).toBeNull();
      expect(own.userId).toBe(priya.id);

      const exported = await api().request.get(API.myData).set(auth(priya.token)).expect(200);

      expect(myDataResponse.parse(exported.body).data.messages).toEqual([own]);
      expect(JSON.stringify(exported.body)).not.toContain('Planted text');

      await api()
        .request.post(API.deleteAccount)
        .set(auth(priya.token))
        .send({ password: PATIENT_PASSWORD })
        .expect(200);

      expect(await api().store.messages.list()).toEqual([planted]);
    });

    it('when no token is sent, then it answers 401; an operator token, 403', async () => {
      await api().request.get(API.myData).expect(401);
      const operator = await addOperatorToken(api());
      await api().request.get(API.myData).set(auth(operator)).expect(403);
      expect((await api().store.dataRequests.list({ page: 1, pageSize: 10 })).total).toBe(0);
    });
  });

  describe('/api/user/consents', () => {
    it('when the patient withdraws and gives again the news consent, then each change is a record and the last is in force', async () => {
      const patient = await addPatient(api());
      await api().store.consents.record(patient.id, {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        purposes: ['care', 'newsletter'],
        givenAt: api().clock.now().toISOString(),
      });

      api().clock.advance(60_000);
      const off = await api()
        .request.post(API.consents)
        .set(auth(patient.token))
        .send({ newsletter: false })
        .expect(200);
      api().clock.advance(60_000);
      const on = await api()
        .request.post(API.consents)
        .set(auth(patient.token))
        .send({ newsletter: true })
        .expect(200);
      const read = await api().request.get(API.consents).set(auth(patient.token)).expect(200);

      expect(messageResponse.parse(off.body).message).toBe(TEXTS.newsletterOff);
      expect(messageResponse.parse(on.body).message).toBe(TEXTS.newsletterOn);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(consentsResponse.parse(read.body).consents.map((consent) => consent.purposes)).toEqual(
        [['care', 'newsletter'], ['care'], ['care', 'newsletter']],
      );
    });

    it('when another patient reads, then they see only their own consents', async () => {
      const first = await addPatient(api(), 'Asha Rao');
      const second = await addPatient(api(), 'Ravi Kumar');
      await api()
        .request.post(API.consents)
        .set(auth(first.token))
        .send({ newsletter: true })
        .expect(200);

      const read = await api().request.get(API.consents).set(auth(second.token)).expect(200);

      expect(consentsResponse.parse(read.body).consents).toEqual([]);
    });

    it('when the body is not a yes or no, or there is no patient token, then it is refused', async () => {
      const patient = await addPatient(api());
      const operator = await addOperatorToken(api());

      await api()
        .request.post(API.consents)
        .set(auth(patient.token))
        .send({ newsletter: 'yes' })
        .expect(400);
      await api().request.post(API.consents).send({ newsletter: true }).expect(401);
      await api().request.get(API.consents).set(auth(operator)).expect(403);
    });
  });

  describe('POST /api/user/delete-account', () => {
    it('when the password is wrong, then it answers 400 and nothing is erased', async () => {
      const priya = await addPatient(api());

      const response = await api()
        .request.post(API.deleteAccount)
        .set(auth(priya.token))
        .send({ password: 'not my password' })
        .expect(400);

      expect(errorResponse.parse(response.body)).toEqual({
        success: false,
        message: TEXTS.currentPasswordWrong,
        code: 'currentPasswordWrong',
        errors: { password: TEXTS.currentPasswordWrong },
      });
      expect(await api().store.users.findById(priya.id)).not.toBeNull();
      expect((await api().store.dataRequests.list({ page: 1, pageSize: 10 })).total).toBe(0);
      await api().request.get(API.getProfile).set(auth(priya.token)).expect(200);
    });

    it('when no password is sent, then it answers 400; without a token 401; with an operator token 403', async () => {
      const priya = await addPatient(api());
      const response = await api()
        .request.post(API.deleteAccount)
        .set(auth(priya.token))
        .send({})
        .expect(400);
      expect(errorResponse.parse(response.body).errors).toHaveProperty('password');
      await api().request.post(API.deleteAccount).send({ password: PATIENT_PASSWORD }).expect(401);
      const operator = await addOperatorToken(api());
      await api()
        .request.post(API.deleteAccount)
        .set(auth(operator))
        .send({ password: PATIENT_PASSWORD })
        .expect(403);
      expect(await api().store.users.findById(priya.id)).not.toBeNull();
    });

    it('when the password is right, then personal data goes, the accounts keep anonymised visits, upcoming ones are cancelled and a paid one is flagged for refund', async () => {
      const doctor = await addDoctor(api());
      const priya = await addPatient(api(), 'Priya Sharma');
      const ravi = await addPatient(api(), 'Ravi Kumar');
      const avatar = `/uploads/avatars/${'a1'.repeat(16)}.webp`;
      const avatarFile = path.join(api().dataDir, 'uploads', 'avatars', `${'a1'.repeat(16)}.webp`);
      mkdirSync(path.dirname(avatarFile), { recursive: true });
      writeFileSync(avatarFile, 'webp bytes');
      await api().store.users.updateProfile(priya.id, { image: avatar });
      await api().store.consents.record(priya.id, consent(api()));
      await api().store.consents.record(ravi.id, consent(api()));
      // Monday 2 March 2026: a past paid visit, an upcoming unpaid one and an upcoming paid one.
      const past = await book(api(), priya, doctor, '27_2_2026', '10:00');
      await paid(api(), past._id, 'UPI-PAST-1');
      const unpaid = await book(api(), priya, doctor, '3_3_2026', '10:00');
      const upcomingPaid = await book(api(), priya, doctor, '3_3_2026', '10:30');
      await paid(api(), upcomingPaid._id, 'UPI-NEXT-1');
      const ravisVisit = await book(api(), ravi, doctor, '3_3_2026', '11:00');
      await message(api(), priya.email, 'Do you see teenagers?', priya.token);
      const ravisMessage = await message(api(), ravi.email, 'Parking?', ravi.token);
      const blog = await addBlog(api());
      await api().store.blogs.toggleLike(blog._id, priya.id);
      await api().store.blogs.toggleLike(blog._id, ravi.id);
      // What an operator's approval of the past visit recorded (admin/appointments-service.ts).
      const approval = await api().store.audit.append({
        actorId: 'c00000000000000000000001',
        actorEmail: 'desk@clinic.example',
        action: 'payment.approve',
        targetType: 'appointment',
        targetId: past._id,
        before: { patient: 'Priya Sharma', proof: { status: 'pending', name: 'Priya Sharma' } },
        after: { patient: 'Priya Sharma', proof: { status: 'approved', name: 'Priya Sharma' } },
        at: api().clock.now(),
      });
      const mailsBefore = api().mailer.sent.length;

      const response = await api()
        .request.post(API.deleteAccount)
        .set(auth(priya.token))
        .send({ password: PATIENT_PASSWORD })
        .expect(200);

      expect(messageResponse.parse(response.body)).toEqual({
        success: true,
        message: TEXTS.accountDeleted,
      });
      const store = api().store;
      expect(await store.users.findById(priya.id)).toBeNull();
      expect(await store.users.findByEmail(priya.email)).toBeNull();
      expect(await store.consents.listByUser(priya.id)).toEqual([]);
      expect(await store.consents.listByUser(ravi.id)).toHaveLength(1);
      expect((await store.blogs.findById(blog._id))?.likes).toEqual([ravi.id]);
      expect(await store.messages.list()).toEqual([ravisMessage]);
      expect(existsSync(avatarFile)).toBe(false);
      expect(await store.appointments.listByUser(priya.id)).toEqual([]);

      const keptPast = await store.appointments.findById(past._id);
      expect(keptPast).toMatchObject({
        slotDate: '27_2_2026',
        docId: doctor._id,
        amount: doctor.fees,
        payment: true,
        cancelled: false,
        userData: ERASED,
        paymentProof: { status: 'approved', transactionId: 'UPI-PAST-1', name: 'Erased patient' },
      });
      expect(keptPast?.userId).not.toBe(priya.id);
      expect(await store.appointments.findById(unpaid._id)).toMatchObject({
        cancelled: true,
        userData: ERASED,
      });
      expect(await store.appointments.findById(upcomingPaid._id)).toMatchObject({
        cancelled: true,
        payment: true,
        userData: ERASED,
        paymentProof: { transactionId: 'UPI-NEXT-1' },
      });
      expect(await store.appointments.findById(ravisVisit._id)).toEqual(ravisVisit);
      expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
        '27_2_2026': ['10:00'],
        '3_3_2026': ['11:00'],
      });

      const { entries } = await store.audit.list({ page: 1, pageSize: 10 });
      expect(entries).toHaveLength(2);
      expect(entries.find((entry) => entry._id === approval._id)?.after).toEqual({
        patient: 'Erased patient',
        proof: { status: 'approved', name: 'Erased patient' },
      });
      expect(JSON.stringify(entries)).not.toContain('Priya');
      expect(entries[0]).toMatchObject({
        action: 'refund.due',
        targetType: 'appointment',
        targetId: upcomingPaid._id,
        after: {
          amount: doctor.fees,
          payment: true,
          proof: { status: 'approved', transactionId: 'UPI-NEXT-1' },
        },
      });
      const { requests } = await store.dataRequests.list({ page: 1, pageSize: 10 });
      expect(requests).toEqual([expect.objectContaining({ kind: 'erasure', patientId: priya.id })]);
      expect(entries[0]?.actorId).toBe(requests[0]?._id);

      const mails = api().mailer.sent.slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: priya.email,
        subject: `${api().config.clinic.name}: your account`,
      });
      expect(mails[0]?.text).toContain('deleted');
    });

    it('when the account is gone, then its old token answers 401 and logging in answers as for an unknown e-mail', async () => {
      const priya = await addPatient(api());
      await api()
        .request.post(API.deleteAccount)
        .set(auth(priya.token))
        .send({ password: PATIENT_PASSWORD })
        .expect(200);

      const again = await api()
        .request.post(API.deleteAccount)
        .set(auth(priya.token))
        .send({ password: PATIENT_PASSWORD })
        .expect(401);
      expect(errorResponse.parse(again.body).message).toBe(TEXTS.notAuthorized);
      await api().request.get(API.myData).set(auth(priya.token)).expect(401);
      expect((await api().store.dataRequests.list({ page: 1, pageSize: 10 })).total).toBe(1);

      const erased = await api()
        .request.post(API.login)
        .send({ email: priya.email, password: PATIENT_PASSWORD })
        .expect(401);
      const unknown = await api()
        .request.post(API.login)
        .send({ email: 'nobody.here@example.in', password: PATIENT_PASSWORD })
        .expect(401);
      expect(erased.body).toEqual(unknown.body);
      expect(errorResponse.parse(erased.body).message).toBe(TEXTS.invalidCredentials);
    });
  });
});
