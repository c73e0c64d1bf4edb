import {
  ADMIN_API,
  API,
  MAX_FAMILY_MEMBERS,
  PRIVACY_NOTICE_VERSION,
  TEXTS,
  adminAppointmentsResponse,
  appointmentListResponse,
  bookAppointmentResponse,
  familyMemberResponse,
  familyMembersResponse,
  myDataResponse,
} from '@clinic/contracts';
import type { FamilyMember, FamilyMemberForm } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import {
  PATIENT_PASSWORD,
  addDoctor,
  addOperatorToken,
  addPatient,
  auth,
  forEachStore,
} from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

/** Ten on the test clock's day (Monday 2 March 2026). */
const RIYA: FamilyMemberForm = {
  name: 'Riya Sharma',
  dob: '2015-06-10',
  relation: 'child',
  gender: 'Female',
  bloodGroup: 'B+',
  allergy: 'Peanuts',
  medicalCondition: 'Asthma',
};
const GRANDMOTHER: FamilyMemberForm = {
  name: 'Kamala Sharma',
  dob: '1950-01-20',
  relation: 'parent',
  gender: 'Female',
};

async function addMember(api: TestApi, holder: Patient, form: FamilyMemberForm = RIYA) {
  const response = await api.request
    .post(API.familyMembers)
    .set(auth(holder.token))
    .send(form)
    .expect(201);
  return familyMemberResponse.parse(response.body).member;
}

async function membersOf(api: TestApi, holder: Patient) {
  const response = await api.request.get(API.familyMembers).set(auth(holder.token)).expect(200);
  return familyMembersResponse.parse(response.body).members;
}

function bookFor(
  api: TestApi,
  holder: Patient,
  booking: {
    docId: string;
    memberId?: string;
    guardianConfirmed?: boolean;
    slotDate?: string;
    slotTime?: string;
  },
) {
  return api.request
    .post(API.bookAppointment)
    .set(auth(holder.token))
    .send({ slotDate: '2_3_2026', slotTime: '11:00', ...booking });
}

async function appointmentsOf(api: TestApi, holder: Patient) {
  const response = await api.request.get(API.appointments).set(auth(holder.token)).expect(200);
  return appointmentListResponse.parse(response.body).appointments;
}

/** A visit of the member the week before, which the clinic keeps for its accounts. */
function pastVisit(api: TestApi, holder: Patient, docId: string, member: FamilyMember) {
  return api.store.appointments.book({
    userId: holder.id,
    docId,
    slotDate: '27_2_2026',
    slotTime: '10:00',
    docData: {
      name: 'Dr. Asha Rao',
      image: '',
      speciality: 'Psychologist',
      address: { line1: '', line2: '' },
    },
    userData: { name: 'Priya Sharma', email: holder.email, phone: '9876543210' },
    patient: {
      memberId: member._id,
      name: member.name,
      relation: member.relation,
      dob: member.dob,
    },
    amount: 800,
    date: api.clock.now(),
  });
}

async function exportOf(api: TestApi, holder: Patient) {
  const response = await api.request.get(API.myData).set(auth(holder.token)).expect(200);
  return myDataResponse.parse(response.body).data;
}

