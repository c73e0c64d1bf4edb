/**
 * The one store contract (docs/decisions.md, Stores): every engine passes exactly these tests.
 * `store.test.ts` registers it once per engine that can run here.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SLOT_TIMES,
  appointmentSchema,
  doctorSchema,
  slotDataText,
  userDataSchema,
} from '@clinic/contracts';
import { z } from 'zod';
import { publicMediaUrl } from '../../src/libraries/public-url.js';
import { StoreConflictError, StoreLimitError } from '../../src/store/types.js';
import type {
  AppointmentRecord,
  NewAppointment,
  NewDoctor,
  NewSeriesSession,
  ReminderKey,
  Store,
  UserRecord,
} from '../../src/store/types.js';

export interface StoreHarness {
  open(): Promise<Store>;
  /** Closes the store and throws its data away. */
  dispose(store: Store): Promise<void>;
}

/** A fixed clock: Thursday 5 March 2026, 14:30 in Kolkata. */
const NOW = new Date('2026-03-05T09:00:00.000Z');
const ID = /^[a-f0-9]{24}$/;
const UNKNOWN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

export const doctorFixture = (overrides: Partial<NewDoctor> = {}): NewDoctor => ({
  name: 'Dr. Meera Iyer',
  image: '/uploads/doctor-1.webp',
  speciality: 'Psychiatrist',
  degree: 'MBBS, MD (Psychiatry)',
  experience: 12,
  about: 'Treats mood and anxiety disorders.',
  fees: 800,
  available: true,
  address: { line1: '14 MG Road', line2: 'Bengaluru 560001' },
  ...overrides,
});

function conflictKey(error: unknown): string | undefined {
  return error instanceof StoreConflictError ? error.key : undefined;
}

async function expectConflict(work: Promise<unknown>, key: StoreConflictError['key']) {
  const error = await work.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(StoreConflictError);
  expect(conflictKey(error)).toBe(key);
}

