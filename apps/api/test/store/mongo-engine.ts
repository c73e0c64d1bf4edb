/** What only the mongo engine promises: its indexes, ObjectIds and literal filters. */
import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/types.js';
import type { StoreHarness } from './store-contract.js';
import { doctorFixture } from './store-contract.js';

export function describeMongoEngine(harness: StoreHarness): void {
  describe('mongo engine', () => {
    let store: Store;
    beforeEach(async () => {
      store = await harness.open();
    });
    afterEach(async () => {
      await harness.dispose(store);
    });

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
  });
}