describe('/api/user/family', () => {
  forEachStore((api) => {
    it('when a holder adds a member, then it is answered and listed with its medical fields, which the store keeps sealed', async () => {
      const holder = await addPatient(api());

      const response = await api()
        .request.post(API.familyMembers)
        .set(auth(holder.token))
        .send(RIYA)
        .expect(201);

      const { message, member } = familyMemberResponse.parse(response.body);
      expect(message).toBe('Family member added');
      expect(member).toEqual({ ...RIYA, _id: expect.any(String) });
      expect(await membersOf(api(), holder)).toEqual([member]);
      const stored = await api().store.family.findById(member._id);
      expect(stored?.allergy).toMatch(/^s1\./);
      expect(stored?.medicalCondition).toMatch(/^s1\./);
      expect(stored?.bloodGroup).toMatch(/^s1\./);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('when a holder edits their member, then the list reads the new fields', async () => {
      const holder = await addPatient(api());
      const member = await addMember(api(), holder);
      const edited = { ...RIYA, name: 'Riya S.', allergy: '', relation: 'sibling' as const };

      const response = await api()
        .request.put(API.familyMember(member._id))
        .set(auth(holder.token))
        .send(edited)
        .expect(200);

      expect(familyMemberResponse.parse(response.body)).toEqual({
        success: true,
        message: 'Family member updated',
        member: { ...edited, _id: member._id },
      });
      expect(await membersOf(api(), holder)).toEqual([{ ...edited, _id: member._id }]);
    });

    it('when another holder reads, edits or removes a member, then they are refused and it stays as it was', async () => {
      const holder = await addPatient(api());
      const stranger = await addPatient(api(), 'Arjun Mehta');
      const member = await addMember(api(), holder);

      expect(await membersOf(api(), stranger)).toEqual([]);
      const edit = await api()
        .request.put(API.familyMember(member._id))
        .set(auth(stranger.token))
        .send({ ...RIYA, name: 'Someone else' })
        .expect(403);
      expect(edit.body).toMatchObject({ success: false, code: 'forbidden' });
      await api()
        .request.delete(API.familyMember(member._id))
        .set(auth(stranger.token))
        .expect(403);

      expect(await membersOf(api(), holder)).toEqual([member]);
    });

    it("when the birth date is after the clinic's today, then the refusal carries its own code", async () => {
      const holder = await addPatient(api());

      const response = await api()
        .request.post(API.familyMembers)
        .set(auth(holder.token))
        .send({ ...RIYA, dob: '2026-03-03' })
        .expect(400);

      expect(response.body).toMatchObject({
        code: 'dateOfBirthFuture',
        message: 'Date of birth cannot be in the future',
      });
    });

    it('when the member is unknown or its id malformed, then 404 and 400', async () => {
      const holder = await addPatient(api());

      const unknown = await api()
        .request.delete(API.familyMember('aaaaaaaaaaaaaaaaaaaaaaaa'))
        .set(auth(holder.token))
        .expect(404);
      expect(unknown.body).toMatchObject({
        message: 'Family member not found',
        code: 'familyMemberNotFound',
      });
      const malformed = await api()
        .request.put(API.familyMember('not-an-id'))
        .set(auth(holder.token))
        .send(RIYA)
        .expect(400);
      expect(malformed.body.errors).toEqual({ memberId: 'Invalid id' });
    });

    it('when no one or a staff member calls, then 401 and 403', async () => {
      const staff = await addOperatorToken(api(), 'owner');

      await api().request.get(API.familyMembers).expect(401);
      await api().request.post(API.familyMembers).send(RIYA).expect(401);
      await api().request.get(API.familyMembers).set(auth(staff)).expect(403);
      await api().request.post(API.familyMembers).set(auth(staff)).send(RIYA).expect(403);
    });

    it.each([
      [{ dob: '2027-01-01' }, { dob: 'Date of birth cannot be in the future' }],
      [{ dob: '2015-02-30' }, { dob: 'Date of birth must be YYYY-MM-DD' }],
      [{ dob: '' }, { dob: 'Date of birth must be YYYY-MM-DD' }],
      [{ name: '   ' }, { name: 'Required' }],
      [{ relation: 'neighbour' }, { relation: expect.any(String) }],
      [{ gender: '' }, { gender: expect.any(String) }],
      [{ allergy: 'x'.repeat(501) }, { allergy: expect.any(String) }],
    ])(
      'when the form carries %j, then 400 names the field and nothing is added',
      async (change, errors) => {
        const holder = await addPatient(api());

        const response = await api()
          .request.post(API.familyMembers)
          .set(auth(holder.token))
          .send({ ...RIYA, ...change })
          .expect(400);

        expect(response.body).toMatchObject({ success: false, errors });
        expect(await membersOf(api(), holder)).toEqual([]);
      },
    );

    it(`when the holder has ${MAX_FAMILY_MEMBERS} members, then one more is refused with the limit`, async () => {
      const holder = await addPatient(api());
      for (let n = 0; n < MAX_FAMILY_MEMBERS; n += 1)
        await addMember(api(), holder, { ...GRANDMOTHER, name: `Relative ${n}` });

      const response = await api()
        .request.post(API.familyMembers)
        .set(auth(holder.token))
        .send(RIYA)
        .expect(409);

      expect(response.body).toMatchObject({
        success: false,
        code: 'familyMembersLimit',
        params: { limit: MAX_FAMILY_MEMBERS },
        message: `You can keep ${MAX_FAMILY_MEMBERS} family members. Please remove one before adding another.`,
      });
      expect(await membersOf(api(), holder)).toHaveLength(MAX_FAMILY_MEMBERS);
    });
  });
});

describe('POST /api/user/book-appointment for a family member', () => {
  forEachStore((api) => {
    it('when a parent books a paediatrician for their child and confirms being the guardian, then the visit is the child’s, the parent its contact, and the consent is kept', async () => {
      const doctor = await addDoctor(api(), { name: 'Dr. Nisha Paul', speciality: 'Pediatrician' });
      const holder = await addPatient(api(), 'Priya Sharma');
      const riya = await addMember(api(), holder);

      const response = await bookFor(api(), holder, {
        docId: doctor._id,
        memberId: riya._id,
        guardianConfirmed: true,
      }).expect(201);

      const { appointmentId } = bookAppointmentResponse.parse(response.body);
      const [appointment] = await appointmentsOf(api(), holder);
      expect(appointment).toMatchObject({
        _id: appointmentId,
        patient: { memberId: riya._id, name: 'Riya Sharma', relation: 'child', dob: '2015-06-10' },
      });
      const data = await exportOf(api(), holder);
      expect(data.familyMembers).toEqual([
        {
          ...riya,
          consents: [
            {
              noticeVersion: PRIVACY_NOTICE_VERSION,
              purposes: ['care'],
              givenAt: api().clock.now().toISOString(),
            },
          ],
        },
      ]);
      const mail = api().mailer.sent.find((sent) => sent.to === holder.email);
      expect(mail?.text).toContain('Dear Priya Sharma,');
      expect(mail?.text).toContain('For: Riya Sharma\nWhen:');
      expect(mail?.icalEvent?.content).toContain('For Riya Sharma. With Dr. Nisha Paul.');

      const owner = await addOperatorToken(api(), 'owner');
      const list = await api().request.get(ADMIN_API.appointments).set(auth(owner)).expect(200);
      expect(adminAppointmentsResponse.parse(list.body).appointments[0]).toMatchObject({
        userData: { name: 'Priya Sharma', email: holder.email },
        patient: { name: 'Riya Sharma', relation: 'child' },
      });
    });

    it('when a child is booked without the guardian confirming, then 400 and nothing is booked or consented', async () => {
      const doctor = await addDoctor(api(), { speciality: 'Psychologist' });
      const holder = await addPatient(api());
      const riya = await addMember(api(), holder);

      const response = await bookFor(api(), holder, {
        docId: doctor._id,
        memberId: riya._id,
        guardianConfirmed: false,
      }).expect(400);

      expect(response.body).toMatchObject({
        success: false,
        code: 'guardianRequired',
        message: TEXTS.guardianRequired,
        errors: { guardianConfirmed: TEXTS.guardianRequired },
      });
      expect(await appointmentsOf(api(), holder)).toEqual([]);
      expect((await exportOf(api(), holder)).familyMembers[0]?.consents).toEqual([]);
    });

    it.each([
      ['the holder', undefined],
      ['an adult member', GRANDMOTHER],
    ])('when a paediatrician is booked for %s, then 409 asks for a child', async (_who, form) => {
      const doctor = await addDoctor(api(), { speciality: 'Pediatrician' });
      const holder = await addPatient(api());
      const member = form ? await addMember(api(), holder, form) : undefined;

      const response = await bookFor(api(), holder, {
        docId: doctor._id,
        ...(member && { memberId: member._id }),
        guardianConfirmed: true,
      }).expect(409);

      expect(response.body).toMatchObject({
        code: 'childRequired',
        message: 'A paediatrician sees children: please book for a family member under 18',
      });
      expect(await appointmentsOf(api(), holder)).toEqual([]);
    });

    it('when the member turns 18 the day after the visit, then the guardian is asked; on the birthday, not', async () => {
      const doctor = await addDoctor(api(), { speciality: 'Psychiatrist' });
      const holder = await addPatient(api());
      const teen = await addMember(api(), holder, { ...RIYA, dob: '2008-03-03' });

      await bookFor(api(), holder, { docId: doctor._id, memberId: teen._id }).expect(400);
      await bookFor(api(), holder, {
        docId: doctor._id,
        memberId: teen._id,
        slotDate: '3_3_2026',
      }).expect(201);
    });

    it("when a holder books for another holder's member, then 403 and nothing is booked", async () => {
      const doctor = await addDoctor(api());
      const holder = await addPatient(api());
      const stranger = await addPatient(api(), 'Arjun Mehta');
      const riya = await addMember(api(), holder);

      await bookFor(api(), stranger, {
        docId: doctor._id,
        memberId: riya._id,
        guardianConfirmed: true,
      }).expect(403);
      await bookFor(api(), stranger, {
        docId: doctor._id,
        memberId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      }).expect(404);

      expect(await appointmentsOf(api(), stranger)).toEqual([]);
    });
  });
});

describe('family members: export and erasure', () => {
  forEachStore((api) => {
    it('when a member is removed, then their upcoming visit is cancelled, their past one kept without their name, their consents gone, and the holder stays', async () => {
      const doctor = await addDoctor(api(), { speciality: 'Psychologist' });
      const holder = await addPatient(api(), 'Priya Sharma');
      const riya = await addMember(api(), holder);
      const kabir = await addMember(api(), holder, { ...RIYA, name: 'Kabir Sharma' });
      await bookFor(api(), holder, {
        docId: doctor._id,
        memberId: riya._id,
        guardianConfirmed: true,
      }).expect(201);
      await bookFor(api(), holder, {
        docId: doctor._id,
        memberId: kabir._id,
        guardianConfirmed: true,
        slotTime: '11:30',
      }).expect(201);
      await bookFor(api(), holder, { docId: doctor._id, slotTime: '12:00' }).expect(201);
      await pastVisit(api(), holder, doctor._id, riya);

      const response = await api()
        .request.delete(API.familyMember(riya._id))
        .set(auth(holder.token))
        .expect(200);

      expect(response.body).toEqual({
        success: true,
        message: 'Family member removed, with their personal data',
      });
      expect(await membersOf(api(), holder)).toEqual([kabir]);
      const [upcoming, kabirs, own, past] = await appointmentsOf(api(), holder);
      expect(past?.patient).toEqual({ name: 'Erased patient', relation: 'child', dob: '' });
      expect(past?.cancelled).toBe(false);
      expect(upcoming?.patient).toEqual({ name: 'Erased patient', relation: 'child', dob: '' });
      expect(upcoming?.cancelled).toBe(true);
      expect(kabirs?.patient?.name).toBe('Kabir Sharma');
      expect(own?.patient).toBeUndefined();
      expect(await api().store.consents.listByUser(riya._id)).toEqual([]);
      expect(await api().store.consents.listByUser(kabir._id)).toHaveLength(1);
      expect(await api().store.dataRequests.listByPatient(riya._id)).toMatchObject([
        { kind: 'erasure' },
      ]);
      await api().request.delete(API.familyMember(riya._id)).set(auth(holder.token)).expect(404);
    });

    it('when the holder exports their data, then each member comes with the medical fields in clear', async () => {
      const holder = await addPatient(api());
      const riya = await addMember(api(), holder);

      const data = await exportOf(api(), holder);

      expect(data.familyMembers).toEqual([{ ...riya, consents: [] }]);
      expect(data.familyMembers[0]).toMatchObject({ allergy: 'Peanuts', bloodGroup: 'B+' });
    });

    it('when the holder erases their account, then their members and the consents given for them go too, and the kept visits name nobody', async () => {
      const doctor = await addDoctor(api(), { speciality: 'Pediatrician' });
      const holder = await addPatient(api());
      const riya = await addMember(api(), holder);
      await bookFor(api(), holder, {
        docId: doctor._id,
        memberId: riya._id,
        guardianConfirmed: true,
      }).expect(201);
      const past = await pastVisit(api(), holder, doctor._id, riya);

      await api()
        .request.post(API.deleteAccount)
        .set(auth(holder.token))
        .send({ password: PATIENT_PASSWORD })
        .expect(200);

      expect(await api().store.family.findById(riya._id)).toBeNull();
      expect(await api().store.consents.listByUser(riya._id)).toEqual([]);
      const kept = await api().store.appointments.findById(past._id);
      expect(kept?.patient).toEqual({ name: 'Erased patient', relation: 'child', dob: '' });
    });
  });
});
