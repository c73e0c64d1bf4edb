/** What only the mongo engine promises: its indexes, ObjectIds and literal filters. */
import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMongoStore } from '../../src/store/mongo/index.js';
import { StoreConflictError, StoreLimitError } from '../../src/store/types.js';
import type { NewAppointment, Store } from '../../src/store/types.js';
import type { StoreHarness } from './store-contract.js';
import { doctorFixture } from './store-contract.js';

export interface MongoHarness extends StoreHarness {
  uri: string;
  /** The database a store opened by `open` works in. */
  database(store: Store): string;
}

export function describeMongoEngine(harness: MongoHarness): void {
  describe('mongo engine', () => {
    let store: Store;
    let raw: mongoose.Connection;
    beforeEach(async () => {
      store = await harness.open();
      raw = await mongoose
        .createConnection(harness.uri, { dbName: harness.database(store) })
        .asPromise();
    });
    afterEach(async () => {
      await raw.close();
      await harness.dispose(store);
    });

    /** A doctor, a patient, and the booking of one of the doctor's times on 6 March 2026. */
    async function doctorAndPatient() {
      const doctor = await store.doctors.create(doctorFixture());
      const user = await store.users.create({
        name: 'Asha',
        email: 'asha@example.in',
        phone: '9876543210',
        passwordHash: 'h',
      });
      const request = (slotTime: string): NewAppointment => ({
        userId: user._id,
        docId: doctor._id,
        slotDate: '6_3_2026',
        slotTime,
        docData: {
          name: doctor.name,
          image: doctor.image,
          speciality: doctor.speciality,
          address: doctor.address,
        },
        userData: { name: user.name, email: user.email, phone: user.phone },
        amount: doctor.fees,
        date: new Date('2026-03-05T09:00:00Z'),
      });
      return { doctor, user, request };
    }

    it('when opened, then filters are sanitised and query paths strict', () => {
      expect(store.engine).toBe('mongo');
      expect(mongoose.get('sanitizeFilter')).toBe(true);
      expect(mongoose.get('strictQuery')).toBe(true);
    });

    it('when a doctor is created, then its id is an ObjectId in hex', async () => {
      const doctor = await store.doctors.create(doctorFixture());
      expect(mongoose.isObjectIdOrHexString(doctor._id)).toBe(true);
      expect(new mongoose.Types.ObjectId(doctor._id).toHexString()).toBe(doctor._id);
    });

    it('when an e-mail looks like an operator, then it is matched as plain text', async () => {
      await store.users.create({
        name: 'A',
        email: 'a@example.in',
        phone: '9876543210',
        passwordHash: 'h',
      });
      expect(await store.users.findByEmail('{"$gt": ""}')).toBeNull();
      expect(await store.operators.findByEmail('$gt')).toBeNull();
    });

    it('when the database holds an index the schema dropped or changed, then opening the store syncs them', async () => {
      const appointments = raw.collection('appointments');
      // An older build's rules: one appointment per slot for good, cancelled or not.
      await appointments.createIndex(
        { docId: 1, slotDate: 1, slotTime: 1 },
        { unique: true, name: 'slot_ever' },
      );
      await appointments.dropIndex('live_slot');
      await appointments.createIndex(
        { docId: 1, slotDate: 1, slotTime: 1, cancelled: 1 },
        { unique: true, name: 'live_slot' },
      );

      const reopened = await openMongoStore(harness.uri, { dbName: harness.database(store) });
      try {
        const indexes = await appointments.indexes();
        expect(indexes.map((index) => index.name)).not.toContain('slot_ever');
        expect(indexes.find((index) => index.name === 'live_slot')).toMatchObject({
          key: { docId: 1, slotDate: 1, slotTime: 1 },
          unique: true,
          partialFilterExpression: { cancelled: false },
        });
        const { request } = await doctorAndPatient();
        const first = await reopened.appointments.book(request('10:00'));
        await reopened.appointments.cancel(first._id);
        expect((await reopened.appointments.book(request('10:00'))).slotTime).toBe('10:00');
      } finally {
        await reopened.close();
      }
    });

    it("when a message was kept before messages named their sender's account, then it belongs to no account", async () => {
      const { user } = await doctorAndPatient();
      const kept = await store.messages.create({
        name: 'Asha',
        email: user.email,
        subject: 'Hours',
        phone: '9876543210',
        message: 'When are you open?',
        createdAt: new Date('2026-03-02T09:00:00Z'),
        userId: user._id,
      });
      await raw
        .collection('messages')
        .updateOne({ _id: new mongoose.Types.ObjectId(kept._id) }, { $unset: { userId: 1 } });

      expect(await store.messages.list()).toEqual([{ ...kept, userId: null }]);
      expect(await store.messages.listByUser(user._id)).toEqual([]);
    });

    it('when a doctor was written before registration numbers were kept, then it reads as none', async () => {
      const doctor = await store.doctors.create(doctorFixture({ registrationNumber: 'KMC 45678' }));
      await raw
        .collection('doctors')
        .updateOne(
          { _id: new mongoose.Types.ObjectId(doctor._id) },
          { $unset: { registrationNumber: 1 } },
        );
      expect((await store.doctors.findById(doctor._id))?.registrationNumber).toBe('');
      expect((await store.doctors.list())[0]?.registrationNumber).toBe('');
    });

    it('when a post was written before posts had a language, then it reads as English', async () => {
      const blog = await store.blogs.create({
        title: 'Sleep',
        content: 'About sleep.',
        author: 'Dr. Meera Iyer',
        mediaUrl: '/uploads/sleep.webp',
        mediaType: 'image',
        language: 'hi',
      });
      await raw
        .collection('blogs')
        .updateOne({ _id: new mongoose.Types.ObjectId(blog._id) }, { $unset: { language: 1 } });
      expect((await store.blogs.findById(blog._id))?.language).toBe('en');
      expect((await store.blogs.list())[0]?.language).toBe('en');
    });

    it('when receipts are issued, then a unique index holds each number and each appointment once per kind', async () => {
      const indexes = await raw.collection('receipts').indexes();
      expect(indexes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ key: { kind: 1, number: 1 }, unique: true }),
          expect.objectContaining({ key: { kind: 1, appointmentId: 1 }, unique: true }),
        ]),
      );
    });

    it('when two connections issue the receipts of the same 20 paid appointments at once, then they are numbered 1 to 20 with no gap, one each', async () => {
      const { request } = await doctorAndPatient();
      const ids: string[] = [];
      for (let n = 0; n < 20; n += 1) {
        const time = `${10 + Math.floor(n / 2)}:${n % 2 ? '30' : '00'}`;
        const { _id } = await store.appointments.book(request(time));
        await store.appointments.submitProof(_id, {
          name: 'Asha',
          transactionId: `UPI-${n}`,
          submittedAt: new Date('2026-03-05T09:00:00Z'),
        });
        await store.appointments.decideProof(_id, { status: 'approved' });
        ids.push(_id);
      }
      const other = await openMongoStore(harness.uri, { dbName: harness.database(store) });
      try {
        const receipts = await Promise.all(
          [...ids, ...[...ids].reverse()].map((id, index) =>
            (index % 2 ? other : store).receipts.issueReceipt(id, new Date()),
          ),
        );
        const numberOf = new Map<string, number>();
        for (const receipt of receipts) {
          const seen = numberOf.get(receipt?.appointmentId ?? '');
          if (seen !== undefined) expect(receipt?.number).toBe(seen);
          numberOf.set(receipt?.appointmentId ?? '', receipt?.number ?? 0);
        }
        expect([...numberOf.values()].sort((a, b) => a - b)).toEqual(
          Array.from({ length: 20 }, (_, index) => index + 1),
        );
        expect(await raw.collection('receipts').countDocuments()).toBe(20);
      } finally {
        await other.close();
      }
    });

    it('when unpaid holds are missing (an older build booked), then reconciling restores them for the cap', async () => {
      const cap = { max: 3, today: '5_3_2026' };
      const { user, request } = await doctorAndPatient();
      for (const time of ['10:00', '10:30', '11:00']) await store.appointments.book(request(time));
      await raw.collection('unpaid_holds').deleteMany({});

      await store.appointments.reconcile(cap.today);

      const holds = await raw
        .collection<{ _id: mongoose.Types.ObjectId; holds: unknown[] }>('unpaid_holds')
        .findOne({ _id: new mongoose.Types.ObjectId(user._id) });
      expect(holds?.holds).toHaveLength(3);
      await expect(store.appointments.book(request('11:30'), cap)).rejects.toEqual(
        new StoreLimitError('unpaidBookings', 3),
      );
    });

    it('when a booked time has no live appointment (a crash after the reservation), then reconciling frees it', async () => {
      const { doctor, request } = await doctorAndPatient();
      await store.appointments.book(request('10:00'));
      const doctorId = new mongoose.Types.ObjectId(doctor._id);
      await raw
        .collection('doctors')
        .updateOne(
          { _id: doctorId },
          { $set: { slots_booked: { '6_3_2026': ['10:00', '12:00'], '7_3_2026': ['15:00'] } } },
        );
      expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
        '6_3_2026': ['10:00', '12:00'],
        '7_3_2026': ['15:00'],
      });

      await store.appointments.reconcile('5_3_2026');

      expect((await store.doctors.findById(doctor._id))?.slots_booked).toEqual({
        '6_3_2026': ['10:00'],
      });
      const rebooked = await store.appointments.book(request('12:00'));
      expect(rebooked.slotTime).toBe('12:00');
    });

    it('when proofs were sent before transaction IDs were recorded, then reconciling records them', async () => {
      const { request } = await doctorAndPatient();
      const first = await store.appointments.book(request('10:00'));
      const second = await store.appointments.book(request('10:30'));
      const proof = (transactionId: string) => ({
        name: 'Asha',
        transactionId,
        submittedAt: new Date('2026-03-05T09:00:00Z'),
      });
      await store.appointments.submitProof(first._id, proof('OLD-1'));
      // An older build kept only the current proof's ID.
      await raw.collection('transaction_ids').deleteMany({});

      await store.appointments.reconcile('5_3_2026');

      await store.appointments.decideProof(first._id, { status: 'rejected' });
      await store.appointments.submitProof(first._id, proof('NEW-2'));
      await expect(store.appointments.submitProof(second._id, proof('old-1'))).rejects.toEqual(
        new StoreConflictError('transactionId'),
      );
    });
  });
}