export function describeStoreContract(engine: string, harness: StoreHarness): void {
  describe(`store contract (${engine})`, () => {
    let store: Store;

    beforeEach(async () => {
      store = await harness.open();
    });
    afterEach(async () => {
      await harness.dispose(store);
    });

    async function patient(n = 1) {
      return store.users.create({
        name: `Patient ${n}`,
        email: `patient${n}@example.in`,
        phone: '9876543210',
        passwordHash: `hash-${n}`,
      });
    }

    async function booking(
      overrides: Partial<NewAppointment> & Pick<NewAppointment, 'userId' | 'docId'>,
    ): Promise<NewAppointment> {
      const doctor = await store.doctors.findById(overrides.docId);
      if (!doctor) throw new Error('fixture doctor missing');
      return {
        slotDate: '6_3_2026',
        slotTime: '10:00',
        docData: {
          name: doctor.name,
          image: doctor.image,
          speciality: doctor.speciality,
          address: doctor.address,
        },
        userData: { name: 'Patient 1', email: 'patient1@example.in', phone: '9876543210' },
        amount: doctor.fees,
        date: NOW,
        ...overrides,
      };
    }

    describe('store', () => {
      it('when nothing is seeded, then it is empty; after a doctor, it is not', async () => {
        expect(store.engine).toBe(engine);
        expect(await store.isEmpty()).toBe(true);
        await store.doctors.create(doctorFixture());
        expect(await store.isEmpty()).toBe(false);
      });
    });

    describe('doctors', () => {
      it('when a doctor is created, then it reads back whole with a 24-hex id and no bookings', async () => {
        const created = await store.doctors.create(doctorFixture());
        expect(created._id).toMatch(ID);
        expect(doctorSchema.parse(created)).toEqual(created);
        expect(created).toEqual({
          ...doctorFixture(),
          _id: created._id,
          registrationNumber: '',
          slots_booked: {},
          blockedSlots: [],
        });
        expect(await store.doctors.findById(created._id)).toEqual(created);
      });

      it('when a registration number is given or changed, then it reads back; a patch without one keeps it', async () => {
        const created = await store.doctors.create(
          doctorFixture({ registrationNumber: 'KMC 45678' }),
        );
        expect(created.registrationNumber).toBe('KMC 45678');

        expect((await store.doctors.update(created._id, { fees: 900 }))?.registrationNumber).toBe(
          'KMC 45678',
        );
        const changed = await store.doctors.update(created._id, { registrationNumber: 'MMC 2011' });
        expect(changed?.registrationNumber).toBe('MMC 2011');
        expect((await store.doctors.list())[0]?.registrationNumber).toBe('MMC 2011');
      });

      it('when several exist, then the list keeps creation order', async () => {
        const names = ['Dr. A', 'Dr. B', 'Dr. C'];
        for (const name of names) await store.doctors.create(doctorFixture({ name }));
        const list = await store.doctors.list();
        expect(list.map((doctor) => doctor.name)).toEqual(names);
        for (const doctor of list) doctorSchema.parse(doctor);
      });

      it('when an id is unknown or malformed, then reads and writes find nothing', async () => {
        expect(await store.doctors.findById(UNKNOWN_ID)).toBeNull();
        expect(await store.doctors.findById('not-an-id')).toBeNull();
        expect(await store.doctors.update(UNKNOWN_ID, { fees: 1 })).toBeNull();
        expect(await store.doctors.setBlockedTimes(UNKNOWN_ID, '6_3_2026', ['10:00'])).toBeNull();
        expect(await store.doctors.blockDays(UNKNOWN_ID, ['6_3_2026'])).toBeNull();
      });

      it('when patched, then only the given fields change', async () => {
        const created = await store.doctors.create(doctorFixture());
        const updated = await store.doctors.update(created._id, {
          available: false,
          fees: 1200,
          address: { line1: '2 Park Street', line2: 'Kolkata 700016' },
          name: undefined,
        });
        expect(updated).toEqual({
          ...created,
          available: false,
          fees: 1200,
          address: { line1: '2 Park Street', line2: 'Kolkata 700016' },
        });
        expect(await store.doctors.findById(created._id)).toEqual(updated);
      });

      it('when times are blocked, then the date entry is set, replaced, and removed by an empty list', async () => {
        const created = await store.doctors.create(
          doctorFixture({ blockedSlots: [{ date: '7_3_2026', times: ['15:00'] }] }),
        );
        expect(created.blockedSlots).toEqual([{ date: '7_3_2026', times: ['15:00'] }]);

        const blocked = await store.doctors.setBlockedTimes(created._id, '6_3_2026', [
          '10:00',
          '10:30',
          '10:00',
        ]);
        expect(blocked?.blockedSlots).toEqual([
          { date: '7_3_2026', times: ['15:00'] },
          { date: '6_3_2026', times: ['10:00', '10:30'] },
        ]);

        const replaced = await store.doctors.setBlockedTimes(created._id, '6_3_2026', ['18:30']);
        expect(replaced?.blockedSlots).toEqual([
          { date: '7_3_2026', times: ['15:00'] },
          { date: '6_3_2026', times: ['18:30'] },
        ]);

        const removed = await store.doctors.setBlockedTimes(created._id, '6_3_2026', []);
        expect(removed?.blockedSlots).toEqual([{ date: '7_3_2026', times: ['15:00'] }]);
        expect((await store.doctors.findById(created._id))?.blockedSlots).toEqual([
          { date: '7_3_2026', times: ['15:00'] },
        ]);
      });

      it('when days are blocked, then every time of each is blocked and other dates keep theirs; a booked day refuses the whole request', async () => {
        const created = await store.doctors.create(
          doctorFixture({
            blockedSlots: [
              { date: '6_3_2026', times: ['15:00'] },
              { date: '9_3_2026', times: ['10:00'] },
            ],
          }),
        );

        const blocked = await store.doctors.blockDays(created._id, ['6_3_2026', '7_3_2026']);

        const all = [...SLOT_TIMES];
        const expected = [
          { date: '9_3_2026', times: ['10:00'] },
          { date: '6_3_2026', times: all },
          { date: '7_3_2026', times: all },
        ];
        expect(blocked?.blockedSlots).toEqual(expected);
        expect((await store.doctors.findById(created._id))?.blockedSlots).toEqual(expected);

        const user = await patient();
        await store.appointments.book(
          await booking({ userId: user._id, docId: created._id, slotDate: '11_3_2026' }),
        );
        await expectConflict(
          store.doctors.blockDays(created._id, ['10_3_2026', '11_3_2026']),
          'slot',
        );
        expect((await store.doctors.findById(created._id))?.blockedSlots).toEqual(expected);
      });

      it('when appointments are booked and cancelled, then slots_booked follows the live ones', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const first = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id }),
        );
        await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotTime: '15:30' }),
        );
        await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotDate: '7_3_2026' }),
        );
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '6_3_2026': ['10:00', '15:30'],
          '7_3_2026': ['10:00'],
        });

        await store.appointments.cancel(first._id);
        const [listed] = await store.doctors.list();
        expect(listed?.slots_booked).toEqual({ '6_3_2026': ['15:30'], '7_3_2026': ['10:00'] });
      });

      it('when listed from a day, then booked and blocked times of earlier days are left out', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        for (const slotDate of ['28_2_2026', '6_3_2026', '10_3_2026'])
          await store.appointments.book(
            await booking({ userId: user._id, docId: doctor._id, slotDate }),
          );
        await store.doctors.setBlockedTimes(doctor._id, '2_3_2026', ['11:00']);
        await store.doctors.setBlockedTimes(doctor._id, '9_3_2026', ['11:00']);

        const [fromToday] = await store.doctors.list({ from: '6_3_2026' });
        const [everything] = await store.doctors.list();

        expect(fromToday?.slots_booked).toEqual({ '6_3_2026': ['10:00'], '10_3_2026': ['10:00'] });
        expect(fromToday?.blockedSlots).toEqual([{ date: '9_3_2026', times: ['11:00'] }]);
        expect(Object.keys(everything?.slots_booked ?? {})).toHaveLength(3);
        expect(everything?.blockedSlots).toHaveLength(2);
      });
    });

    describe('users', () => {
      it('when a patient registers, then the profile has empty defaults and no password hash', async () => {
        const created = await patient();
        expect(created._id).toMatch(ID);
        expect(created).toEqual({
          _id: created._id,
          name: 'Patient 1',
          fathername: '',
          mothername: '',
          email: 'patient1@example.in',
          phone: '9876543210',
          address: { line1: '', line2: '' },
          gender: '',
          dob: '',
          bloodGroup: '',
          allergy: '',
          medicalCondition: '',
          image: '',
        });
        expect(userDataSchema.parse(created)).toEqual(created);
        expect(await store.users.findById(created._id)).toEqual(created);
      });

      it('when read by id with its record, then it is what the e-mail finds, hash included', async () => {
        const created = await patient();
        const record = await store.users.findRecordById(created._id);
        expect(record).toEqual(await store.users.findByEmail('patient1@example.in'));
        expect(record?.passwordHash).toBe('hash-1');
        expect(await store.users.findRecordById(UNKNOWN_ID)).toBeNull();
        expect(await store.users.findRecordById('not-an-id')).toBeNull();
      });

      it('when the e-mail is registered, in any case, then a second sign-up is a conflict', async () => {
        await patient();
        await expectConflict(
          store.users.create({
            name: 'Someone Else',
            email: ' PATIENT1@Example.IN ',
            phone: '9123456780',
            passwordHash: 'other',
          }),
          'email',
        );
      });

      it('when found by e-mail, then the record carries the hash and the sign-up time', async () => {
        const created = await patient();
        const record = (await store.users.findByEmail('Patient1@EXAMPLE.in')) as UserRecord;
        expect(record).toEqual({
          ...created,
          passwordHash: 'hash-1',
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
        });
        expect(await store.users.findByEmail('nobody@example.in')).toBeNull();
        expect(await store.users.findById(UNKNOWN_ID)).toBeNull();
      });

      it('when the profile is updated, then the given fields change and the e-mail stays', async () => {
        const created = await patient();
        const updated = await store.users.updateProfile(created._id, {
          name: 'Asha Rao',
          fathername: 'Ravi Rao',
          address: { line1: '5 Lake View', line2: 'Pune 411001' },
          gender: 'Female',
          dob: '1994-08-15',
          bloodGroup: 'O+',
          allergy: 'Penicillin',
          medicalCondition: 'Asthma',
          image: '/uploads/profile-1.webp',
        });
        expect(updated).toEqual({
          ...created,
          name: 'Asha Rao',
          fathername: 'Ravi Rao',
          address: { line1: '5 Lake View', line2: 'Pune 411001' },
          gender: 'Female',
          dob: '1994-08-15',
          bloodGroup: 'O+',
          allergy: 'Penicillin',
          medicalCondition: 'Asthma',
          image: '/uploads/profile-1.webp',
        });
        expect(await store.users.findById(created._id)).toEqual(updated);
        expect((await store.users.findByEmail('patient1@example.in'))?.passwordHash).toBe('hash-1');
        expect(await store.users.updateProfile(UNKNOWN_ID, { name: 'X' })).toBeNull();
      });

      it('when the password is set, then the new hash is kept and the profile is unchanged', async () => {
        const created = await patient();
        const other = await patient(2);

        expect(await store.users.setPassword(created._id, 'hash-new')).toBe(true);

        expect((await store.users.findByEmail('patient1@example.in'))?.passwordHash).toBe(
          'hash-new',
        );
        expect((await store.users.findByEmail('patient2@example.in'))?.passwordHash).toBe('hash-2');
        expect(await store.users.findById(created._id)).toEqual(created);
        expect(await store.users.findById(other._id)).toEqual(other);
        expect(await store.users.setPassword(UNKNOWN_ID, 'hash-x')).toBe(false);
      });
    });

    describe('operators', () => {
      const desk = {
        name: 'Desk',
        email: 'desk@clinic.in',
        passwordHash: 'x',
        role: 'front-desk',
      } as const;

      it('when an operator is created, then it is found by e-mail and id, listed and counted', async () => {
        expect(await store.operators.count()).toBe(0);
        const created = await store.operators.create({
          name: 'Front Desk',
          email: 'Desk@Clinic.in',
          passwordHash: 'op-hash',
          role: 'front-desk',
        });
        expect(created).toEqual({
          _id: expect.stringMatching(ID) as unknown as string,
          name: 'Front Desk',
          email: 'desk@clinic.in',
          passwordHash: 'op-hash',
          role: 'front-desk',
          doctorId: null,
          disabled: false,
          mustChangePassword: false,
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: 0,
          recoveryCodeHashes: [],
          securityStamp: 0,
          loginChallenge: null,
          secondFactorLockedAt: null,
          createdAt: expect.any(Date) as unknown as Date,
        });
        expect(await store.operators.findByEmail('desk@clinic.in')).toEqual(created);
        expect(await store.operators.findById(created._id)).toEqual(created);
        expect(await store.operators.findById(UNKNOWN_ID)).toBeNull();
        expect(await store.operators.findByEmail('other@clinic.in')).toBeNull();
        expect(await store.operators.count()).toBe(1);
        const doctor = await store.operators.create({
          ...desk,
          email: 'dr@clinic.in',
          role: 'doctor',
          doctorId: UNKNOWN_ID,
        });
        expect((await store.operators.list()).map((o) => [o.email, o.doctorId])).toEqual([
          ['desk@clinic.in', null],
          ['dr@clinic.in', UNKNOWN_ID],
        ]);
        expect(doctor.role).toBe('doctor');
      });

      it('when the e-mail is taken, then a second operator is a conflict', async () => {
        await store.operators.create(desk);
        await expectConflict(store.operators.create({ ...desk, email: 'DESK@clinic.in' }), 'email');
        expect(await store.operators.count()).toBe(1);
      });

      it('when first accounts are written at once, then exactly one is made, and none once any exists', async () => {
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            store.operators.createFirst({ ...desk, email: `owner${i}@clinic.in`, role: 'owner' }),
          ),
        );
        expect(results.filter((made) => made !== null)).toHaveLength(1);
        expect(await store.operators.count()).toBe(1);
        expect(await store.operators.createFirst({ ...desk, role: 'owner' })).toBeNull();
        expect(await store.operators.count()).toBe(1);
      });

      it('when an operator password is set, then the new hash is kept, the forced change ends, the stamp moves on and nothing else changes', async () => {
        const own = await store.operators.create({ ...desk, passwordHash: 'old' });
        const other = await store.operators.create({ ...desk, email: 'other@clinic.in' });
        await store.operators.update(own._id, { mustChangePassword: true });

        expect(await store.operators.setPassword(own._id, 'new')).toBe(true);

        expect(await store.operators.findById(own._id)).toEqual({
          ...own,
          passwordHash: 'new',
          securityStamp: 2,
        });
        expect(await store.operators.findById(other._id)).toEqual(other);
        expect(await store.operators.setPassword(UNKNOWN_ID, 'x')).toBe(false);
      });

      it('when an operator is updated, then only the given fields change, and the stamp', async () => {
        const own = await store.operators.create(desk);
        const changed = await store.operators.update(own._id, {
          role: 'doctor',
          doctorId: UNKNOWN_ID,
          disabled: true,
        });
        expect(changed).toEqual({
          ...own,
          role: 'doctor',
          doctorId: UNKNOWN_ID,
          disabled: true,
          securityStamp: 1,
        });
        expect(await store.operators.update(own._id, { mustChangePassword: true })).toEqual({
          ...changed,
          mustChangePassword: true,
          securityStamp: 2,
        });
        expect(await store.operators.update(own._id, {})).toMatchObject({ securityStamp: 2 });
        expect(await store.operators.update(UNKNOWN_ID, { disabled: true })).toBeNull();
      });

      it('when a login challenge is kept under the current stamp, then it is taken once, before it expires', async () => {
        const own = await store.operators.create(desk);
        const expiresAt = new Date(NOW.getTime() + 600_000);

        expect(
          await store.operators.issueLoginChallenge(own._id, 1, { digest: 'd0', expiresAt }),
        ).toBe(false);
        expect(
          await store.operators.issueLoginChallenge(own._id, 0, { digest: 'd1', expiresAt }),
        ).toBe(true);
        expect(
          await store.operators.issueLoginChallenge(own._id, 0, { digest: 'd2', expiresAt }),
        ).toBe(true);
        expect((await store.operators.findById(own._id))?.loginChallenge).toEqual({
          digest: 'd2',
          expiresAt,
        });
        expect(await store.operators.takeLoginChallenge(own._id, 'd1', NOW)).toBe(false);
        expect(await store.operators.takeLoginChallenge(own._id, 'd2', expiresAt)).toBe(false);
        const takes = await Promise.all(
          Array.from({ length: 5 }, () => store.operators.takeLoginChallenge(own._id, 'd2', NOW)),
        );
        expect(takes.filter(Boolean)).toHaveLength(1);
        expect((await store.operators.findById(own._id))?.loginChallenge).toBeNull();
        expect(
          await store.operators.issueLoginChallenge(UNKNOWN_ID, 0, { digest: 'd3', expiresAt }),
        ).toBe(false);
        expect(await store.operators.takeLoginChallenge(UNKNOWN_ID, 'd3', NOW)).toBe(false);
      });

      it('when the password, the account or the second factor changes, then the pending challenge is void and one kept under the old stamp is refused', async () => {
        const own = await store.operators.create(desk);
        const expiresAt = new Date(NOW.getTime() + 600_000);
        const changes: [string, () => Promise<unknown>][] = [
          ['password', () => store.operators.setPassword(own._id, 'new')],
          ['state', () => store.operators.update(own._id, { disabled: false })],
          ['second factor', () => store.operators.clearSecondFactor(own._id)],
          ['lock', () => store.operators.lockSecondFactor(own._id, NOW)],
        ];

        for (const [change, make] of changes) {
          const { securityStamp } = (await store.operators.findById(own._id)) ?? own;
          await store.operators.issueLoginChallenge(own._id, securityStamp, {
            digest: change,
            expiresAt,
          });
          await make();
          const after = await store.operators.findById(own._id);
          expect([change, after?.securityStamp, after?.loginChallenge]).toEqual([
            change,
            securityStamp + 1,
            null,
          ]);
          expect(await store.operators.takeLoginChallenge(own._id, change, NOW)).toBe(false);
          expect(
            await store.operators.issueLoginChallenge(own._id, securityStamp, {
              digest: change,
              expiresAt,
            }),
          ).toBe(false);
        }
      });

      it('when a second factor is offered, enrolled and used, then each code and step works once', async () => {
        const own = await store.operators.create(desk);
        await store.operators.offerSecondFactor(own._id, 'sealed-1');
        await store.operators.offerSecondFactor(own._id, 'sealed-2');
        expect((await store.operators.findById(own._id))?.totpPendingSecret).toBe('sealed-2');
        expect(await store.operators.enrolSecondFactor(own._id, 'sealed-1', 5, ['a'])).toBe(false);
        const enrolments = await Promise.all([
          store.operators.enrolSecondFactor(own._id, 'sealed-2', 10, ['r1', 'r2']),
          store.operators.enrolSecondFactor(own._id, 'sealed-2', 10, ['r3', 'r4']),
        ]);
        expect(enrolments.filter(Boolean)).toHaveLength(1);
        const enrolled = await store.operators.findById(own._id);
        expect(enrolled).toMatchObject({
          totpSecret: 'sealed-2',
          totpPendingSecret: null,
          totpLastStep: 10,
        });
        expect(enrolled?.recoveryCodeHashes).toHaveLength(2);

        expect(await store.operators.useTotpStep(own._id, 10)).toBe(false);
        const steps = await Promise.all(
          [11, 11, 11].map((s) => store.operators.useTotpStep(own._id, s)),
        );
        expect(steps.filter(Boolean)).toHaveLength(1);
        expect(await store.operators.useTotpStep(own._id, 9)).toBe(false);

        const [first, second] = enrolled?.recoveryCodeHashes ?? [];
        const spends = await Promise.all([
          store.operators.useRecoveryCode(own._id, first as string),
          store.operators.useRecoveryCode(own._id, first as string),
        ]);
        expect(spends.filter(Boolean)).toHaveLength(1);
        expect((await store.operators.findById(own._id))?.recoveryCodeHashes).toEqual([second]);
        expect(await store.operators.useRecoveryCode(own._id, 'unknown')).toBe(false);

        expect(await store.operators.clearSecondFactor(own._id)).toBe(true);
        expect(await store.operators.findById(own._id)).toMatchObject({
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: 0,
          recoveryCodeHashes: [],
        });
        expect(await store.operators.clearSecondFactor(UNKNOWN_ID)).toBe(false);
      });
      it('when sealed secrets are replaced, then only while both are still the ones read', async () => {
        const own = await store.operators.create(desk);
        await store.operators.offerSecondFactor(own._id, 'old-1');
        await store.operators.enrolSecondFactor(own._id, 'old-1', 3, ['r1']);
        await store.operators.offerSecondFactor(own._id, 'old-2');
        const from = { totpSecret: 'old-1', totpPendingSecret: 'old-2' };

        expect(
          await store.operators.resealSecondFactor(
            own._id,
            { totpSecret: 'old-1', totpPendingSecret: null },
            { totpSecret: 'x', totpPendingSecret: null },
          ),
        ).toBe(false);
        expect(
          await store.operators.resealSecondFactor(own._id, from, {
            totpSecret: 'new-1',
            totpPendingSecret: 'new-2',
          }),
        ).toBe(true);
        expect(await store.operators.findById(own._id)).toMatchObject({
          totpSecret: 'new-1',
          totpPendingSecret: 'new-2',
          totpLastStep: 3,
          recoveryCodeHashes: ['r1'],
          securityStamp: 0,
        });
        expect(
          await store.operators.resealSecondFactor(own._id, from, {
            totpSecret: 'y',
            totpPendingSecret: 'y',
          }),
        ).toBe(false);
        await store.operators.clearSecondFactor(own._id);
        const none = { totpSecret: null, totpPendingSecret: null };
        expect(await store.operators.resealSecondFactor(own._id, none, none)).toBe(true);
        expect(await store.operators.resealSecondFactor(UNKNOWN_ID, none, none)).toBe(false);
      });

      it('when a second factor is locked by several writes at once, then one locks it, and clearing the factor unlocks it', async () => {
        const own = await store.operators.create(desk);
        await store.operators.offerSecondFactor(own._id, 'sealed');
        await store.operators.enrolSecondFactor(own._id, 'sealed', 3, ['r1']);

        const locks = await Promise.all(
          Array.from({ length: 5 }, () => store.operators.lockSecondFactor(own._id, NOW)),
        );

        expect(locks.filter(Boolean)).toHaveLength(1);
        expect(await store.operators.findById(own._id)).toMatchObject({
          totpSecret: 'sealed',
          secondFactorLockedAt: NOW,
          securityStamp: 1,
        });
        expect(await store.operators.clearSecondFactor(own._id)).toBe(true);
        expect(await store.operators.findById(own._id)).toMatchObject({
          totpSecret: null,
          secondFactorLockedAt: null,
        });
        expect(await store.operators.lockSecondFactor(UNKNOWN_ID, NOW)).toBe(false);
      });
    });

    describe('invitations', () => {
      const now = new Date('2026-11-22T10:00:00Z');
      const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
      const invitation = {
        name: 'Asha',
        email: 'Asha@Clinic.in',
        role: 'front-desk',
        doctorId: null,
        codeHash: 'hash-1',
        invitedBy: 'owner@clinic.in',
        createdAt: now,
        expiresAt: later(72),
      } as const;

      it('when an invitation is made, then it is listed until it expires', async () => {
        const made = await store.invitations.create(invitation);
        expect(made).toEqual({
          ...invitation,
          email: 'asha@clinic.in',
          _id: expect.stringMatching(ID) as unknown as string,
        });
        expect(await store.invitations.listOpen(now)).toEqual([made]);
        expect(await store.invitations.listOpen(later(72))).toEqual([]);
      });

      it('when the same e-mail is invited again, then the new invitation replaces the old', async () => {
        const first = await store.invitations.create(invitation);
        const again = await store.invitations.create({ ...invitation, codeHash: 'hash-2' });
        expect(again).toEqual({ ...first, codeHash: 'hash-2' });
        expect(await store.invitations.listOpen(now)).toEqual([again]);
        expect(await store.invitations.take('hash-1', now)).toBeNull();
        await Promise.all(
          ['hash-3', 'hash-4', 'hash-5'].map((codeHash) =>
            store.invitations.create({ ...invitation, codeHash }),
          ),
        );
        expect(await store.invitations.listOpen(now)).toHaveLength(1);
      });

      it('when an invitation is looked up by its code, then it is found while open and stays open until taken', async () => {
        const made = await store.invitations.create(invitation);

        expect(await store.invitations.findOpen('hash-1', now)).toEqual(made);
        expect(await store.invitations.findOpen('hash-1', now)).toEqual(made);
        expect(await store.invitations.findOpen('hash-2', now)).toBeNull();
        expect(await store.invitations.findOpen('hash-1', later(72))).toBeNull();
        expect(await store.invitations.take('hash-1', now)).toEqual(made);
        expect(await store.invitations.findOpen('hash-1', now)).toBeNull();
      });

      it('when the code is taken at once by several, then one gets it and it is gone', async () => {
        await store.invitations.create(invitation);
        const takes = await Promise.all(
          Array.from({ length: 5 }, () => store.invitations.take('hash-1', now)),
        );
        expect(takes.filter((taken) => taken !== null)).toHaveLength(1);
        expect(await store.invitations.listOpen(now)).toEqual([]);
      });

      it('when an invitation expired, then it cannot be taken and the purge deletes it', async () => {
        await store.invitations.create(invitation);
        const other = await store.invitations.create({
          ...invitation,
          email: 'ravi@clinic.in',
          codeHash: 'hash-3',
          expiresAt: later(100),
        });
        expect(await store.invitations.take('hash-1', later(72))).toBeNull();
        await store.invitations.purgeExpired(later(80));
        expect(await store.invitations.listOpen(now)).toEqual([other]);
        expect(await store.invitations.remove(other._id)).toBe(true);
        expect(await store.invitations.remove(other._id)).toBe(false);
        expect(await store.invitations.remove(UNKNOWN_ID)).toBe(false);
      });
    });

    describe('sessions', () => {
      it('when a session is revoked, then it reads back revoked', async () => {
        const expiresAt = new Date(NOW.getTime() + 12 * 3_600_000);
        const session = await store.sessions.create({
          subjectId: UNKNOWN_ID,
          role: 'patient',
          expiresAt,
        });
        expect(session).toEqual({
          _id: expect.stringMatching(ID) as unknown as string,
          subjectId: UNKNOWN_ID,
          role: 'patient',
          expiresAt,
          revoked: false,
        });
        expect(await store.sessions.findById(session._id)).toEqual(session);

        await store.sessions.revoke(session._id);
        expect(await store.sessions.findById(session._id)).toEqual({ ...session, revoked: true });
        expect(await store.sessions.findById(UNKNOWN_ID)).toBeNull();
      });

      it('when one of two sessions is revoked, then the other stays valid', async () => {
        const expiresAt = new Date(NOW.getTime() + 3_600_000);
        const admin = await store.sessions.create({ subjectId: 'op', role: 'admin', expiresAt });
        const other = await store.sessions.create({ subjectId: 'op', role: 'admin', expiresAt });
        await store.sessions.revoke(admin._id);
        expect((await store.sessions.findById(other._id))?.revoked).toBe(false);
      });

      it('when all sessions of a subject are revoked, then only theirs end, but for the one kept', async () => {
        const expiresAt = new Date(NOW.getTime() + 3_600_000);
        const first = await store.sessions.create({ subjectId: 'p1', role: 'patient', expiresAt });
        const second = await store.sessions.create({ subjectId: 'p1', role: 'patient', expiresAt });
        const kept = await store.sessions.create({ subjectId: 'p1', role: 'patient', expiresAt });
        const stranger = await store.sessions.create({
          subjectId: 'p2',
          role: 'patient',
          expiresAt,
        });

        await store.sessions.revokeAll('p1', kept._id);

        expect((await store.sessions.findById(first._id))?.revoked).toBe(true);
        expect((await store.sessions.findById(second._id))?.revoked).toBe(true);
        expect(await store.sessions.findById(kept._id)).toEqual(kept);
        expect(await store.sessions.findById(stranger._id)).toEqual(stranger);

        await store.sessions.revokeAll('p1');

        expect((await store.sessions.findById(kept._id))?.revoked).toBe(true);
        expect(await store.sessions.findById(stranger._id)).toEqual(stranger);
      });

      it('when ended sessions are purged, then expired and revoked ones go and live ones stay', async () => {
        const hour = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
        const expired = await store.sessions.create({
          subjectId: 'a',
          role: 'patient',
          expiresAt: hour(1),
        });
        const revoked = await store.sessions.create({
          subjectId: 'b',
          role: 'patient',
          expiresAt: hour(12),
        });
        const live = await store.sessions.create({
          subjectId: 'c',
          role: 'patient',
          expiresAt: hour(12),
        });
        await store.sessions.revoke(revoked._id);

        await store.sessions.purgeEnded(hour(2));

        expect(await store.sessions.findById(expired._id)).toBeNull();
        expect(await store.sessions.findById(revoked._id)).toBeNull();
        expect(await store.sessions.findById(live._id)).toEqual(live);
      });
    });

    describe('settings', () => {
      const instagram = { network: 'instagram', url: 'https://instagram.com/clinic' } as const;
      const youtube = { network: 'youtube', url: 'https://youtube.com/@clinic' } as const;

      it('when no social link was ever set, then there are none', async () => {
        expect(await store.settings.socialLinks()).toEqual([]);
      });

      it('when the links are replaced, then each write answers the links it replaced and they read back', async () => {
        expect(await store.settings.replaceSocialLinks([instagram, youtube])).toEqual([]);
        expect(await store.settings.socialLinks()).toEqual([instagram, youtube]);
        expect(await store.settings.replaceSocialLinks([youtube])).toEqual([instagram, youtube]);
        expect(await store.settings.replaceSocialLinks([])).toEqual([youtube]);
        expect(await store.settings.socialLinks()).toEqual([]);
      });

      it('when two writes race, then each answers what it replaced: the first nothing, the other the first', async () => {
        const answers = await Promise.all([
          store.settings.replaceSocialLinks([instagram]),
          store.settings.replaceSocialLinks([youtube]),
        ]);
        const last = await store.settings.socialLinks();
        expect(answers).toContainEqual([]);
        expect(answers).toContainEqual(last[0]?.network === 'youtube' ? [instagram] : [youtube]);
      });
    });

    describe('limits', () => {
      const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

      it('when a key is hit within its window, then each hit answers the running count', async () => {
        expect(await store.limits.hit('login:a', 60_000, at(0))).toBe(1);
        expect(await store.limits.hit('login:a', 60_000, at(30))).toBe(2);
        expect(await store.limits.hit('login:b', 60_000, at(30))).toBe(1);
      });

      it('when the window has closed, then the next hit opens a new one', async () => {
        await store.limits.hit('login:a', 60_000, at(0));
        await store.limits.hit('login:a', 60_000, at(59));
        expect(await store.limits.hit('login:a', 60_000, at(60))).toBe(1);
        expect(await store.limits.hit('login:a', 60_000, at(119))).toBe(2);
      });

      it('when a key is reset, then it counts from one again', async () => {
        await store.limits.hit('login:a', 60_000, at(0));
        await store.limits.reset('login:a');
        expect(await store.limits.hit('login:a', 60_000, at(1))).toBe(1);
      });

      it('when 30 hits arrive at once, then each gets its own count', async () => {
        const counts = await Promise.all(
          Array.from({ length: 30 }, () => store.limits.hit('login:a', 60_000, at(0))),
        );
        expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      });

      it('when closed windows are purged, then open ones keep their count', async () => {
        await store.limits.hit('login:old', 1_000, at(0));
        await store.limits.hit('login:open', 60_000, at(0));
        await store.limits.purgeExpired(at(2));
        expect(await store.limits.hit('login:open', 60_000, at(2))).toBe(2);
        expect(await store.limits.hit('login:old', 1_000, at(2))).toBe(1);
      });
    });

    describe('otps', () => {
      const otp = (codeHash: string, minute = 0) => ({
        email: 'New@Example.in',
        codeHash,
        createdAt: new Date(NOW.getTime() + minute * 60_000),
        expiresAt: new Date(NOW.getTime() + (minute + 10) * 60_000),
      });

      it('when a code is stored, then it is found by e-mail with no wrong tries', async () => {
        await store.otps.replace(otp('first'));
        expect(await store.otps.find('new@example.in')).toEqual({
          ...otp('first'),
          email: 'new@example.in',
          attempts: 0,
        });
        expect(await store.otps.find('other@example.in')).toBeNull();
      });

      it('when tries are taken, then each answers the hash and the new count, until the limit', async () => {
        await store.otps.replace(otp('first'));
        expect(await store.otps.takeAttempt('new@example.in', NOW, 2)).toEqual({
          codeHash: 'first',
          attempts: 1,
        });
        expect(await store.otps.takeAttempt('NEW@example.in', NOW, 2)).toEqual({
          codeHash: 'first',
          attempts: 2,
        });
        expect(await store.otps.takeAttempt('new@example.in', NOW, 2)).toBeNull();
        expect((await store.otps.find('new@example.in'))?.attempts).toBe(2);
        expect(await store.otps.takeAttempt('nobody@example.in', NOW, 2)).toBeNull();
      });

      it('when the code has expired, then no try is taken', async () => {
        await store.otps.replace(otp('first'));
        const expiry = new Date(NOW.getTime() + 10 * 60_000);
        expect(await store.otps.takeAttempt('new@example.in', expiry, 5)).toBeNull();
        expect((await store.otps.find('new@example.in'))?.attempts).toBe(0);
      });

      it('when 12 tries arrive at once with a limit of 5, then exactly 5 are taken', async () => {
        await store.otps.replace(otp('first'));
        const tries = await Promise.all(
          Array.from({ length: 12 }, () => store.otps.takeAttempt('new@example.in', NOW, 5)),
        );
        expect(tries.filter((taken) => taken !== null)).toHaveLength(5);
        expect((await store.otps.find('new@example.in'))?.attempts).toBe(5);
      });

      it('when the code is consumed twice at once, then one consumer wins', async () => {
        await store.otps.replace(otp('first'));
        const results = await Promise.all([
          store.otps.consume('new@example.in', 'first'),
          store.otps.consume('new@example.in', 'first'),
        ]);
        expect(results.sort()).toEqual([false, true]);
        expect(await store.otps.find('new@example.in')).toBeNull();
      });

      it('when a replaced code is consumed by its old hash, then nothing is removed', async () => {
        await store.otps.replace(otp('first'));
        await store.otps.replace(otp('second', 1));
        expect(await store.otps.consume('new@example.in', 'first')).toBe(false);
        expect((await store.otps.find('new@example.in'))?.codeHash).toBe('second');
      });

      it('when a new code replaces the old, then the old one is dead and the tries restart', async () => {
        await store.otps.replace(otp('first'));
        await store.otps.takeAttempt('new@example.in', NOW, 5);
        await store.otps.replace(otp('second', 2));
        expect(await store.otps.find('new@example.in')).toEqual({
          ...otp('second', 2),
          email: 'new@example.in',
          attempts: 0,
        });
      });

      it('when a code is removed, then it is gone', async () => {
        await store.otps.replace(otp('first'));
        await store.otps.remove('new@example.in');
        expect(await store.otps.find('new@example.in')).toBeNull();
      });

      it('when expired codes are purged, then unexpired ones stay', async () => {
        await store.otps.replace(otp('old'));
        await store.otps.replace({ ...otp('fresh', 5), email: 'other@example.in' });

        await store.otps.purgeExpired(new Date(NOW.getTime() + 10 * 60_000));

        expect(await store.otps.find('new@example.in')).toBeNull();
        expect((await store.otps.find('other@example.in'))?.codeHash).toBe('fresh');
      });
    });

    describe('appointments: booking', () => {
      it('when a slot is booked, then the appointment carries the snapshot, the fee and no proof', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const request = await booking({ userId: user._id, docId: doctor._id, slotTime: '15:30' });
        const booked = await store.appointments.book(request);
        expect(booked).toEqual({
          _id: expect.stringMatching(ID) as unknown as string,
          userId: user._id,
          docId: doctor._id,
          slotDate: '6_3_2026',
          slotTime: '15:30',
          slotData: '6_3_2026 03:30 pm',
          docData: request.docData,
          userData: request.userData,
          amount: 800,
          date: NOW.toISOString(),
          cancelled: false,
          payment: false,
          isCompleted: false,
          paymentProof: { status: 'none' },
        });
        expect(appointmentSchema.parse(booked)).toBeTruthy();
        expect(await store.appointments.findById(booked._id)).toEqual(booked);
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '6_3_2026': ['15:30'],
        });
      });

      it('when 50 patients book one slot at once, then exactly one succeeds and 49 conflict', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const users = [];
        for (let n = 1; n <= 50; n++) users.push(await patient(n));
        const requests = await Promise.all(
          users.map((user) => booking({ userId: user._id, docId: doctor._id, slotTime: '11:30' })),
        );

        const results = await Promise.allSettled(
          requests.map((request) => store.appointments.book(request)),
        );

        const booked = results.filter((result) => result.status === 'fulfilled');
        const refused = results.filter((result) => result.status === 'rejected');
        expect(booked).toHaveLength(1);
        expect(refused).toHaveLength(49);
        for (const failure of refused) expect(conflictKey(failure.reason)).toBe('slot');
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '6_3_2026': ['11:30'],
        });
        const live = await store.appointments.list({ docId: doctor._id, page: 1, pageSize: 100 });
        expect(live.total).toBe(1);
      });

      it('when the slot is taken, then another time or another doctor is still free', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const other = await store.doctors.create(doctorFixture({ name: 'Dr. Kabir Sen' }));
        const user = await patient();
        await store.appointments.book(await booking({ userId: user._id, docId: doctor._id }));
        await expectConflict(
          store.appointments.book(await booking({ userId: user._id, docId: doctor._id })),
          'slot',
        );
        await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotTime: '10:30' }),
        );
        await store.appointments.book(await booking({ userId: user._id, docId: other._id }));
        await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotDate: '13_3_2026' }),
        );
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '6_3_2026': ['10:00', '10:30'],
          '13_3_2026': ['10:00'],
        });
      });

      it('when an appointment is cancelled, then the slot is free to book again', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const first = await patient(1);
        const second = await patient(2);
        const booked = await store.appointments.book(
          await booking({ userId: first._id, docId: doctor._id }),
        );

        const cancelled = await store.appointments.cancel(booked._id);
        expect(cancelled).toEqual({ ...booked, cancelled: true });
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({});
        expect(await store.appointments.cancel(booked._id)).toBeNull();
        expect(await store.appointments.cancel(UNKNOWN_ID)).toBeNull();

        const rebooked = await store.appointments.book(
          await booking({ userId: second._id, docId: doctor._id }),
        );
        expect(rebooked._id).not.toBe(booked._id);
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '6_3_2026': ['10:00'],
        });
        expect((await store.appointments.findById(booked._id))?.cancelled).toBe(true);
      });

      it('when the store is reconciled, then every live booking keeps its time and a cancelled one stays free', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        await store.appointments.book(await booking({ userId: user._id, docId: doctor._id }));
        const cancelled = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotTime: '10:30' }),
        );
        await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotDate: '7_3_2026' }),
        );
        await store.appointments.cancel(cancelled._id);

        await store.appointments.reconcile('5_3_2026');

        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '6_3_2026': ['10:00'],
          '7_3_2026': ['10:00'],
        });
      });

      it('when the date key or time is malformed, then booking throws and reserves nothing', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        for (const slot of [
          { slotDate: '06_03_2026', slotTime: '10:00' },
          { slotDate: '31_2_2026', slotTime: '10:00' },
          { slotDate: '6_3_2026.x', slotTime: '10:00' },
          { slotDate: '6_3_2026', slotTime: '10:00 am' },
          { slotDate: '6_3_2026', slotTime: '$gt' },
        ]) {
          await expect(
            store.appointments.book(
              await booking({ userId: user._id, docId: doctor._id, ...slot }),
            ),
          ).rejects.toThrow(RangeError);
        }
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({});
        expect(await store.appointments.listByUser(user._id)).toEqual([]);
      });

      it('when a patient lists appointments, then only theirs come, oldest booking first', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const first = await patient(1);
        const second = await patient(2);
        const a = await store.appointments.book(
          await booking({ userId: first._id, docId: doctor._id, slotDate: '9_3_2026' }),
        );
        await store.appointments.book(await booking({ userId: second._id, docId: doctor._id }));
        const b = await store.appointments.book(
          await booking({
            userId: first._id,
            docId: doctor._id,
            slotDate: '6_3_2026',
            slotTime: '12:00',
          }),
        );
        const mine = await store.appointments.listByUser(first._id);
        expect(mine.map((appointment) => appointment._id)).toEqual([a._id, b._id]);
        expect(await store.appointments.listByUser(UNKNOWN_ID)).toEqual([]);
        expect(await store.appointments.findById(UNKNOWN_ID)).toBeNull();
      });

      it('when a patient reads their own list, then it is the JSON of listByUser without the patient snapshot, field for field and in order', async () => {
        const doctor = await store.doctors.create(
          doctorFixture({ name: 'Dr. "Asha" Rao \\ मनोचिकित्सक' }),
        );
        const user = await patient();
        const forHolder = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id }),
        );
        await store.appointments.book(
          await booking({
            userId: user._id,
            docId: doctor._id,
            slotTime: '11:00',
            patient: {
              memberId: UNKNOWN_ID,
              name: 'Kabir Sharma',
              relation: 'child',
              dob: '2016-04-02',
            },
          }),
        );
        const refunded = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotTime: '12:30' }),
        );
        await store.appointments.submitProof(refunded._id, {
          name: 'Asha "A." Rao\nआशा',
          transactionId: 'UPI-OWN-1',
          submittedAt: NOW,
        });
        await store.appointments.cancel(refunded._id);
        await store.appointments.recordRefund(refunded._id, {
          upiReference: 'RFD "7" \\ 1',
          refundedOn: '2026-03-07',
        });
        const [session] = await store.appointments.bookSeries([
          {
            ...(await booking({ userId: user._id, docId: doctor._id, slotTime: '15:00' })),
            seriesId: randomBytes(12).toString('hex'),
          },
        ]);
        await store.appointments.markAttendance(forHolder._id, 'attended', {
          slotDate: '6_3_2026',
          slotTime: '10:00',
        });
        await store.appointments.cancel(forHolder._id);

        const own = await store.appointments.listOwnJson(user._id, '');

        const full = await store.appointments.listByUser(user._id);
        // The wire carries the fields in this order: the patient's list must read the same.
        expect(own).toBe(
          JSON.stringify(full.map(({ userData: _patient, ...appointment }) => appointment)),
        );
        const parsed = z.array(appointmentSchema).parse(JSON.parse(own));
        expect(parsed.map((appointment) => appointment.slotTime)).toEqual([
          '10:00',
          '11:00',
          '12:30',
          '15:00',
        ]);
        expect(parsed[0]).toMatchObject({ cancelled: true, attendance: 'attended' });
        expect(parsed[1]?.patient?.name).toBe('Kabir Sharma');
        expect(parsed[2]?.refund).toEqual({
          status: 'refunded',
          upiReference: 'RFD "7" \\ 1',
          refundedOn: '2026-03-07',
        });
        expect(parsed[2]?.paymentProof.name).toBe('Asha "A." Rao\nआशा');
        expect(parsed[3]?.seriesId).toBe(session?.seriesId);
        expect(parsed[0]?.docData.name).toBe('Dr. "Asha" Rao \\ मनोचिकित्सक');
        expect(own).not.toContain('userData');
        expect(await store.appointments.listOwnJson(UNKNOWN_ID, '')).toBe('[]');
        expect(await store.appointments.listOwnJson('not an id', '')).toBe('[]');
      });

      it("when a patient reads their own list under a media base, then each doctor's picture is publicMediaUrl of the stored one and nothing else changes", async () => {
        const doctor = await store.doctors.create(
          doctorFixture({ name: 'Dr. "Asha" Rao \\ मनोचिकित्सक' }),
        );
        const user = await patient();
        const stored = [
          '/uploads/doctors/a.webp',
          '//cdn.example/b.webp',
          'https://res.cloudinary.com/clinic/c.webp',
        ];
        for (const [index, image] of stored.entries()) {
          const appointment = await booking({
            userId: user._id,
            docId: doctor._id,
            slotTime: `1${index}:00`,
          });
          await store.appointments.book({
            ...appointment,
            docData: { ...appointment.docData, image },
          });
        }
        const base = 'https://clinic.example';

        const underBase = JSON.parse(await store.appointments.listOwnJson(user._id, base));

        const asStored = z
          .array(appointmentSchema)
          .parse(JSON.parse(await store.appointments.listOwnJson(user._id, '')));
        expect(underBase).toEqual(
          asStored.map((appointment) => ({
            ...appointment,
            docData: {
              ...appointment.docData,
              image: publicMediaUrl(base, appointment.docData.image),
            },
          })),
        );
        expect(asStored.map((appointment) => appointment.docData.image)).toEqual(stored);
        expect(
          (underBase as { docData: { image: string } }[]).map(
            (appointment) => appointment.docData.image,
          ),
        ).toEqual([
          'https://clinic.example/uploads/doctors/a.webp',
          '//cdn.example/b.webp',
          'https://res.cloudinary.com/clinic/c.webp',
        ]);
      });

      it("when a patient reads their own list, then each slotData is the contracts' slotDataText, morning, noon and night", async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const times = ['00:00', '00:30', '09:05', '11:59', '12:00', '12:30', '13:00', '23:59'];
        for (const slotTime of times) {
          await store.appointments.book(
            await booking({ userId: user._id, docId: doctor._id, slotTime }),
          );
        }

        const own = z
          .array(appointmentSchema)
          .parse(JSON.parse(await store.appointments.listOwnJson(user._id, '')));

        expect(own.map((appointment) => appointment.slotData)).toEqual(
          times.map((time) => slotDataText('6_3_2026', time)),
        );
        expect(own[0]?.slotData).toBe('6_3_2026 12:00 am');
        expect(own[4]?.slotData).toBe('6_3_2026 12:00 pm');
      });
    });

    describe('appointments: booking against blocked times', () => {
      it('when a time is blocked, then booking it is a blocked conflict and reserves nothing', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        await store.doctors.setBlockedTimes(doctor._id, '6_3_2026', ['10:00', '10:30']);

        await expectConflict(
          store.appointments.book(await booking({ userId: user._id, docId: doctor._id })),
          'blocked',
        );

        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({});
        expect(await store.appointments.listByUser(user._id)).toEqual([]);
        const elsewhere = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotDate: '7_3_2026' }),
        );
        expect(elsewhere.slotDate).toBe('7_3_2026');
      });

      it('when a blocked time is unblocked, then it can be booked', async () => {
        const doctor = await store.doctors.create(
          doctorFixture({ blockedSlots: [{ date: '6_3_2026', times: ['10:00'] }] }),
        );
        const user = await patient();
        await expectConflict(
          store.appointments.book(await booking({ userId: user._id, docId: doctor._id })),
          'blocked',
        );

        await store.doctors.setBlockedTimes(doctor._id, '6_3_2026', []);

        await store.appointments.book(await booking({ userId: user._id, docId: doctor._id }));
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '6_3_2026': ['10:00'],
        });
      });

      it('when a time is booked, then blocking it is a slot conflict and changes nothing', async () => {
        const doctor = await store.doctors.create(
          doctorFixture({ blockedSlots: [{ date: '6_3_2026', times: ['18:00'] }] }),
        );
        const user = await patient();
        const booked = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id }),
        );

        await expectConflict(
          store.doctors.setBlockedTimes(doctor._id, '6_3_2026', ['09:30', '10:00']),
          'slot',
        );

        expect((await store.doctors.findById(doctor._id))?.blockedSlots).toEqual([
          { date: '6_3_2026', times: ['18:00'] },
        ]);
        const others = await store.doctors.setBlockedTimes(doctor._id, '6_3_2026', ['10:30']);
        expect(others?.blockedSlots).toEqual([{ date: '6_3_2026', times: ['10:30'] }]);
        const cleared = await store.doctors.setBlockedTimes(doctor._id, '6_3_2026', []);
        expect(cleared?.blockedSlots).toEqual([]);

        await store.appointments.cancel(booked._id);
        const freed = await store.doctors.setBlockedTimes(doctor._id, '6_3_2026', ['10:00']);
        expect(freed?.blockedSlots).toEqual([{ date: '6_3_2026', times: ['10:00'] }]);
      });

      it('when the date key or a time to block is malformed, then it throws and blocks nothing', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        for (const [date, times] of [
          ['06_03_2026', ['10:00']],
          ['6_3_2026.x', []],
          ['6_3_2026', ['10:00', '$gt']],
          ['6_3_2026', ['10:00 am']],
        ] as const) {
          await expect(store.doctors.setBlockedTimes(doctor._id, date, [...times])).rejects.toThrow(
            RangeError,
          );
        }
        expect((await store.doctors.findById(doctor._id))?.blockedSlots).toEqual([]);
      });

      it('when a booking and a block of one time land together, then never both succeed', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        for (let round = 0; round < 20; round++) {
          const slotDate = `${6 + round}_3_2026`;
          const request = await booking({ userId: user._id, docId: doctor._id, slotDate });
          const bookIt = () => store.appointments.book(request);
          const blockIt = () => store.doctors.setBlockedTimes(doctor._id, slotDate, ['10:00']);
          // Either may start first; both orders are raced.
          const [booked, blocked] =
            round % 2 === 0
              ? await Promise.allSettled([bookIt(), blockIt()])
              : await Promise.allSettled([blockIt(), bookIt()]).then(([b, a]) => [a, b] as const);

          const outcome = [booked?.status, blocked?.status];
          expect(outcome).toContain('fulfilled');
          expect(outcome).toContain('rejected');
          if (booked?.status === 'rejected') expect(conflictKey(booked.reason)).toBe('blocked');
          if (blocked?.status === 'rejected') expect(conflictKey(blocked.reason)).toBe('slot');
          const doctorNow = await store.doctors.findById(doctor._id);
          const bookedTimes = doctorNow?.slots_booked[slotDate] ?? [];
          const blockedTimes =
            doctorNow?.blockedSlots.find((block) => block.date === slotDate)?.times ?? [];
          expect([bookedTimes, blockedTimes]).toEqual(
            booked?.status === 'fulfilled' ? [['10:00'], []] : [[], ['10:00']],
          );
        }
        const live = await store.appointments.list({ docId: doctor._id, page: 1, pageSize: 100 });
        const blockedDays = (await store.doctors.findById(doctor._id))?.blockedSlots.length;
        expect(live.total + (blockedDays ?? 0)).toBe(20);
      });
    });

    describe('appointments: series', () => {
      /** Six Fridays from 6 March 2026. */
      const FRIDAYS = ['6_3_2026', '13_3_2026', '20_3_2026', '27_3_2026', '3_4_2026', '10_4_2026'];
      const newSeriesId = () => randomBytes(12).toString('hex');

      async function series(
        userId: string,
        docId: string,
        days: string[] = FRIDAYS,
        seriesId = newSeriesId(),
      ): Promise<NewSeriesSession[]> {
        return Promise.all(
          days.map(async (slotDate) => ({
            ...(await booking({ userId, docId, slotDate, slotTime: '15:00' })),
            seriesId,
          })),
        );
      }

      it('when every session is free, then each is written under the series and its time is booked', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const sessions = await series(user._id, doctor._id);

        const booked = await store.appointments.bookSeries(sessions);

        expect(booked.map((appointment) => appointment.slotDate)).toEqual(FRIDAYS);
        for (const appointment of booked) {
          expect(appointmentSchema.parse(appointment).seriesId).toBe(sessions[0]?.seriesId);
          expect(appointment.cancelled).toBe(false);
        }
        const listed = await store.appointments.listBySeries(sessions[0]?.seriesId ?? '');
        expect(listed.map((appointment) => appointment._id)).toEqual(
          booked.map((appointment) => appointment._id),
        );
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual(
          Object.fromEntries(FRIDAYS.map((day) => [day, ['15:00']])),
        );
        expect(await store.appointments.listBySeries(UNKNOWN_ID)).toEqual([]);
      });

      it.each([
        ['taken', 'slot'],
        ['blocked', 'blocked'],
      ] as const)(
        'when the fourth session is %s, then the series throws %s and writes nothing',
        async (state, key) => {
          const doctor = await store.doctors.create(doctorFixture());
          const user = await patient();
          const other = await patient(2);
          if (state === 'taken')
            await store.appointments.book(
              await booking({
                userId: other._id,
                docId: doctor._id,
                slotDate: '27_3_2026',
                slotTime: '15:00',
              }),
            );
          else await store.doctors.setBlockedTimes(doctor._id, '27_3_2026', ['15:00']);
          const before = (await store.doctors.findById(doctor._id))?.slots_booked;
          const sessions = await series(user._id, doctor._id);

          await expectConflict(store.appointments.bookSeries(sessions), key);

          expect(await store.appointments.listByUser(user._id)).toEqual([]);
          expect(await store.appointments.listBySeries(sessions[0]?.seriesId ?? '')).toEqual([]);
          expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual(before);
          // Every time the series let go is bookable again.
          await store.appointments.book(
            await booking({
              userId: other._id,
              docId: doctor._id,
              slotDate: '13_3_2026',
              slotTime: '15:00',
            }),
          );
        },
      );

      it('when a series and single bookings of its times land together, round after round, then never both and never part of the series', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const others = await Promise.all([2, 3, 4].map((n) => patient(n)));
        for (let round = 0; round < 8; round++) {
          const days = FRIDAYS.map((day) => day.replace('2026', String(2027 + round)));
          const sessions = await series(user._id, doctor._id, days);
          // Three patients each book one of the series' times, a different one every round.
          const singles = await Promise.all(
            others.map((other, index) =>
              booking({
                userId: other._id,
                docId: doctor._id,
                slotDate: days[(round + index * 2) % days.length] as string,
                slotTime: '15:00',
              }),
            ),
          );

          // The series is sent first in even rounds and last in odd ones.
          const seriesFirst = round % 2 === 0;
          const results = await Promise.allSettled([
            ...(seriesFirst ? [store.appointments.bookSeries(sessions)] : []),
            ...singles.map((single) => store.appointments.book(single)),
            ...(seriesFirst ? [] : [store.appointments.bookSeries(sessions)]),
          ]);
          const seriesResult = seriesFirst ? results[0] : results.at(-1);
          const singleResults = seriesFirst ? results.slice(1) : results.slice(0, -1);

          const written = await store.appointments.listBySeries(sessions[0]?.seriesId ?? '');
          const singlesWon = singleResults.filter((result) => result.status === 'fulfilled');
          if (seriesResult?.status === 'fulfilled') {
            expect(written).toHaveLength(6);
            expect(singlesWon).toHaveLength(0);
          } else {
            expect(conflictKey(seriesResult?.reason)).toBe('slot');
            expect(written).toEqual([]);
          }
          for (const result of singleResults)
            if (result.status === 'rejected') expect(conflictKey(result.reason)).toBe('slot');
          // Each time is booked exactly when a live appointment holds it.
          const live = await store.appointments.list({
            docId: doctor._id,
            status: 'upcoming',
            today: days[0] as string,
            page: 1,
            pageSize: 100,
          });
          const held = live.appointments.map((appointment) => appointment.slotDate).sort();
          const booked = Object.entries(
            (await store.doctors.findById(doctor._id))?.slots_booked ?? {},
          )
            .filter(([day]) => days.includes(day))
            .flatMap(([day, times]) => times.map(() => day))
            .sort();
          expect(booked).toEqual(held);
          expect(new Set(held).size).toBe(held.length);
        }
      });

      it('when a patient holds a series of unpaid sessions, then none of them counts under the unpaid cap', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        await store.appointments.bookSeries(await series(user._id, doctor._id));
        const cap = { max: 3, today: '5_3_2026' };
        for (const slotTime of ['10:00', '10:30', '11:00'])
          await store.appointments.book(
            await booking({ userId: user._id, docId: doctor._id, slotTime }),
            cap,
          );
        const error = await store.appointments
          .book(await booking({ userId: user._id, docId: doctor._id, slotTime: '11:30' }), cap)
          .then(
            () => undefined,
            (failure: unknown) => failure,
          );
        expect(error).toEqual(new StoreLimitError('unpaidBookings', 3));
        await store.appointments.reconcile('5_3_2026');
        expect(
          await store.appointments
            .book(await booking({ userId: user._id, docId: doctor._id, slotTime: '12:00' }), {
              max: 4,
              today: '5_3_2026',
            })
            .then((appointment) => appointment.slotTime),
        ).toBe('12:00');
      });
    });

    describe('appointments: unpaid bookings cap', () => {
      /** Thursday 5 March 2026 is today; three unpaid bookings are the cap. */
      const CAP = { max: 3, today: '5_3_2026' };
      let doctor: Awaited<ReturnType<typeof store.doctors.create>>;
      let user: Awaited<ReturnType<typeof patient>>;
      const bookAt = async (slotTime: string, slotDate = '6_3_2026') =>
        store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotDate, slotTime }),
          CAP,
        );

      beforeEach(async () => {
        doctor = await store.doctors.create(doctorFixture());
        user = await patient();
      });

      async function expectLimit(work: Promise<unknown>) {
        const error = await work.then(
          () => undefined,
          (failure: unknown) => failure,
        );
        expect(error).toEqual(new StoreLimitError('unpaidBookings', 3));
      }

      it('when the patient holds the cap, then the next booking is refused and writes nothing', async () => {
        for (const time of ['10:00', '10:30', '11:00']) await bookAt(time);

        await expectLimit(bookAt('11:30'));

        expect((await store.appointments.listByUser(user._id)).map((a) => a.slotTime)).toEqual([
          '10:00',
          '10:30',
          '11:00',
        ]);
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '6_3_2026': ['10:00', '10:30', '11:00'],
        });
      });

      it('when the patient holds the cap, then a taken or blocked slot still answers its own conflict', async () => {
        const other = await patient(2);
        await store.appointments.book(
          await booking({ userId: other._id, docId: doctor._id, slotTime: '12:00' }),
        );
        await store.doctors.setBlockedTimes(doctor._id, '6_3_2026', ['12:30']);
        for (const time of ['10:00', '10:30', '11:00']) await bookAt(time);

        await expectConflict(bookAt('12:00'), 'slot');
        await expectConflict(bookAt('12:30'), 'blocked');
      });

      it('when one is cancelled or paid, then it frees a place; a pending proof does not', async () => {
        const first = await bookAt('10:00');
        const second = await bookAt('10:30');
        const third = await bookAt('11:00');
        await store.appointments.submitProof(third._id, {
          name: 'Patient 1',
          transactionId: 'UPI-PENDING',
          submittedAt: NOW,
        });
        await expectLimit(bookAt('11:30'));

        await store.appointments.cancel(first._id);
        await bookAt('11:30');
        await expectLimit(bookAt('12:00'));

        await store.appointments.submitProof(second._id, {
          name: 'Patient 1',
          transactionId: 'UPI-PAID',
          submittedAt: NOW,
        });
        await store.appointments.decideProof(second._id, { status: 'approved', decidedAt: NOW });
        await bookAt('12:00');
        await expectLimit(bookAt('12:30'));
      });

      it('when unpaid appointments are before today, then they do not count', async () => {
        for (const time of ['10:00', '10:30', '11:00']) await bookAt(time, '4_3_2026');
        for (const time of ['10:00', '10:30', '11:00']) await bookAt(time, '5_3_2026');
        await expectLimit(bookAt('10:00'));
      });

      it('when an unpaid appointment moves from before today to a later day, then it counts again', async () => {
        const earlier = await bookAt('10:00', '4_3_2026');
        await store.appointments.reschedule(earlier._id, {
          slotDate: '6_3_2026',
          slotTime: '10:00',
        });
        await bookAt('10:30');
        await bookAt('11:00');

        await expectLimit(bookAt('11:30'));
      });

      it('when the store is reconciled, then the count stays the same', async () => {
        const first = await bookAt('10:00');
        await bookAt('10:30');
        await bookAt('11:00');
        await store.appointments.reconcile(CAP.today);
        await expectLimit(bookAt('11:30'));
        await store.appointments.cancel(first._id);
        await store.appointments.reconcile(CAP.today);
        await bookAt('11:30');
      });

      it('when 12 bookings of one patient arrive at once, then exactly the cap succeeds', async () => {
        const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
        const requests = [
          ...times.map((time) => [time, '6_3_2026']),
          ...times.map((time) => [time, '7_3_2026']),
        ];

        const results = await Promise.allSettled(
          requests.map(([time, date]) => bookAt(time as string, date)),
        );

        const booked = results.filter((result) => result.status === 'fulfilled');
        const refused = results.filter((result) => result.status === 'rejected');
        expect(booked).toHaveLength(3);
        for (const failure of refused)
          expect(failure.reason).toEqual(new StoreLimitError('unpaidBookings', 3));
        expect(await store.appointments.listByUser(user._id)).toHaveLength(3);
        const slots = (await store.doctors.findById(doctor._id))?.slots_booked ?? {};
        expect(Object.values(slots).flat()).toHaveLength(3);
      });
    });

    describe('appointments: payment proof', () => {
      let appointment: AppointmentRecord;
      let other: AppointmentRecord;
      const proof = (transactionId: string, minute = 0) => ({
        name: 'Asha Rao',
        transactionId,
        submittedAt: new Date(NOW.getTime() + minute * 60_000),
      });

      beforeEach(async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        appointment = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id }),
        );
        other = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotTime: '10:30' }),
        );
      });

      it('when proof is sent, then it is pending with its name, ID and time', async () => {
        const sent = await store.appointments.submitProof(appointment._id, proof('UPI123456789'));
        expect(sent).toEqual({
          ...appointment,
          paymentProof: {
            status: 'pending',
            name: 'Asha Rao',
            transactionId: 'UPI123456789',
            submittedAt: NOW.toISOString(),
          },
        });
        expect(await store.appointments.findById(appointment._id)).toEqual(sent);
      });

      it('when proof is pending or approved, then it cannot be sent again', async () => {
        await store.appointments.submitProof(appointment._id, proof('UPI1'));
        expect(await store.appointments.submitProof(appointment._id, proof('UPI2'))).toBeNull();
        await store.appointments.decideProof(appointment._id, {
          status: 'approved',
          decidedAt: NOW,
        });
        expect(await store.appointments.submitProof(appointment._id, proof('UPI3'))).toBeNull();
        expect(await store.appointments.submitProof(UNKNOWN_ID, proof('UPI4'))).toBeNull();
      });

      it('when the appointment is cancelled, then proof is refused', async () => {
        await store.appointments.cancel(appointment._id);
        expect(await store.appointments.submitProof(appointment._id, proof('UPI1'))).toBeNull();
      });

      it('when a transaction ID is used, then another appointment cannot use it, in any case', async () => {
        await store.appointments.submitProof(appointment._id, proof('upi-777'));
        await expectConflict(
          store.appointments.submitProof(other._id, proof('UPI-777')),
          'transactionId',
        );
        expect((await store.appointments.findById(other._id))?.paymentProof).toEqual({
          status: 'none',
        });
      });

      it('when a rejected proof was replaced by another ID, then its first ID still cannot pay another appointment', async () => {
        await store.appointments.submitProof(appointment._id, proof('UPI-FIRST'));
        await store.appointments.decideProof(appointment._id, {
          status: 'rejected',
          decidedAt: NOW,
        });
        await store.appointments.submitProof(appointment._id, proof('UPI-SECOND', 5));

        await expectConflict(
          store.appointments.submitProof(other._id, proof('upi-first')),
          'transactionId',
        );

        expect((await store.appointments.findById(other._id))?.paymentProof).toEqual({
          status: 'none',
        });
        await store.appointments.decideProof(appointment._id, {
          status: 'rejected',
          decidedAt: NOW,
        });
        const back = await store.appointments.submitProof(appointment._id, proof('UPI-FIRST', 9));
        expect(back?.paymentProof.transactionId).toBe('UPI-FIRST');
      });

      it('when the proof is refused because the appointment was cancelled, then the ID stays with it', async () => {
        await store.appointments.cancel(appointment._id);
        expect(await store.appointments.submitProof(appointment._id, proof('UPI-LATE'))).toBeNull();

        await expectConflict(
          store.appointments.submitProof(other._id, proof('UPI-LATE')),
          'transactionId',
        );
        expect(await store.appointments.submitProof(UNKNOWN_ID, proof('UPI-GHOST'))).toBeNull();
        expect(
          (await store.appointments.submitProof(other._id, proof('UPI-GHOST')))?.paymentProof
            .status,
        ).toBe('pending');
      });

      it('when two appointments send one ID at once, then exactly one keeps it, round after round', async () => {
        for (let round = 0; round < 10; round++) {
          const id = `UPI-RACE-${round}`;
          const [a, b] = await Promise.allSettled([
            store.appointments.submitProof(appointment._id, proof(id)),
            store.appointments.submitProof(other._id, proof(id)),
          ]);
          const won = [a, b].filter((result) => result.status === 'fulfilled');
          const lost = [a, b].filter((result) => result.status === 'rejected');
          expect(won).toHaveLength(1);
          expect(lost).toHaveLength(1);
          expect(conflictKey(lost[0]?.reason)).toBe('transactionId');
          const winner = a?.status === 'fulfilled' ? appointment : other;
          await store.appointments.decideProof(winner._id, { status: 'rejected', decidedAt: NOW });
        }
      });

      it('when approved, then payment and isCompleted are set', async () => {
        await store.appointments.submitProof(appointment._id, proof('UPI1'));
        const approved = await store.appointments.decideProof(appointment._id, {
          status: 'approved',
          decidedAt: NOW,
        });
        expect(approved).toEqual({
          ...appointment,
          payment: true,
          isCompleted: true,
          paymentProof: {
            status: 'approved',
            name: 'Asha Rao',
            transactionId: 'UPI1',
            submittedAt: NOW.toISOString(),
          },
        });
        expect(await store.appointments.findById(appointment._id)).toEqual(approved);
        expect(
          await store.appointments.decideProof(appointment._id, { status: 'rejected' }),
        ).toBeNull();
      });

      it('when rejected with a note, then the patient may send proof again, even with the same ID', async () => {
        await store.appointments.submitProof(appointment._id, proof('UPI1'));
        const rejected = await store.appointments.decideProof(appointment._id, {
          status: 'rejected',
          note: 'No payment found for this ID',
          decidedAt: NOW,
        });
        expect(rejected?.paymentProof).toEqual({
          status: 'rejected',
          name: 'Asha Rao',
          transactionId: 'UPI1',
          submittedAt: NOW.toISOString(),
          note: 'No payment found for this ID',
        });
        expect(rejected?.payment).toBe(false);
        expect(rejected?.isCompleted).toBe(false);

        const again = await store.appointments.submitProof(appointment._id, proof('UPI1', 5));
        expect(again?.paymentProof).toEqual({
          status: 'pending',
          name: 'Asha Rao',
          transactionId: 'UPI1',
          submittedAt: new Date(NOW.getTime() + 5 * 60_000).toISOString(),
        });
      });

      it('when no proof is pending, then there is nothing to decide', async () => {
        expect(
          await store.appointments.decideProof(appointment._id, { status: 'approved' }),
        ).toBeNull();
        expect(await store.appointments.decideProof(UNKNOWN_ID, { status: 'approved' })).toBeNull();
        expect((await store.appointments.findById(appointment._id))?.payment).toBe(false);
      });
    });

    const proof = (transactionId: string) => ({
      name: 'Asha Rao',
      transactionId,
      submittedAt: NOW,
    });

    /** One patient's four appointments, one in each state of the proof: approved, pending, rejected, none. */
    async function bookInEveryProofState(tag: string) {
      const doctor = await store.doctors.create(doctorFixture());
      const user = await patient();
      const book = async (slotTime: string) =>
        store.appointments.book(await booking({ userId: user._id, docId: doctor._id, slotTime }));
      const paid = await book('10:00');
      await store.appointments.submitProof(paid._id, proof(`UPI-${tag}-A`));
      await store.appointments.decideProof(paid._id, { status: 'approved', decidedAt: NOW });
      const pending = await book('10:30');
      await store.appointments.submitProof(pending._id, proof(`UPI-${tag}-P`));
      const rejected = await book('11:00');
      await store.appointments.submitProof(rejected._id, proof(`UPI-${tag}-R`));
      await store.appointments.decideProof(rejected._id, { status: 'rejected', decidedAt: NOW });
      const unpaid = await book('11:30');
      return { doctor, paid, pending, rejected, unpaid };
    }

    describe('appointments: cancelling', () => {
      it('when the clinic cancels, then a pending proof or a payment does not stop it', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const pending = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id }),
        );
        await store.appointments.submitProof(pending._id, proof('UPI-P'));
        const paid = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotTime: '10:30' }),
        );
        await store.appointments.submitProof(paid._id, proof('UPI-A'));
        await store.appointments.decideProof(paid._id, { status: 'approved', decidedAt: NOW });

        expect((await store.appointments.cancel(pending._id))?.cancelled).toBe(true);
        expect((await store.appointments.cancel(paid._id))?.cancelled).toBe(true);
        expect(await store.appointments.cancel(paid._id)).toBeNull();
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({});
      });

      it('when a proof and a cancel land together, then a refund is due exactly when the proof landed first', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        for (let round = 0; round < 20; round++) {
          const user = await patient(round + 1);
          const booked = await store.appointments.book(
            await booking({ userId: user._id, docId: doctor._id, slotDate: `${6 + round}_3_2026` }),
          );
          const sendIt = () =>
            store.appointments.submitProof(booked._id, proof(`UPI-RACE-${round}`));
          const cancelIt = () => store.appointments.cancel(booked._id);
          // Either may start first; both orders are raced.
          const [sent, cancelled] =
            round % 2 === 0
              ? await Promise.all([sendIt(), cancelIt()])
              : await Promise.all([cancelIt(), sendIt()]).then(([c, s]) => [s, c] as const);

          expect(cancelled?.cancelled).toBe(true);
          const now = await store.appointments.findById(booked._id);
          expect([now?.paymentProof.status, now?.refund]).toEqual(
            sent ? ['pending', { status: 'due' }] : ['none', undefined],
          );
        }
      });

      it('when a patient cancels, then a payment, an approval or a pending proof stops it and nothing changes; none or a rejected proof does not', async () => {
        const { doctor, paid, pending, rejected, unpaid } = await bookInEveryProofState('PAT');
        const before = await Promise.all(
          [paid, pending].map((a) => store.appointments.findById(a._id)),
        );

        const cancelled = await Promise.all(
          [paid, pending, rejected, unpaid].map((a) =>
            store.appointments.cancel(a._id, { asPatient: true }),
          ),
        );

        expect(cancelled.map((a) => a?.cancelled ?? null)).toEqual([null, null, true, true]);
        expect(cancelled.map((a) => a?.refund)).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
        ]);
        expect(
          await Promise.all([paid, pending].map((a) => store.appointments.findById(a._id))),
        ).toEqual(before);
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '6_3_2026': ['10:00', '10:30'],
        });
      });

      it("when a proof and a patient's cancel land together, then exactly one lands and no refund is due", async () => {
        const doctor = await store.doctors.create(doctorFixture());
        for (let round = 0; round < 20; round++) {
          const user = await patient(round + 1);
          const booked = await store.appointments.book(
            await booking({ userId: user._id, docId: doctor._id, slotDate: `${6 + round}_3_2026` }),
          );
          const sendIt = () =>
            store.appointments.submitProof(booked._id, proof(`UPI-PAT-RACE-${round}`));
          const cancelIt = () => store.appointments.cancel(booked._id, { asPatient: true });
          // Either may start first; both orders are raced.
          const [sent, cancelled] =
            round % 2 === 0
              ? await Promise.all([sendIt(), cancelIt()])
              : await Promise.all([cancelIt(), sendIt()]).then(([c, s]) => [s, c] as const);

          expect([sent !== null, cancelled !== null].filter(Boolean)).toEqual([true]);
          const now = await store.appointments.findById(booked._id);
          expect([now?.cancelled, now?.paymentProof.status, now?.refund]).toEqual(
            sent ? [false, 'pending', undefined] : [true, 'none', undefined],
          );
        }
      });
    });

    describe('appointments: refunds', () => {
      it('when a paid or proof-pending appointment is cancelled, then a refund is due; an unpaid one owes none', async () => {
        const { paid, pending, rejected, unpaid } = await bookInEveryProofState('REF');

        const cancelled = await Promise.all(
          [paid, pending, rejected, unpaid].map((a) => store.appointments.cancel(a._id)),
        );

        expect(cancelled.map((a) => a?.refund)).toEqual([
          { status: 'due' },
          { status: 'due' },
          undefined,
          undefined,
        ]);
        expect((await store.appointments.findById(paid._id))?.refund).toEqual({ status: 'due' });
        const due = await store.appointments.list({ status: 'refund-due', page: 1, pageSize: 10 });
        expect(due.appointments.map((a) => a._id)).toEqual([paid._id, pending._id]);
        expect(due.total).toBe(2);
      });

      it('when the refund is recorded, then it is refunded with its reference and day, once', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const paid = await store.appointments.book(
          await booking({ userId: (await patient())._id, docId: doctor._id }),
        );
        await store.appointments.submitProof(paid._id, proof('UPI-R1'));
        await store.appointments.decideProof(paid._id, { status: 'approved', decidedAt: NOW });
        const unpaid = await store.appointments.book(
          await booking({ userId: (await patient(2))._id, docId: doctor._id, slotTime: '10:30' }),
        );
        await store.appointments.cancel(paid._id);
        await store.appointments.cancel(unpaid._id);
        const refund = { upiReference: 'RFD123456', refundedOn: '2026-03-07' };

        const recorded = await Promise.all([
          store.appointments.recordRefund(paid._id, refund),
          store.appointments.recordRefund(paid._id, { ...refund, upiReference: 'RFD999' }),
        ]);

        expect(recorded.filter((r) => r !== null)).toHaveLength(1);
        const after = await store.appointments.findById(paid._id);
        expect(after?.refund?.status).toBe('refunded');
        expect(after?.refund?.refundedOn).toBe('2026-03-07');
        expect(['RFD123456', 'RFD999']).toContain(after?.refund?.upiReference);
        expect(await store.appointments.recordRefund(unpaid._id, refund)).toBeNull();
        expect(await store.appointments.recordRefund(UNKNOWN_ID, refund)).toBeNull();
        expect(
          (await store.appointments.list({ status: 'refund-due', page: 1, pageSize: 10 })).total,
        ).toBe(0);
      });
    });

    describe('appointments: rescheduling', () => {
      it('when an appointment moves, then the new time is taken, the old one freed, and payment and proof move with it', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const booked = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id }),
        );
        await store.appointments.submitProof(booked._id, {
          name: 'Asha Rao',
          transactionId: 'UPI-MOVE',
          submittedAt: NOW,
        });
        await store.appointments.decideProof(booked._id, { status: 'approved', decidedAt: NOW });

        const moved = await store.appointments.reschedule(booked._id, {
          slotDate: '7_3_2026',
          slotTime: '11:30',
        });

        expect(moved).toMatchObject({
          _id: booked._id,
          slotDate: '7_3_2026',
          slotTime: '11:30',
          slotData: '7_3_2026 11:30 am',
          payment: true,
          isCompleted: true,
          cancelled: false,
          paymentProof: { status: 'approved', transactionId: 'UPI-MOVE' },
        });
        expect(await store.appointments.findById(booked._id)).toEqual(moved);
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '7_3_2026': ['11:30'],
        });
        const other = await patient(2);
        const rebooked = await store.appointments.book(
          await booking({ userId: other._id, docId: doctor._id }),
        );
        expect(rebooked.slotTime).toBe('10:00');
      });

      it('when the new time is taken or blocked, then it is a conflict and the appointment stays where it was', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const mine = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id }),
        );
        await store.appointments.book(
          await booking({ userId: (await patient(2))._id, docId: doctor._id, slotTime: '10:30' }),
        );
        await store.doctors.setBlockedTimes(doctor._id, '6_3_2026', ['11:00']);

        await expectConflict(
          store.appointments.reschedule(mine._id, { slotDate: '6_3_2026', slotTime: '10:30' }),
          'slot',
        );
        await expectConflict(
          store.appointments.reschedule(mine._id, { slotDate: '6_3_2026', slotTime: '11:00' }),
          'blocked',
        );
        await expectConflict(
          store.appointments.reschedule(mine._id, { slotDate: '6_3_2026', slotTime: '10:00' }),
          'slot',
        );
        expect(await store.appointments.findById(mine._id)).toEqual(mine);
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '6_3_2026': ['10:00', '10:30'],
        });
      });

      it('when the appointment is cancelled or unknown, then it is null and nothing changes', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const booked = await store.appointments.book(
          await booking({ userId: (await patient())._id, docId: doctor._id }),
        );
        await store.appointments.cancel(booked._id);
        const slot = { slotDate: '7_3_2026', slotTime: '10:00' };

        expect(await store.appointments.reschedule(booked._id, slot)).toBeNull();
        expect(await store.appointments.reschedule(UNKNOWN_ID, slot)).toBeNull();
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({});
      });

      it('when moves and a booking race for one time, then exactly one wins and the losers stay where they were', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        for (let round = 0; round < 10; round++) {
          const day = `${9 + round}_3_2026`;
          const movers = await Promise.all(
            ['10:00', '10:30', '11:00'].map(async (slotTime, n) =>
              store.appointments.book(
                await booking({
                  userId: (await patient(round * 10 + n + 1))._id,
                  docId: doctor._id,
                  slotDate: day,
                  slotTime,
                }),
              ),
            ),
          );
          const newcomer = await booking({
            userId: (await patient(round * 10 + 9))._id,
            docId: doctor._id,
            slotDate: day,
            slotTime: '12:00',
          });
          const target = { slotDate: day, slotTime: '12:00' };

          const results = await Promise.allSettled([
            ...movers.map((mover) => store.appointments.reschedule(mover._id, target)),
            store.appointments.book(newcomer),
          ]);

          const winners = results.filter((result) => result.status === 'fulfilled');
          expect(winners).toHaveLength(1);
          for (const result of results)
            if (result.status === 'rejected') expect(conflictKey(result.reason)).toBe('slot');
          const after = await Promise.all(movers.map((m) => store.appointments.findById(m._id)));
          const moved = after.filter((a) => a?.slotTime === '12:00');
          const stayed = after.filter((a, n) => a?.slotTime === movers[n]?.slotTime);
          expect(moved.length + stayed.length).toBe(3);
          const booked = (await store.doctors.findById(doctor._id))?.slots_booked[day] ?? [];
          expect([...booked].sort()).toEqual(
            [
              ...after.map((a) => a?.slotTime ?? ''),
              ...(moved.length === 0 ? ['12:00'] : []),
            ].sort(),
          );
        }
      });
    });

    describe('appointments: attendance', () => {
      const AT_TEN = { slotDate: '6_3_2026', slotTime: '10:00' };

      it('when a live visit is marked at its time, then the mark is kept, read back, and a later mark replaces it', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const booked = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id }),
        );
        expect(booked.attendance).toBeUndefined();

        const missed = await store.appointments.markAttendance(booked._id, 'missed', AT_TEN);
        const attended = await store.appointments.markAttendance(booked._id, 'attended', AT_TEN);

        expect(missed?.attendance).toBe('missed');
        expect(attended).toMatchObject({ _id: booked._id, attendance: 'attended' });
        expect((await store.appointments.findById(booked._id))?.attendance).toBe('attended');
        expect((await store.appointments.listByUser(user._id))[0]?.attendance).toBe('attended');
      });

      it('when the visit is cancelled, moved from that time, or unknown, then nothing is marked', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const cancelled = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id }),
        );
        await store.appointments.cancel(cancelled._id);
        const moved = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id, slotTime: '11:00' }),
        );
        await store.appointments.reschedule(moved._id, { slotDate: '9_3_2026', slotTime: '11:00' });

        expect(await store.appointments.markAttendance(cancelled._id, 'missed', AT_TEN)).toBeNull();
        expect(
          await store.appointments.markAttendance(moved._id, 'missed', {
            slotDate: '6_3_2026',
            slotTime: '11:00',
          }),
        ).toBeNull();
        expect(await store.appointments.markAttendance(UNKNOWN_ID, 'missed', AT_TEN)).toBeNull();
        expect((await store.appointments.findById(cancelled._id))?.attendance).toBeUndefined();
        expect((await store.appointments.findById(moved._id))?.attendance).toBeUndefined();
      });

      it('when a mark races a cancel, then the visit ends either cancelled unmarked or marked then cancelled, never marked after', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const booked = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id }),
        );

        const [marked, cancelled] = await Promise.all([
          store.appointments.markAttendance(booked._id, 'missed', AT_TEN),
          store.appointments.cancel(booked._id),
        ]);

        expect(cancelled?.cancelled).toBe(true);
        // The mark landed first (the cancel kept it) or found the visit cancelled.
        expect(cancelled?.attendance).toBe(marked ? 'missed' : undefined);
      });

      it('when visits are marked, then each doctor has their live marked visits of the days counted, missed apart', async () => {
        const first = await store.doctors.create(doctorFixture());
        const second = await store.doctors.create(doctorFixture({ name: 'Dr. Kabir Sen' }));
        const user = await patient();
        const visit = async (
          docId: string,
          slotDate: string,
          slotTime: string,
          attendance?: 'attended' | 'missed',
        ) => {
          const booked = await store.appointments.book(
            await booking({ userId: user._id, docId, slotDate, slotTime }),
          );
          if (attendance)
            await store.appointments.markAttendance(booked._id, attendance, { slotDate, slotTime });
          return booked._id;
        };
        await visit(first._id, '28_2_2026', '10:00', 'missed');
        await visit(first._id, '1_3_2026', '10:00', 'missed');
        await visit(first._id, '2_3_2026', '10:00', 'attended');
        await visit(first._id, '31_3_2026', '18:30', 'attended');
        await visit(first._id, '1_4_2026', '10:00', 'missed');
        await visit(second._id, '5_3_2026', '10:00', 'missed');
        await visit(second._id, '5_3_2026', '11:00');
        await store.appointments.cancel(await visit(second._id, '6_3_2026', '10:00', 'missed'));

        const counts = await store.appointments.countMarkedByDoctor('1_3_2026', '31_3_2026');

        expect([...counts].sort((a, b) => a.docId.localeCompare(b.docId))).toEqual(
          [
            { docId: first._id, marked: 3, missed: 1 },
            { docId: second._id, marked: 1, missed: 1 },
          ].sort((a, b) => a.docId.localeCompare(b.docId)),
        );
        expect(await store.appointments.countMarkedByDoctor('1_5_2026', '31_5_2026')).toEqual([]);
      });
    });

    describe('appointments: operator list and figures', () => {
      /** Thursday 5 March 2026 is today; the fixture spreads bookings over the week. */
      const TODAY = '5_3_2026';
      let ids: Record<string, string>;
      let doctors: string[];

      beforeEach(async () => {
        const first = await store.doctors.create(doctorFixture({ fees: 500 }));
        const second = await store.doctors.create(
          doctorFixture({ name: 'Dr. Kabir Sen', fees: 1500 }),
        );
        doctors = [first._id, second._id];
        const user = await patient();
        const book = async (docId: string, slotDate: string, slotTime: string) =>
          (
            await store.appointments.book(
              await booking({ userId: user._id, docId, slotDate, slotTime }),
            )
          )._id;
        ids = {
          past: await book(first._id, '3_3_2026', '10:00'),
          pastPaid: await book(second._id, '4_3_2026', '18:30'),
          today: await book(first._id, '5_3_2026', '16:00'),
          pending: await book(second._id, '6_3_2026', '10:00'),
          rejected: await book(first._id, '7_3_2026', '12:30'),
          cancelled: await book(first._id, '10_3_2026', '15:00'),
          late: await book(second._id, '12_3_2026', '11:00'),
        };
        const submit = (id: string, transactionId: string) =>
          store.appointments.submitProof(id, { name: 'Asha Rao', transactionId, submittedAt: NOW });
        await submit(ids.pastPaid as string, 'T1');
        await store.appointments.decideProof(ids.pastPaid as string, {
          status: 'approved',
          decidedAt: new Date('2026-03-04T13:00:00Z'),
        });
        await submit(ids.pending as string, 'T2');
        await submit(ids.rejected as string, 'T3');
        await store.appointments.decideProof(ids.rejected as string, {
          status: 'rejected',
          decidedAt: NOW,
        });
        await store.appointments.cancel(ids.cancelled as string);
      });

      const listIds = async (filter: Parameters<Store['appointments']['list']>[0]) => {
        const { appointments, total } = await store.appointments.list(filter);
        const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
        return { names: appointments.map((appointment) => byId[appointment._id]), total };
      };

      it('when unfiltered, then all come in slot order', async () => {
        expect(await listIds({ page: 1, pageSize: 20 })).toEqual({
          names: ['past', 'pastPaid', 'today', 'pending', 'rejected', 'cancelled', 'late'],
          total: 7,
        });
      });

      it('when paged, then each page holds its share and the total stays', async () => {
        expect(await listIds({ page: 1, pageSize: 3 })).toEqual({
          names: ['past', 'pastPaid', 'today'],
          total: 7,
        });
        expect(await listIds({ page: 3, pageSize: 3 })).toEqual({ names: ['late'], total: 7 });
        expect(await listIds({ page: 4, pageSize: 3 })).toEqual({ names: [], total: 7 });
      });

      it('when filtered by date range and doctor, then only those match', async () => {
        expect(await listIds({ from: '5_3_2026', to: '10_3_2026', page: 1, pageSize: 20 })).toEqual(
          {
            names: ['today', 'pending', 'rejected', 'cancelled'],
            total: 4,
          },
        );
        expect(await listIds({ docId: doctors[1], page: 1, pageSize: 20 })).toEqual({
          names: ['pastPaid', 'pending', 'late'],
          total: 3,
        });
        expect(
          await listIds({
            docId: doctors[0],
            from: '4_3_2026',
            to: '7_3_2026',
            page: 1,
            pageSize: 20,
          }),
        ).toEqual({ names: ['today', 'rejected'], total: 2 });
      });

      it('when filtered by status, then each status has its own appointments', async () => {
        const byStatus = async (status: Parameters<Store['appointments']['list']>[0]['status']) =>
          (await listIds({ status, today: TODAY, page: 1, pageSize: 20 })).names;
        expect(await byStatus('upcoming')).toEqual(['today', 'pending', 'rejected', 'late']);
        expect(await byStatus('awaiting-proof')).toEqual(['past', 'today', 'rejected', 'late']);
        expect(await byStatus('proof-pending')).toEqual(['pending']);
        expect(await byStatus('paid')).toEqual(['pastPaid']);
        expect(await byStatus('cancelled')).toEqual(['cancelled']);
        expect(await byStatus('completed')).toEqual(['past', 'pastPaid']);
        expect(
          (
            await listIds({
              status: 'upcoming',
              today: TODAY,
              docId: doctors[1],
              page: 1,
              pageSize: 20,
            })
          ).names,
        ).toEqual(['pending', 'late']);
      });

      it('when a status relative to today comes without today, then the store refuses', async () => {
        await expect(
          store.appointments.list({ status: 'upcoming', page: 1, pageSize: 5 }),
        ).rejects.toThrow(RangeError);
      });

      it('when counting, then live appointments in a range and pending proofs are counted', async () => {
        expect(await store.appointments.countInRange(TODAY, TODAY)).toBe(1);
        expect(await store.appointments.countInRange('5_3_2026', '11_3_2026')).toBe(3);
        expect(await store.appointments.countInRange('1_3_2026', '31_3_2026')).toBe(6);
        expect(await store.appointments.countProofsPending()).toBe(1);
      });

      it('when summing revenue, then approved proofs decided within [from, to) count', async () => {
        const march = new Date('2026-03-01T00:00:00+05:30');
        const april = new Date('2026-04-01T00:00:00+05:30');
        expect(await store.appointments.revenueApproved(march, april)).toBe(1500);
        expect(
          await store.appointments.revenueApproved(new Date('2026-03-04T13:00:00Z'), april),
        ).toBe(1500);
        expect(
          await store.appointments.revenueApproved(march, new Date('2026-03-04T13:00:00Z')),
        ).toBe(0);
        await store.appointments.decideProof(ids.pending as string, {
          status: 'approved',
          decidedAt: NOW,
        });
        expect(await store.appointments.revenueApproved(march, april)).toBe(3000);
      });

      it('when the doctor snapshot is kept, then slotData reads as the spec shows it', async () => {
        const today = await store.appointments.findById(ids.today as string);
        expect(today?.slotData).toBe(slotDataText('5_3_2026', '16:00'));
        expect(today?.slotData).toBe('5_3_2026 04:00 pm');
      });
    });

    describe('blogs', () => {
      const post = (title: string, day: number) => ({
        title,
        content: `About ${title}.`,
        author: 'Dr. Meera Iyer',
        mediaUrl: `/uploads/${title}.webp`,
        mediaType: 'image' as const,
        createdAt: new Date(Date.UTC(2026, 1, day)),
      });

      it('when posts are written, then the list is newest first and each reads back whole', async () => {
        const older = await store.blogs.create(post('sleep', 1));
        const newer = await store.blogs.create(post('anxiety', 9));
        expect(older).toEqual({
          _id: expect.stringMatching(ID) as unknown as string,
          ...post('sleep', 1),
          createdAt: '2026-02-01T00:00:00.000Z',
          language: 'en',
          likes: [],
        });
        // The store keeps who liked; the public answer's count and marks are made from that.
        expect(newer).toEqual({
          _id: expect.stringMatching(ID) as unknown as string,
          ...post('anxiety', 9),
          createdAt: expect.any(String) as unknown as string,
          language: 'en',
          likes: [],
        });
        expect(await store.blogs.list()).toEqual([newer, older]);
        expect(await store.blogs.findById(older._id)).toEqual(older);
        expect(await store.blogs.findById(UNKNOWN_ID)).toBeNull();
      });

      it('when a patient likes twice, then the second like takes the first back', async () => {
        const blog = await store.blogs.create(post('sleep', 1));
        expect(await store.blogs.toggleLike(blog._id, 'user-a')).toEqual(['user-a']);
        expect(await store.blogs.toggleLike(blog._id, 'user-b')).toEqual(['user-a', 'user-b']);
        expect(await store.blogs.toggleLike(blog._id, 'user-a')).toEqual(['user-b']);
        expect((await store.blogs.findById(blog._id))?.likes).toEqual(['user-b']);
        expect((await store.blogs.list())[0]?.likes).toEqual(['user-b']);
        expect(await store.blogs.toggleLike(UNKNOWN_ID, 'user-a')).toBeNull();
      });

      it('when a post is edited, then the given fields change', async () => {
        const blog = await store.blogs.create(post('sleep', 1));
        const updated = await store.blogs.update(blog._id, {
          title: 'Sleep and mood',
          mediaType: 'video',
          mediaUrl: '/uploads/sleep.mp4',
        });
        expect(updated).toEqual({
          ...blog,
          title: 'Sleep and mood',
          mediaType: 'video',
          mediaUrl: '/uploads/sleep.mp4',
        });
        expect(await store.blogs.update(UNKNOWN_ID, { title: 'x' })).toBeNull();
      });

      it('when a post is written in Hindi, then it keeps its language until an edit changes it', async () => {
        const blog = await store.blogs.create({ ...post('नींद', 1), language: 'hi' });
        expect(blog.language).toBe('hi');
        expect((await store.blogs.findById(blog._id))?.language).toBe('hi');
        expect((await store.blogs.list())[0]?.language).toBe('hi');
        expect((await store.blogs.update(blog._id, { title: 'नींद और मन' }))?.language).toBe('hi');
        expect((await store.blogs.update(blog._id, { language: 'en' }))?.language).toBe('en');
        expect((await store.blogs.findById(blog._id))?.language).toBe('en');
      });

      it('when a post is removed, then it is gone', async () => {
        const blog = await store.blogs.create(post('sleep', 1));
        await store.blogs.toggleLike(blog._id, 'user-a');
        expect(await store.blogs.remove(blog._id)).toBe(true);
        expect(await store.blogs.findById(blog._id)).toBeNull();
        expect(await store.blogs.list()).toEqual([]);
        expect(await store.blogs.remove(blog._id)).toBe(false);
      });
    });

    describe('messages', () => {
      const message = (subject: string, minute: number) => ({
        name: 'Asha Rao',
        email: 'asha@example.in',
        subject,
        phone: '9876543210',
        message: 'I would like to know about therapy for anxiety.',
        createdAt: new Date(NOW.getTime() + minute * 60_000),
      });

      it('when messages arrive, then they list newest first, unread, and can be marked read', async () => {
        const first = await store.messages.create(message('First', 0));
        const second = await store.messages.create(message('Second', 1));
        expect(first).toEqual({
          _id: expect.stringMatching(ID) as unknown as string,
          ...message('First', 0),
          createdAt: NOW.toISOString(),
          read: false,
          userId: null,
        });
        expect(await store.messages.list()).toEqual([second, first]);

        expect(await store.messages.markRead(first._id)).toEqual({ ...first, read: true });
        expect((await store.messages.list()).map((entry) => entry.read)).toEqual([false, true]);
        expect(await store.messages.markRead(UNKNOWN_ID)).toBeNull();
      });

      it('when messages are purged before a date, then older ones go and the rest stay', async () => {
        await store.messages.create(message('Old', -1));
        const atTheDate = await store.messages.create(message('At the date', 0));
        const newer = await store.messages.create(message('Newer', 1));
        await store.messages.purgeBefore(NOW);
        expect(await store.messages.list()).toEqual([newer, atTheDate]);
      });
    });

    describe('receipts', () => {
      const refund = {
        upiReference: 'RFND-20260310-01',
        refundedOn: new Date('2026-03-10T06:00:00.000Z'),
        amount: 800,
      };
      let doctorId: string;
      let userId: string;

      beforeEach(async () => {
        doctorId = (await store.doctors.create(doctorFixture()))._id;
        userId = (await patient())._id;
      });

      /** A booked appointment at the n-th time of 6 March, its proof approved at NOW + n minutes. */
      async function paid(n: number): Promise<AppointmentRecord> {
        const hour = String(9 + Math.floor(n / 2)).padStart(2, '0');
        const appointment = await store.appointments.book(
          await booking({ userId, docId: doctorId, slotTime: `${hour}:${n % 2 ? '30' : '00'}` }),
        );
        await store.appointments.submitProof(appointment._id, {
          name: 'Patient 1',
          transactionId: `UPI-${n}`,
          submittedAt: NOW,
        });
        await store.appointments.decideProof(appointment._id, {
          status: 'approved',
          decidedAt: new Date(NOW.getTime() + n * 60_000),
        });
        return appointment;
      }

      it('when a paid appointment asks for its receipt, then it gets number 1 with the approval time, and the same receipt every time after', async () => {
        const appointment = await paid(0);
        const issuedAt = new Date(NOW.getTime() + 3_600_000);

        const receipt = await store.receipts.issueReceipt(appointment._id, issuedAt);
        expect(receipt).toEqual({
          kind: 'receipt',
          number: 1,
          appointmentId: appointment._id,
          issuedAt,
          approvedAt: NOW,
        });
        expect(await store.receipts.issueReceipt(appointment._id, new Date())).toEqual(receipt);
        expect(await store.receipts.findReceipt(appointment._id)).toEqual(receipt);
      });

      it('when an appointment is not paid, unknown or malformed, then no receipt is issued and no number is taken', async () => {
        const unpaid = await store.appointments.book(await booking({ userId, docId: doctorId }));
        await store.appointments.submitProof(unpaid._id, {
          name: 'Patient 1',
          transactionId: 'UPI-PENDING',
          submittedAt: NOW,
        });
        expect(await store.receipts.issueReceipt(unpaid._id, NOW)).toBeNull();
        expect(await store.receipts.issueReceipt(UNKNOWN_ID, NOW)).toBeNull();
        expect(await store.receipts.issueReceipt('not-an-id', NOW)).toBeNull();
        expect(await store.receipts.findReceipt(unpaid._id)).toBeNull();

        const next = await paid(1);
        expect((await store.receipts.issueReceipt(next._id, NOW))?.number).toBe(1);
      });

      it('when receipts are issued one after another, then they are numbered 1, 2, 3 in that order', async () => {
        const appointments = [await paid(0), await paid(1), await paid(2)];
        const numbers = [];
        for (const appointment of [appointments[2], appointments[0], appointments[1]])
          numbers.push((await store.receipts.issueReceipt(appointment!._id, NOW))?.number);
        expect(numbers).toEqual([1, 2, 3]);
      });

      it('when 20 paid appointments ask for their receipts at once, then they hold numbers 1 to 20, each once', async () => {
        const appointments = [];
        for (let n = 0; n < 20; n += 1) appointments.push(await paid(n));

        const receipts = await Promise.all(
          appointments.map((appointment) => store.receipts.issueReceipt(appointment._id, NOW)),
        );

        expect(receipts.map((receipt) => receipt?.number).sort((a, b) => a! - b!)).toEqual(
          Array.from({ length: 20 }, (_, index) => index + 1),
        );
        expect(new Set(receipts.map((receipt) => receipt?.appointmentId)).size).toBe(20);
      });

      it('when one appointment asks for its receipt 5 times at once, then all get the one number', async () => {
        const appointment = await paid(0);
        const receipts = await Promise.all(
          Array.from({ length: 5 }, () => store.receipts.issueReceipt(appointment._id, NOW)),
        );
        expect(new Set(receipts.map((receipt) => receipt?.number))).toEqual(new Set([1]));
        expect((await store.receipts.issueReceipt((await paid(1))._id, NOW))?.number).toBe(2);
      });

      it('when a receipted appointment is refunded, then its credit note has its own sequence and keeps the first refund', async () => {
        const first = await paid(0);
        const second = await paid(1);
        await store.receipts.issueReceipt(first._id, NOW);
        await store.receipts.issueReceipt(second._id, NOW);

        const note = await store.receipts.issueCreditNote(second._id, refund, NOW);
        expect(note).toEqual({
          kind: 'credit-note',
          number: 1,
          appointmentId: second._id,
          issuedAt: NOW,
          refund,
        });
        expect(
          await store.receipts.issueCreditNote(second._id, { ...refund, amount: 1 }, new Date()),
        ).toEqual(note);
        expect(await store.receipts.findCreditNote(second._id)).toEqual(note);
        expect((await store.receipts.issueCreditNote(first._id, refund, NOW))?.number).toBe(2);
        expect((await store.receipts.findReceipt(second._id))?.number).toBe(2);
      });

      it('when an appointment has no receipt, then it gets no credit note and none is found', async () => {
        const appointment = await paid(0);
        expect(await store.receipts.issueCreditNote(appointment._id, refund, NOW)).toBeNull();
        expect(await store.receipts.issueCreditNote(UNKNOWN_ID, refund, NOW)).toBeNull();
        expect(await store.receipts.findCreditNote(appointment._id)).toBeNull();
        expect(await store.receipts.findCreditNote('not-an-id')).toBeNull();
      });

      it('when 5 refunds of one appointment and others arrive at once, then credit notes are numbered without gap, one per appointment', async () => {
        const appointments = [await paid(0), await paid(1), await paid(2)];
        for (const appointment of appointments)
          await store.receipts.issueReceipt(appointment._id, NOW);

        const notes = await Promise.all([
          ...Array.from({ length: 5 }, () =>
            store.receipts.issueCreditNote(appointments[0]!._id, refund, NOW),
          ),
          store.receipts.issueCreditNote(appointments[1]!._id, refund, NOW),
          store.receipts.issueCreditNote(appointments[2]!._id, refund, NOW),
        ]);

        const byAppointment = new Map(notes.map((note) => [note?.appointmentId, note?.number]));
        expect(byAppointment.size).toBe(3);
        expect([...byAppointment.values()].sort()).toEqual([1, 2, 3]);
      });
    });

    describe('jobs', () => {
      const LEASE = 10 * 60_000;
      const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

      it('when a job is claimed, then no other claim wins until it completes and its next run is due', async () => {
        expect(await store.jobs.claim('purge', at(0), LEASE)).toBe(true);
        expect(await store.jobs.claim('purge', at(1), LEASE)).toBe(false);
        expect(await store.jobs.claim('other', at(1), LEASE)).toBe(true);

        await store.jobs.complete('purge', at(2), at(60));
        expect(await store.jobs.claim('purge', at(59), LEASE)).toBe(false);
        expect(await store.jobs.claim('purge', at(60), LEASE)).toBe(true);
      });

      it('when 10 claims of a due job arrive at once, then exactly one wins', async () => {
        const first = await Promise.all(
          Array.from({ length: 10 }, () => store.jobs.claim('purge', at(0), LEASE)),
        );
        expect(first.filter(Boolean)).toHaveLength(1);

        await store.jobs.complete('purge', at(1), at(60));
        const next = await Promise.all(
          Array.from({ length: 10 }, () => store.jobs.claim('purge', at(60), LEASE)),
        );
        expect(next.filter(Boolean)).toHaveLength(1);
      });

      it('when a claimer dies without completing, then the job can be claimed once its lease ends', async () => {
        expect(await store.jobs.claim('purge', at(0), LEASE)).toBe(true);
        expect(await store.jobs.claim('purge', at(9), LEASE)).toBe(false);
        expect(await store.jobs.claim('purge', at(10), LEASE)).toBe(true);
        expect(await store.jobs.claim('purge', at(11), LEASE)).toBe(false);
      });
    });

    describe('heartbeats', () => {
      const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

      it('when a beat is recorded, then the latest is read back, and an earlier one from a lagging clock never moves it back', async () => {
        expect(await store.heartbeats.last('schedule')).toBeNull();

        await store.heartbeats.beat('schedule', at(0));
        await store.heartbeats.beat('schedule', at(60));
        await store.heartbeats.beat('schedule', at(30));
        await store.heartbeats.beat('readiness probe', at(5));

        expect(await store.heartbeats.last('schedule')).toEqual(at(60));
        expect(await store.heartbeats.last('readiness probe')).toEqual(at(5));
      });

      it('when 10 processes beat at once, then every beat lands and the latest time is kept', async () => {
        await Promise.all(
          Array.from({ length: 10 }, (_, index) => store.heartbeats.beat('schedule', at(index))),
        );

        expect(await store.heartbeats.last('schedule')).toEqual(at(9));
      });
    });

    describe('reminders', () => {
      const LEASE = 15 * 60_000;
      const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
      const reminder = (overrides: Partial<ReminderKey & { startsAt: Date }> = {}) => ({
        appointmentId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
        offsetHours: 24,
        slotKey: '6_3_2026 10:00',
        startsAt: new Date('2026-03-06T04:30:00.000Z'),
        ...overrides,
      });
      const keyOf = ({ startsAt: _startsAt, ...key }: ReturnType<typeof reminder>) => key;

      it('when one reminder is claimed again within its lease, then only the first claim wins; another offset or slot is a reminder of its own', async () => {
        expect(await store.reminders.claim(reminder(), NOW, LEASE)).toBe(true);
        expect(await store.reminders.claim(reminder(), NOW, LEASE)).toBe(false);
        expect(await store.reminders.claim(reminder(), at(14), LEASE)).toBe(false);
        expect(await store.reminders.claim(reminder({ offsetHours: 2 }), NOW, LEASE)).toBe(true);
        expect(
          await store.reminders.claim(reminder({ slotKey: '7_3_2026 10:00' }), NOW, LEASE),
        ).toBe(true);
        expect(
          await store.reminders.claim(reminder({ slotKey: '7_3_2026 10:00' }), NOW, LEASE),
        ).toBe(false);
      });

      it('when 10 claims of one reminder arrive at once, then exactly one wins', async () => {
        const claims = await Promise.all(
          Array.from({ length: 10 }, () => store.reminders.claim(reminder(), NOW, LEASE)),
        );
        expect(claims.filter(Boolean)).toHaveLength(1);
      });

      it('when an unsent claim’s lease has ended, then exactly one of 10 claims at once takes it over, and holds it for a new lease', async () => {
        await store.reminders.claim(reminder(), NOW, LEASE);

        const claims = await Promise.all(
          Array.from({ length: 10 }, () => store.reminders.claim(reminder(), at(15), LEASE)),
        );

        expect(claims.filter(Boolean)).toHaveLength(1);
        expect(await store.reminders.claim(reminder(), at(29), LEASE)).toBe(false);
        expect(await store.reminders.claim(reminder(), at(30), LEASE)).toBe(true);
      });

      it('when a claim is marked sent, then no claim takes it again, however late', async () => {
        await store.reminders.claim(reminder(), NOW, LEASE);
        await store.reminders.markSent(keyOf(reminder()), at(1));

        expect(await store.reminders.claim(reminder(), at(15), LEASE)).toBe(false);
        expect(await store.reminders.claim(reminder(), at(24 * 60), LEASE)).toBe(false);
        await store.reminders.release(keyOf(reminder()), NOW);
        expect(await store.reminders.claim(reminder(), at(24 * 60), LEASE)).toBe(false);
      });

      it('when claims are listed, then the sent ones and those whose lease runs come back for the given appointments; an ended unsent lease and other appointments do not', async () => {
        const other = 'cccccccccccccccccccccccc';
        await store.reminders.claim(reminder(), NOW, LEASE);
        await store.reminders.markSent(keyOf(reminder()), NOW);
        await store.reminders.claim(reminder({ offsetHours: 2 }), NOW, LEASE);
        await store.reminders.claim(reminder({ offsetHours: 1 }), at(-15), LEASE);
        await store.reminders.claim(reminder({ appointmentId: other }), NOW, LEASE);

        const claimed = await store.reminders.listClaimed(
          ['bbbbbbbbbbbbbbbbbbbbbbbb', UNKNOWN_ID],
          NOW,
        );

        expect(claimed.sort((a, b) => a.offsetHours - b.offsetHours)).toEqual([
          { appointmentId: 'bbbbbbbbbbbbbbbbbbbbbbbb', offsetHours: 2, slotKey: '6_3_2026 10:00' },
          { appointmentId: 'bbbbbbbbbbbbbbbbbbbbbbbb', offsetHours: 24, slotKey: '6_3_2026 10:00' },
        ]);
        expect(await store.reminders.listClaimed(['bbbbbbbbbbbbbbbbbbbbbbbb'], at(15))).toEqual([
          { appointmentId: 'bbbbbbbbbbbbbbbbbbbbbbbb', offsetHours: 24, slotKey: '6_3_2026 10:00' },
        ]);
        expect(await store.reminders.listClaimed([], NOW)).toEqual([]);
      });

      it('when a claim is released by its holder, then the next claim of it wins; a release by a holder whose lease was taken over changes nothing', async () => {
        await store.reminders.claim(reminder(), NOW, LEASE);

        await store.reminders.release(keyOf(reminder()), NOW);

        expect(await store.reminders.listClaimed([reminder().appointmentId], NOW)).toEqual([]);
        expect(await store.reminders.claim(reminder(), NOW, LEASE)).toBe(true);
        expect(await store.reminders.claim(reminder(), at(15), LEASE)).toBe(true);
        await store.reminders.release(keyOf(reminder()), NOW);
        expect(await store.reminders.claim(reminder(), at(16), LEASE)).toBe(false);
      });

      it('when claims of visits before a date are purged, then they go and the later ones stay', async () => {
        const early = reminder({ startsAt: new Date('2026-03-06T04:29:59.999Z') });
        const late = reminder({
          appointmentId: 'cccccccccccccccccccccccc',
          startsAt: new Date('2026-03-06T04:30:00.000Z'),
        });
        await store.reminders.claim(early, NOW, LEASE);
        await store.reminders.claim(late, NOW, LEASE);

        await store.reminders.purgeVisitsBefore(new Date('2026-03-06T04:30:00.000Z'));

        expect(
          await store.reminders.listClaimed([early.appointmentId, late.appointmentId], NOW),
        ).toEqual([
          { appointmentId: late.appointmentId, offsetHours: 24, slotKey: '6_3_2026 10:00' },
        ]);
      });
    });

    describe('appointments: visits a reminder may be due for', () => {
      it('when live visits between two days are listed, then only the live ones of those days come, in slot order, with their slot and booking time', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient();
        const book = async (slotDate: string, slotTime: string) =>
          store.appointments.book(
            await booking({ userId: user._id, docId: doctor._id, slotDate, slotTime }),
          );
        await book('5_3_2026', '18:30');
        const sixthLate = await book('6_3_2026', '10:30');
        const sixthEarly = await book('6_3_2026', '10:00');
        const cancelled = await book('6_3_2026', '11:00');
        await store.appointments.cancel(cancelled._id);
        const seventh = await book('7_3_2026', '15:00');
        // Beyond the range, though '10_3_2026' sorts before '6_3_2026' as text.
        await book('10_3_2026', '10:00');

        const visits = await store.appointments.listLiveStartingBetween('6_3_2026', '7_3_2026');

        expect(visits).toEqual(
          [sixthEarly, sixthLate, seventh].map(({ _id, slotDate, slotTime, date }) => ({
            _id,
            slotDate,
            slotTime,
            date,
          })),
        );
        expect(visits[0]?.date).toBe(NOW.toISOString());
      });
    });

    describe('consents', () => {
      it("when several patients' consents are asked for at once, then each gets their own, oldest first", async () => {
        const asha = await patient(1);
        const other = await patient(2);
        const nobody = await patient(3);
        const given = (version: string, purposes: ('care' | 'newsletter')[]) => ({
          noticeVersion: version,
          purposes,
          givenAt: NOW.toISOString(),
        });
        await store.consents.record(asha._id, given('2026-01-01', ['care']));
        await store.consents.record(other._id, given('2026-11-22', ['care', 'newsletter']));
        await store.consents.record(asha._id, given('2026-11-22', ['care']));

        const byUser = await store.consents.listByUsers([asha._id, other._id, nobody._id]);

        expect(byUser.get(asha._id)).toEqual([
          given('2026-01-01', ['care']),
          given('2026-11-22', ['care']),
        ]);
        expect(byUser.get(other._id)).toEqual([given('2026-11-22', ['care', 'newsletter'])]);
        expect(byUser.has(nobody._id)).toBe(false);
        expect((await store.consents.listByUsers([])).size).toBe(0);
      });
    });

    describe('family members', () => {
      const riya = {
        name: 'Riya Sharma',
        dob: '2015-06-10',
        relation: 'child' as const,
        gender: 'Female' as const,
        bloodGroup: 's1.sealed-blood',
        allergy: 's1.sealed-allergy',
        medicalCondition: '',
      };

      it('when a member is added, then the holder lists it, and any reader finds it by its id', async () => {
        const asha = await patient(1);
        const added = await store.family.add(asha._id, riya, 3);

        expect(added).toEqual({ ...riya, _id: expect.stringMatching(ID), holderId: asha._id });
        expect(await store.family.listByHolder(asha._id)).toEqual([added]);
        expect(await store.family.findById(added._id)).toEqual(added);
        expect(await store.family.findById(UNKNOWN_ID)).toBeNull();
        expect(await store.family.findById('not-an-id')).toBeNull();
        expect(await store.family.listByHolder((await patient(2))._id)).toEqual([]);
      });

      it('when a member’s medical fields are re-sealed, then only while they are as read, and the other members keep theirs', async () => {
        const asha = await patient(1);
        const first = await store.family.add(asha._id, riya, 3);
        const second = await store.family.add(asha._id, { ...riya, name: 'Kabir' }, 3);
        const from = { allergy: riya.allergy, medicalCondition: '', bloodGroup: riya.bloodGroup };
        const to = { allergy: 's1.new-allergy', medicalCondition: '', bloodGroup: 's1.new-blood' };

        const listed = await store.family.listMedicalFields();
        const resealed = await store.family.resealMedicalFields(first._id, from, to);
        const again = await store.family.resealMedicalFields(first._id, from, to);

        expect(listed).toEqual([
          { _id: first._id, ...from },
          { _id: second._id, ...from },
        ]);
        expect([resealed, again]).toEqual([true, false]);
        expect(await store.family.resealMedicalFields(UNKNOWN_ID, from, to)).toBe(false);
        expect(await store.family.listByHolder(asha._id)).toEqual([{ ...first, ...to }, second]);
      });

      it('when members are added, then they list in the order they were added', async () => {
        const asha = await patient(1);
        const first = await store.family.add(asha._id, riya, 3);
        const second = await store.family.add(asha._id, { ...riya, name: 'Kabir' }, 3);

        expect((await store.family.listByHolder(asha._id)).map(({ _id }) => _id)).toEqual([
          first._id,
          second._id,
        ]);
      });

      it('when the holder has the most members allowed, then one more is refused and nothing is written', async () => {
        const asha = await patient(1);
        await store.family.add(asha._id, riya, 2);
        await store.family.add(asha._id, riya, 2);

        const error = await store.family
          .add(asha._id, riya, 2)
          .catch((failure: unknown) => failure);

        expect(error).toBeInstanceOf(StoreLimitError);
        expect(error).toMatchObject({ key: 'familyMembers', limit: 2 });
        expect(await store.family.listByHolder(asha._id)).toHaveLength(2);
      });

      it('when many members are added at once, then the cap still holds', async () => {
        const asha = await patient(1);
        await store.family.add(asha._id, riya, 3);

        const results = await Promise.allSettled(
          Array.from({ length: 6 }, (_, n) =>
            store.family.add(asha._id, { ...riya, name: `Child ${n}` }, 3),
          ),
        );

        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
        for (const result of results.filter((found) => found.status === 'rejected'))
          expect(result.reason).toBeInstanceOf(StoreLimitError);
        expect(await store.family.listByHolder(asha._id)).toHaveLength(3);
      });

      it("when a member is edited, then only its holder's edit lands", async () => {
        const asha = await patient(1);
        const other = await patient(2);
        const added = await store.family.add(asha._id, riya, 3);
        const edited = { ...riya, name: 'Riya S.', allergy: '', relation: 'sibling' as const };

        expect(await store.family.update(other._id, added._id, edited)).toBeNull();
        expect(await store.family.findById(added._id)).toEqual(added);

        expect(await store.family.update(asha._id, added._id, edited)).toEqual({
          ...edited,
          _id: added._id,
          holderId: asha._id,
        });
        expect(await store.family.findById(added._id)).toEqual({
          ...edited,
          _id: added._id,
          holderId: asha._id,
        });
        expect(await store.family.update(asha._id, UNKNOWN_ID, edited)).toBeNull();
      });

      it("when a member is removed, then only its holder's remove lands, once", async () => {
        const asha = await patient(1);
        const other = await patient(2);
        const added = await store.family.add(asha._id, riya, 3);
        const kept = await store.family.add(asha._id, { ...riya, name: 'Kabir' }, 3);

        expect(await store.family.remove(other._id, added._id)).toBe(false);
        expect(await store.family.remove(asha._id, added._id)).toBe(true);
        expect(await store.family.remove(asha._id, added._id)).toBe(false);
        expect(await store.family.remove(asha._id, 'not-an-id')).toBe(false);

        expect(await store.family.listByHolder(asha._id)).toEqual([kept]);
        expect(await store.family.findById(added._id)).toBeNull();
      });

      it("when a holder's members are all removed, then no other holder's are", async () => {
        const asha = await patient(1);
        const other = await patient(2);
        await store.family.add(asha._id, riya, 3);
        const others = await store.family.add(other._id, riya, 3);

        await store.family.removeByHolder(asha._id);

        expect(await store.family.listByHolder(asha._id)).toEqual([]);
        expect(await store.family.listByHolder(other._id)).toEqual([others]);
      });
    });

    describe('appointments: for a family member', () => {
      const snapshot = (memberId: string) => ({
        memberId,
        name: 'Riya Sharma',
        relation: 'child' as const,
        dob: '2015-06-10',
      });

      it('when booked for a member, then the appointment keeps the patient beside the holder', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const asha = await patient(1);
        const booked = await store.appointments.book(
          await booking({ userId: asha._id, docId: doctor._id, patient: snapshot(UNKNOWN_ID) }),
        );

        expect(booked.patient).toEqual(snapshot(UNKNOWN_ID));
        expect(booked.userData.name).toBe('Patient 1');
        expect(appointmentSchema.parse(booked).patient).toEqual(snapshot(UNKNOWN_ID));
        expect((await store.appointments.listByUser(asha._id))[0]?.patient).toEqual(
          snapshot(UNKNOWN_ID),
        );
        const own = await store.appointments.book(
          await booking({ userId: asha._id, docId: doctor._id, slotTime: '10:30' }),
        );
        expect(own).not.toHaveProperty('patient');
      });

      it("when one member is erased, then only that member's appointments lose their name", async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const asha = await patient(1);
        const other = await patient(2);
        const riyaId = 'bbbbbbbbbbbbbbbbbbbbbbbb';
        const kabirId = 'cccccccccccccccccccccccc';
        const riyas = await store.appointments.book(
          await booking({ userId: asha._id, docId: doctor._id, patient: snapshot(riyaId) }),
        );
        const kabirs = await store.appointments.book(
          await booking({
            userId: asha._id,
            docId: doctor._id,
            slotTime: '10:30',
            patient: { ...snapshot(kabirId), name: 'Kabir Sharma' },
          }),
        );
        const ashas = await store.appointments.book(
          await booking({ userId: asha._id, docId: doctor._id, slotTime: '11:00' }),
        );
        const elsewhere = await store.appointments.book(
          await booking({
            userId: other._id,
            docId: doctor._id,
            slotTime: '11:30',
            patient: snapshot(riyaId),
          }),
        );

        expect(await store.appointments.anonymiseMember(asha._id, riyaId)).toBe(1);

        expect(await store.appointments.findById(riyas._id)).toEqual({
          ...riyas,
          patient: { name: 'Erased patient', relation: 'child', dob: '' },
        });
        expect(await store.appointments.findById(kabirs._id)).toEqual(kabirs);
        expect(await store.appointments.findById(ashas._id)).toEqual(ashas);
        expect(await store.appointments.findById(elsewhere._id)).toEqual(elsewhere);
        expect(await store.appointments.anonymiseMember(asha._id, riyaId)).toBe(0);
      });

      it("when the holder is erased, then the members' names go with theirs", async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const asha = await patient(1);
        const riyas = await store.appointments.book(
          await booking({ userId: asha._id, docId: doctor._id, patient: snapshot(UNKNOWN_ID) }),
        );
        const ashas = await store.appointments.book(
          await booking({ userId: asha._id, docId: doctor._id, slotTime: '10:30' }),
        );

        await store.appointments.anonymiseUser(asha._id);

        expect((await store.appointments.findById(riyas._id))?.patient).toEqual({
          name: 'Erased patient',
          relation: 'child',
          dob: '',
        });
        expect(await store.appointments.findById(ashas._id)).not.toHaveProperty('patient');
      });
    });

    describe('intakes', () => {
      const draft = (appointmentId: string, userId: string, overrides: object = {}) => ({
        userId,
        appointmentId,
        docId: UNKNOWN_ID,
        kind: 'first' as const,
        answers: 's1.answers-1',
        results: 's1.results-1',
        savedAt: NOW,
        submit: false,
        ...overrides,
      });

      it('when an intake is saved part way, again, then finished, then it is one record and a later save changes nothing', async () => {
        const user = await patient(1);
        const appointmentId = 'bbbbbbbbbbbbbbbbbbbbbbbb';
        const later = new Date(NOW.getTime() + 60_000);

        const first = await store.intakes.save(draft(appointmentId, user._id));
        const second = await store.intakes.save(
          draft(appointmentId, user._id, { answers: 's1.answers-2', kind: 'follow-up' }),
        );
        const done = await store.intakes.save(
          draft(appointmentId, user._id, { answers: 's1.answers-3', savedAt: later, submit: true }),
        );
        const after = await store.intakes.save(draft(appointmentId, user._id));

        expect(first).toMatchObject({ status: 'draft', kind: 'first', submittedAt: null });
        expect(second).toMatchObject({ _id: first?._id, answers: 's1.answers-2', kind: 'first' });
        expect(done).toMatchObject({
          status: 'submitted',
          answers: 's1.answers-3',
          submittedAt: later,
        });
        expect(after).toBeNull();
        expect(await store.intakes.listByUser(user._id)).toEqual([done]);
        expect(await store.intakes.statusByAppointments([appointmentId, UNKNOWN_ID])).toEqual(
          new Map([[appointmentId, 'submitted']]),
        );
      });

      it('when many first saves of one appointment run at once, then there is one intake', async () => {
        const user = await patient(1);
        const appointmentId = 'cccccccccccccccccccccccc';

        const saved = await Promise.all(
          Array.from({ length: 8 }, (_, n) =>
            store.intakes.save(draft(appointmentId, user._id, { answers: `s1.answers-${n}` })),
          ),
        );

        expect(new Set(saved.map((intake) => intake?._id)).size).toBe(1);
        expect(await store.intakes.listByUser(user._id)).toHaveLength(1);
      });

      it('when the sealed fields are re-sealed, then only a record still holding the old ones changes', async () => {
        const user = await patient(1);
        const saved = await store.intakes.save(draft('dddddddddddddddddddddddd', user._id));
        const from = { answers: 's1.answers-1', results: 's1.results-1' };
        const to = { answers: 's1.answers-new', results: 's1.results-new' };

        expect(await store.intakes.reseal(saved?._id ?? '', from, to)).toBe(true);
        expect(await store.intakes.reseal(saved?._id ?? '', from, to)).toBe(false);
        expect((await store.intakes.list())[0]).toMatchObject(to);
        await store.intakes.removeByUser(user._id);
        expect(await store.intakes.list()).toEqual([]);
      });
    });

    describe('safety alerts', () => {
      const alertOf = (intakeId: string, raisedAt: Date) => ({
        intakeId,
        userId: 'eeeeeeeeeeeeeeeeeeeeeeee',
        appointmentId: UNKNOWN_ID,
        raisedAt,
      });

      it('when an intake raises its alert many times at once, then exactly one is raised', async () => {
        const raised = await Promise.all(
          Array.from({ length: 8 }, () => store.safetyAlerts.raise(alertOf('intake-1', NOW))),
        );

        expect(raised.filter((alert) => alert !== null)).toHaveLength(1);
        expect(await store.safetyAlerts.list(10)).toHaveLength(1);
      });

      it('when call-backs are recorded, then each alert closes once and the open ones list first, longest waiting first', async () => {
        const hour = 3_600_000;
        const older = await store.safetyAlerts.raise(alertOf('intake-1', NOW));
        const newer = await store.safetyAlerts.raise(
          alertOf('intake-2', new Date(NOW.getTime() + hour)),
        );
        const closedFirst = await store.safetyAlerts.raise(
          alertOf('intake-3', new Date(NOW.getTime() - hour)),
        );
        const closedLater = await store.safetyAlerts.raise(
          alertOf('intake-4', new Date(NOW.getTime() - 2 * hour)),
        );
        const callBack = (minutes: number) => ({
          operatorId: 'op',
          operatorName: 'Front desk',
          at: new Date(NOW.getTime() + minutes * 60_000),
          outcome: 's1.outcome',
        });

        const closed = await store.safetyAlerts.recordCallBack(closedFirst?._id ?? '', callBack(5));
        await store.safetyAlerts.recordCallBack(closedLater?._id ?? '', callBack(10));
        const twice = await store.safetyAlerts.recordCallBack(closedFirst?._id ?? '', callBack(20));

        expect(closed?.callBack).toEqual(callBack(5));
        expect(twice).toBeNull();
        expect((await store.safetyAlerts.list(10)).map((alert) => alert._id)).toEqual([
          older?._id,
          newer?._id,
          closedLater?._id,
          closedFirst?._id,
        ]);
        expect(await store.safetyAlerts.list(1)).toHaveLength(3);
        expect(
          await store.safetyAlerts.resealOutcome(closedFirst?._id ?? '', 's1.outcome', 's1.new'),
        ).toBe(true);
        expect((await store.safetyAlerts.findById(closedFirst?._id ?? ''))?.callBack?.outcome).toBe(
          's1.new',
        );
      });
    });

    describe('waiting list', () => {
      const HOUR = 3_600_000;
      const anyTime = { kind: 'any' as const };
      const entryOf = (userId: string, docId: string, createdAt = NOW) => ({
        userId,
        docId,
        wish: anyTime,
        until: '14_3_2026',
        createdAt,
      });
      const offerOf = (
        entry: { _id: string; userId: string; docId: string },
        slot: { slotDate?: string; slotTime?: string } = {},
      ) => ({
        entryId: entry._id,
        userId: entry.userId,
        docId: entry.docId,
        slotDate: slot.slotDate ?? '6_3_2026',
        slotTime: slot.slotTime ?? '10:00',
        offeredAt: NOW,
        expiresAt: new Date(NOW.getTime() + HOUR / 2),
      });

      async function waiting(n = 1) {
        const doctor = await store.doctors.create(doctorFixture());
        const user = await patient(n);
        const entry = await store.waitlist.join(entryOf(user._id, doctor._id), 3);
        if (typeof entry === 'string') throw new Error(`join refused: ${entry}`);
        return { doctor, user, entry };
      }

      it("when a patient joins a doctor's list twice or past the cap, then the store refuses", async () => {
        const { doctor, user, entry } = await waiting();
        expect(entry).toEqual({
          _id: expect.stringMatching(ID) as unknown as string,
          ...entryOf(user._id, doctor._id),
        });
        expect(await store.waitlist.join(entryOf(user._id, doctor._id), 3)).toBe('duplicate');
        const [second, third] = [
          await store.doctors.create(doctorFixture()),
          await store.doctors.create(doctorFixture()),
        ];
        expect(await store.waitlist.join(entryOf(user._id, second._id), 2)).toMatchObject({
          docId: second._id,
        });
        expect(await store.waitlist.join(entryOf(user._id, third._id), 2)).toBe('limit');
        expect(await store.waitlist.listByUser(user._id)).toHaveLength(2);
        // At once: never past the cap (the joins may all give way).
        const racer = await patient(2);
        const joins = await Promise.all(
          [doctor, second, third].map((each) =>
            store.waitlist.join(entryOf(racer._id, each._id), 1),
          ),
        );
        expect(joins.filter((joined) => typeof joined !== 'string').length).toBeLessThanOrEqual(1);
        expect((await store.waitlist.listByUser(racer._id)).length).toBeLessThanOrEqual(1);
      });

      it("when patients join, then the doctor's list is oldest first and ended entries go", async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const first = await patient(1);
        const second = await patient(2);
        const later = await store.waitlist.join(
          { ...entryOf(second._id, doctor._id, new Date(NOW.getTime() + HOUR)), until: '9_3_2026' },
          3,
        );
        const earlier = await store.waitlist.join(entryOf(first._id, doctor._id), 3);
        expect(
          (await store.waitlist.listByDoctor(doctor._id)).map((entry) => entry.userId),
        ).toEqual([first._id, second._id]);
        await store.waitlist.removeEndedBefore('10_3_2026');
        expect(await store.waitlist.listByDoctor(doctor._id)).toEqual([earlier]);
        expect(
          typeof later === 'string' ? null : await store.waitlist.findEntry(later._id),
        ).toBeNull();
        expect(
          await store.waitlist.removeEntry(typeof earlier === 'string' ? '' : earlier._id),
        ).toBe(true);
        expect(await store.waitlist.listByDoctor(doctor._id)).toEqual([]);
      });

      it('when one time is offered many times at once, then exactly one offer is written', async () => {
        const { entry } = await waiting();
        const offers = await Promise.all(
          Array.from({ length: 8 }, () => store.waitlist.offer(offerOf(entry))),
        );
        const written = offers.filter((offer) => offer !== null);
        expect(written).toHaveLength(1);
        expect(written[0]).toEqual({
          _id: expect.stringMatching(ID) as unknown as string,
          ...offerOf(entry),
          status: 'open',
          passedOn: false,
        });
        expect(await store.waitlist.listOpen(NOW)).toEqual(written);
        expect(await store.waitlist.offeredUsers(entry.docId, '6_3_2026', '10:00')).toEqual([
          entry.userId,
        ]);
      });

      it('when the time is booked or blocked, then no offer is written', async () => {
        const { doctor, entry } = await waiting();
        const other = await patient(2);
        await store.appointments.book(await booking({ userId: other._id, docId: doctor._id }));
        expect(await store.waitlist.offer(offerOf(entry))).toBeNull();
        await store.doctors.setBlockedTimes(doctor._id, '6_3_2026', ['11:00']);
        expect(await store.waitlist.offer(offerOf(entry, { slotTime: '11:00' }))).toBeNull();
        expect(await store.waitlist.listOpen(NOW)).toEqual([]);
      });

      it('when a time is held for a patient, then only they may book it until the hold ends', async () => {
        const { doctor, user, entry } = await waiting();
        const other = await patient(2);
        await store.waitlist.offer(offerOf(entry));
        await expectConflict(
          store.appointments.book(await booking({ userId: other._id, docId: doctor._id })),
          'slot',
        );
        const moving = await store.appointments.book(
          await booking({ userId: other._id, docId: doctor._id, slotTime: '15:00' }),
        );
        await expectConflict(
          store.appointments.reschedule(
            moving._id,
            { slotDate: '6_3_2026', slotTime: '10:00' },
            { at: NOW },
          ),
          'slot',
        );
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
          '6_3_2026': ['15:00'],
        });
        const afterHold = new Date(NOW.getTime() + HOUR / 2);
        const mine = await store.appointments.book(
          await booking({ userId: user._id, docId: doctor._id }),
        );
        expect(mine.slotTime).toBe('10:00');
        await store.appointments.cancel(mine._id);
        const theirs = await store.appointments.book(
          await booking({ userId: other._id, docId: doctor._id, date: afterHold }),
        );
        expect(theirs.userId).toBe(other._id);
      });

      it('when a time is held for a patient, then a series through it for another patient writes nothing', async () => {
        const { doctor, entry } = await waiting();
        const other = await patient(2);
        await store.waitlist.offer(offerOf(entry));
        const before = (await store.doctors.findById(doctor._id))?.slots_booked;
        const seriesId = randomBytes(12).toString('hex');
        const sessions = await Promise.all(
          ['6_3_2026', '13_3_2026'].map(async (slotDate) => ({
            ...(await booking({ userId: other._id, docId: doctor._id, slotDate })),
            seriesId,
          })),
        );

        await expectConflict(store.appointments.bookSeries(sessions), 'slot');

        expect(await store.appointments.listByUser(other._id)).toEqual([]);
        expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual(before);
      });

      it('when an offer ends, then one guarded update ends it, claims only before expiry', async () => {
        const { entry } = await waiting();
        const offer = await store.waitlist.offer(offerOf(entry));
        const id = offer?._id ?? '';
        const expiry = new Date(NOW.getTime() + HOUR / 2);
        expect(await store.waitlist.end(id, 'expired', NOW)).toBeNull();
        expect(await store.waitlist.end(id, 'claimed', expiry)).toBeNull();
        expect(await store.waitlist.listExpired(expiry)).toEqual([offer]);
        const ends = await Promise.all(
          Array.from({ length: 6 }, () => store.waitlist.end(id, 'expired', expiry)),
        );
        expect(ends.filter((ended) => ended !== null)).toEqual([{ ...offer, status: 'expired' }]);
        expect(await store.waitlist.listOpen(NOW)).toEqual([]);
        expect(await store.waitlist.listToPassOn()).toEqual([{ ...offer, status: 'expired' }]);
        await store.waitlist.markPassedOn(id);
        expect(await store.waitlist.listToPassOn()).toEqual([]);
        // The time is free to offer again, to another patient.
        const next = await store.waitlist.offer(offerOf({ ...entry, userId: UNKNOWN_ID }));
        expect(next?.status).toBe('open');
        expect(await store.waitlist.end(next?._id ?? '', 'claimed', NOW)).toMatchObject({
          status: 'claimed',
        });
      });

      it('when a patient is erased, then their entries and offers go', async () => {
        const { user, entry } = await waiting();
        await store.waitlist.offer(offerOf(entry));
        await store.waitlist.removeByUser(user._id);
        expect(await store.waitlist.listByUser(user._id)).toEqual([]);
        expect(await store.waitlist.listOpen(NOW, user._id)).toEqual([]);
        expect(await store.waitlist.findEntry(entry._id)).toBeNull();
      });
    });

    describe('data requests', () => {
      it('when requests are recorded, then they list newest first, paged, and by patient', async () => {
        const at = (minute: number) => new Date(NOW.getTime() + minute * 60_000);
        const first = await store.dataRequests.record('export', 'p1p1p1p1p1p1p1p1p1p1p1p1', at(0));
        await store.dataRequests.record('export', 'p2p2p2p2p2p2p2p2p2p2p2p2', at(1));
        const third = await store.dataRequests.record('erasure', 'p1p1p1p1p1p1p1p1p1p1p1p1', at(2));
        expect(first).toEqual({
          _id: expect.stringMatching(ID) as unknown as string,
          kind: 'export',
          patientId: 'p1p1p1p1p1p1p1p1p1p1p1p1',
          at: NOW.toISOString(),
        });

        const page1 = await store.dataRequests.list({ page: 1, pageSize: 2 });
        expect(page1.total).toBe(3);
        expect(page1.requests.map((request) => request.kind)).toEqual(['erasure', 'export']);
        expect(page1.requests[0]).toEqual(third);
        expect((await store.dataRequests.list({ page: 2, pageSize: 2 })).requests).toEqual([first]);
        expect(await store.dataRequests.listByPatient('p1p1p1p1p1p1p1p1p1p1p1p1')).toEqual([
          third,
          first,
        ]);
        expect(await store.dataRequests.listByPatient(UNKNOWN_ID)).toEqual([]);
      });
    });

    describe('erasure', () => {
      it("when a patient's appointments are anonymised, then the accounts keep them under a new id that names nobody", async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const asha = await patient(1);
        const other = await patient(2);
        const paid = await store.appointments.book(
          await booking({ userId: asha._id, docId: doctor._id, slotTime: '10:00' }),
        );
        await store.appointments.submitProof(paid._id, {
          name: 'Asha Payer',
          transactionId: 'UPI-123',
          submittedAt: NOW,
        });
        await store.appointments.decideProof(paid._id, { status: 'approved', decidedAt: NOW });
        const unpaid = await store.appointments.book(
          await booking({ userId: asha._id, docId: doctor._id, slotTime: '10:30' }),
        );
        const others = await store.appointments.book(
          await booking({
            userId: other._id,
            docId: doctor._id,
            slotTime: '11:00',
            userData: { name: 'Patient 2', email: 'patient2@example.in', phone: '9876543210' },
          }),
        );

        expect(await store.appointments.anonymiseUser(asha._id)).toBe(2);

        expect(await store.appointments.listByUser(asha._id)).toEqual([]);
        const keptPaid = await store.appointments.findById(paid._id);
        const keptUnpaid = await store.appointments.findById(unpaid._id);
        expect(keptPaid?.userId).toMatch(ID);
        expect(keptPaid?.userId).not.toBe(asha._id);
        expect(keptUnpaid?.userId).toBe(keptPaid?.userId);
        expect(keptPaid).toMatchObject({
          docId: doctor._id,
          slotDate: '6_3_2026',
          slotTime: '10:00',
          amount: doctor.fees,
          date: NOW.toISOString(),
          payment: true,
          isCompleted: true,
          userData: { name: 'Erased patient', email: '', phone: '' },
          paymentProof: { status: 'approved', name: 'Erased patient', transactionId: 'UPI-123' },
        });
        expect(keptUnpaid?.paymentProof).toEqual({ status: 'none' });
        expect(keptUnpaid?.userData).toEqual({ name: 'Erased patient', email: '', phone: '' });
        expect(await store.appointments.findById(others._id)).toEqual(others);
        expect(await store.appointments.anonymiseUser(asha._id)).toBe(0);
      });

      it('when a patient record is removed, then it is gone and a second remove finds nothing', async () => {
        const doctor = await store.doctors.create(doctorFixture());
        const asha = await patient(1);
        await store.appointments.book(await booking({ userId: asha._id, docId: doctor._id }));
        await store.appointments.anonymiseUser(asha._id);

        expect(await store.users.remove(asha._id)).toBe(true);

        expect(await store.users.findById(asha._id)).toBeNull();
        expect(await store.users.findByEmail(asha.email)).toBeNull();
        expect(await store.users.remove(asha._id)).toBe(false);
        expect(await store.users.remove('not-an-id')).toBe(false);
      });

      it("when a patient's likes, consents and messages are removed, then nobody else's are", async () => {
        const asha = await patient(1);
        const other = await patient(2);
        const blog = (title: string) =>
          store.blogs.create({
            title,
            content: 'Small steps that help.',
            author: 'Dr. Meera Iyer',
            mediaUrl: '',
            mediaType: 'image',
          });
        const sleep = await blog('Sleep');
        const mood = await blog('Mood');
        await store.blogs.toggleLike(sleep._id, asha._id);
        await store.blogs.toggleLike(sleep._id, other._id);
        await store.blogs.toggleLike(mood._id, asha._id);
        const consent = {
          noticeVersion: '2026-11-22',
          purposes: ['care' as const],
          givenAt: NOW.toISOString(),
        };
        await store.consents.record(asha._id, consent);
        await store.consents.record(other._id, consent);
        const message = (userId: string | null, minute: number) =>
          store.messages.create({
            name: 'Asha',
            email: asha.email,
            subject: 'Hours',
            phone: '9876543210',
            message: 'When are you open?',
            createdAt: new Date(NOW.getTime() + minute * 60_000),
            userId,
          });
        const older = await message(asha._id, 0);
        const newer = await message(asha._id, 1);
        const signedOut = await message(null, 2);
        const another = await message(other._id, 3);
        expect(newer.userId).toBe(asha._id);
        expect(signedOut.userId).toBeNull();

        expect(await store.messages.listByUser(asha._id)).toEqual([newer, older]);
        await store.blogs.unlikeAll(asha._id);
        await store.consents.removeByUser(asha._id);
        await store.messages.removeByUser(asha._id);

        expect((await store.blogs.findById(sleep._id))?.likes).toEqual([other._id]);
        expect((await store.blogs.findById(mood._id))?.likes).toEqual([]);
        expect(await store.consents.listByUser(asha._id)).toEqual([]);
        expect(await store.consents.listByUser(other._id)).toEqual([consent]);
        expect(await store.messages.listByUser(asha._id)).toEqual([]);
        // Sent signed out with her address: not hers to erase, since anyone can type it.
        expect(await store.messages.list()).toEqual([another, signedOut]);
      });
    });

    describe('audit: erasure', () => {
      it('when a patient is erased, then the entries about their appointments lose the name and nothing else changes', async () => {
        const mine = 'a1a1a1a1a1a1a1a1a1a1a1a1';
        const theirs = 'b2b2b2b2b2b2b2b2b2b2b2b2';
        const entry = (targetType: string, targetId: string, before: unknown, after: unknown) => ({
          actorId: UNKNOWN_ID,
          actorEmail: 'desk@clinic.in',
          action: 'payment.approve',
          targetType,
          targetId,
          before,
          after,
          at: NOW,
        });
        const state = (patient: string, proof: Record<string, string>) => ({
          patient,
          doctor: 'Dr. Meera Iyer',
          amount: 800,
          proof,
        });
        const approved = await store.audit.append(
          entry(
            'appointment',
            mine,
            state('Priya', { status: 'pending', name: 'Priya P', transactionId: 'UPI-1' }),
            state('Priya', { status: 'approved', name: 'Priya P', transactionId: 'UPI-1' }),
          ),
        );
        const withoutBefore = await store.audit.append(
          entry('appointment', mine, null, state('Priya', { status: 'none' })),
        );
        const others = await store.audit.append(
          entry('appointment', theirs, state('Ravi', { status: 'none' }), null),
        );
        const doctor = await store.audit.append(
          entry('doctor', mine, { name: 'Dr. Meera Iyer' }, { name: 'Dr. Meera Iyer' }),
        );

        await store.audit.anonymisePatient([mine]);

        const { entries } = await store.audit.list({ page: 1, pageSize: 10 });
        const byId = new Map(entries.map((item) => [item._id, item]));
        expect(byId.get(approved._id)).toEqual({
          ...approved,
          before: state('Erased patient', {
            status: 'pending',
            name: 'Erased patient',
            transactionId: 'UPI-1',
          }),
          after: state('Erased patient', {
            status: 'approved',
            name: 'Erased patient',
            transactionId: 'UPI-1',
          }),
        });
        expect(byId.get(withoutBefore._id)).toEqual({
          ...withoutBefore,
          after: state('Erased patient', { status: 'none' }),
        });
        expect(byId.get(others._id)).toEqual(others);
        expect(byId.get(doctor._id)).toEqual(doctor);
      });
    });

    describe('audit', () => {
      it('when entries are appended, then they list newest first, paged, with before and after', async () => {
        const entry = (action: string, minute: number) => ({
          actorId: UNKNOWN_ID,
          actorEmail: 'desk@clinic.in',
          action,
          targetType: 'appointment',
          targetId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
          before: { paymentProof: { status: 'pending' } },
          after: { paymentProof: { status: 'approved' }, payment: true },
          at: new Date(NOW.getTime() + minute * 60_000),
        });
        const first = await store.audit.append(entry('proof.approve', 0));
        await store.audit.append(entry('proof.reject', 1));
        const third = await store.audit.append({
          ...entry('appointment.cancel', 2),
          before: undefined,
        });
        expect(first).toEqual({
          _id: expect.stringMatching(ID) as unknown as string,
          ...entry('proof.approve', 0),
          actorRole: '',
          patientIds: [],
          at: NOW.toISOString(),
        });
        expect(third.before).toBeNull();

        const page1 = await store.audit.list({ page: 1, pageSize: 2 });
        expect(page1.total).toBe(3);
        expect(page1.entries.map((item) => item.action)).toEqual([
          'appointment.cancel',
          'proof.reject',
        ]);
        const page2 = await store.audit.list({ page: 2, pageSize: 2 });
        expect(page2.entries).toEqual([first]);
      });

      it('when an entry has no actor id, e-mail or target, then it is kept and read back as given', async () => {
        const entry = (who: { actorId: string; actorEmail: string }, targetId: string) => ({
          ...who,
          action: 'operator.login-failed',
          targetType: 'operator',
          targetId,
          before: null,
          after: null,
          at: NOW,
        });
        // An audited read has no target, a failed login with an unknown e-mail no actor, and the
        // refund an erasure owes is the erasure request's, with no e-mail.
        const read = entry({ actorId: UNKNOWN_ID, actorEmail: 'desk@clinic.in' }, '');
        const unknownLogin = entry({ actorId: '', actorEmail: 'nobody@clinic.in' }, '');
        const refund = entry({ actorId: UNKNOWN_ID, actorEmail: '' }, UNKNOWN_ID);

        const appended = [];
        for (const item of [read, unknownLogin, refund])
          appended.push(await store.audit.append(item));

        const asGiven = (item: typeof read) => ({
          ...item,
          _id: expect.stringMatching(ID) as unknown as string,
          actorRole: '',
          patientIds: [],
          at: NOW.toISOString(),
        });
        expect(appended).toEqual([asGiven(read), asGiven(unknownLogin), asGiven(refund)]);
        const { entries } = await store.audit.list({ page: 1, pageSize: 10 });
        // Written at one time: the newest written first.
        expect(entries).toEqual(appended.reverse());
      });

      it('when entries are purged before a date, then older ones go and the rest stay', async () => {
        const entry = (action: string, minute: number) => ({
          actorId: UNKNOWN_ID,
          actorEmail: 'desk@clinic.in',
          action,
          targetType: 'doctor',
          targetId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
          before: null,
          after: { available: false },
          at: new Date(NOW.getTime() + minute * 60_000),
        });
        await store.audit.append(entry('doctor.update', -1));
        const atTheDate = await store.audit.append(entry('doctor.availability', 0));

        await store.audit.purgeBefore(NOW);

        expect(await store.audit.list({ page: 1, pageSize: 10 })).toEqual({
          entries: [atTheDate],
          total: 1,
        });
      });

      it('when entries name actors, actions and patients, then each filter and their combination return exactly the matching ones', async () => {
        const desk = 'c1c1c1c1c1c1c1c1c1c1c1c1';
        const owner = 'c2c2c2c2c2c2c2c2c2c2c2c2';
        const priya = 'd1d1d1d1d1d1d1d1d1d1d1d1';
        const ravi = 'd2d2d2d2d2d2d2d2d2d2d2d2';
        const entry = (actorId: string, action: string, patientIds: string[], minute: number) => ({
          actorId,
          actorEmail: actorId === desk ? 'desk@clinic.in' : 'owner@clinic.in',
          actorRole: 'admin',
          action,
          targetType: 'appointments',
          targetId: '',
          before: null,
          after: { appointmentIds: [] },
          patientIds,
          at: new Date(NOW.getTime() + minute * 60_000),
        });
        const deskReadsBoth = await store.audit.append(
          entry(desk, 'appointments.read', [priya, ravi, priya], 0),
        );
        const deskCancels = await store.audit.append(entry(desk, 'appointment.cancel', [ravi], 1));
        const ownerReadsPriya = await store.audit.append(
          entry(owner, 'appointments.read', [priya], 2),
        );
        const ownerLogsIn = await store.audit.append(entry(owner, 'operator.login', [], 3));
        const list = (filter: { actor?: string; patient?: string; action?: string }) =>
          store.audit.list({ page: 1, pageSize: 10, ...filter });

        expect(deskReadsBoth.patientIds).toEqual([priya, ravi]);
        expect(deskReadsBoth.actorRole).toBe('admin');
        expect(await list({ actor: desk })).toEqual({
          entries: [deskCancels, deskReadsBoth],
          total: 2,
        });
        expect(await list({ actor: 'owner@clinic.in' })).toEqual({
          entries: [ownerLogsIn, ownerReadsPriya],
          total: 2,
        });
        expect(await list({ patient: priya })).toEqual({
          entries: [ownerReadsPriya, deskReadsBoth],
          total: 2,
        });
        expect(await list({ action: 'appointments.read' })).toEqual({
          entries: [ownerReadsPriya, deskReadsBoth],
          total: 2,
        });
        expect(await list({ actor: desk, patient: ravi, action: 'appointment.cancel' })).toEqual({
          entries: [deskCancels],
          total: 1,
        });
        expect(await list({ actor: 'nobody@clinic.in' })).toEqual({ entries: [], total: 0 });
        const page2 = await store.audit.list({ page: 2, pageSize: 1, patient: ravi });
        expect(page2).toEqual({ entries: [deskReadsBoth], total: 2 });
      });

      it('when purged entries named a patient, then a later entry is not found under that patient', async () => {
        const priya = 'd1d1d1d1d1d1d1d1d1d1d1d1';
        const entry = (patientIds: string[], minute: number) => ({
          actorId: UNKNOWN_ID,
          actorEmail: 'desk@clinic.in',
          action: 'appointments.read',
          targetType: 'appointments',
          targetId: '',
          before: null,
          after: null,
          patientIds,
          at: new Date(NOW.getTime() + minute * 60_000),
        });
        await store.audit.append(entry([priya], -1));
        await store.audit.purgeBefore(NOW);
        const later = await store.audit.append(entry([], 0));

        expect(await store.audit.list({ page: 1, pageSize: 10, patient: priya })).toEqual({
          entries: [],
          total: 0,
        });
        expect(await store.audit.list({ page: 1, pageSize: 10 })).toEqual({
          entries: [later],
          total: 1,
        });
      });
    });
  });
}
