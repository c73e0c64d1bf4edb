/** What only the sqlite engine promises: one WAL file under the data directory, shared safely. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slotDataText } from '@clinic/contracts';
import type { Appointment } from '@clinic/contracts';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/index.js';
import { StoreConflictError } from '../../src/store/types.js';
import type { Store } from '../../src/store/types.js';
import { doctorFixture } from './store-contract.js';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Processes of test/store/receipt-issuer.ts: each asks for `ids` once all of them are ready. */
async function issueInProcesses(
  dataDir: string,
  idLists: string[][],
): Promise<[string, number][][]> {
  const children = idLists.map((ids) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/store/receipt-issuer.ts', dataDir, ...ids],
      { cwd: API_ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let output = '';
    const lines = new Promise<string[]>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const done = output.split('\n').filter(Boolean);
        if (done.length === 2) resolve(done);
      });
      child.on('exit', (code) => {
        if (code !== 0) reject(new Error(`receipt-issuer exited with ${code}: ${output}`));
      });
    });
    const ready = new Promise<void>((resolve) =>
      child.stdout.on('data', () => {
        if (output.startsWith('ready\n')) resolve();
      }),
    );
    return { child, ready, lines };
  });
  await Promise.all(children.map(({ ready }) => ready));
  for (const { child } of children) child.stdin.write('go\n');
  const results = await Promise.all(children.map(({ lines }) => lines));
  return results.map(([, json]) => JSON.parse(json ?? '[]') as [string, number][]);
}

export function describeSqliteEngine(): void {
  describe('sqlite engine', () => {
    let dataDir: string;
    const opened: Store[] = [];
    const open = async () => {
      const store = await openStore({ dataDir });
      opened.push(store);
      return store;
    };

    /** A doctor, a patient, and the booking request for one of the doctor's times on 6 March. */
    const doctorAndPatient = async (store: Store) => {
      const doctor = await store.doctors.create(doctorFixture());
      const user = await store.users.create({
        name: 'Asha',
        email: 'asha@example.in',
        phone: '9876543210',
        passwordHash: 'h',
      });
      const request = (slotTime: string) => ({
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
      return { doctor, request };
    };

    beforeEach(() => {
      dataDir = join(mkdtempSync(join(tmpdir(), 'clinic-store-')), 'data');
    });
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    });

    it('when opened on a new data dir, then it creates clinic.db there in WAL mode with foreign keys', async () => {
      const store = await open();
      expect(store.engine).toBe('sqlite');
      expect(existsSync(join(dataDir, 'clinic.db'))).toBe(true);
      await store.close();
      const raw = new Database(join(dataDir, 'clinic.db'), { readonly: true });
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      const indexes = raw
        .prepare(
          "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'appointments'",
        )
        .all() as { name: string; sql: string | null }[];
      const liveSlot = indexes.find((index) => index.name === 'appointments_live_slot');
      expect(liveSlot?.sql).toMatch(
        /UNIQUE INDEX[\s\S]*\(doc_id, slot_date, slot_time\) WHERE cancelled = 0/,
      );
      raw.close();
    });

    it('when reopened, then the data is still there', async () => {
      const first = await open();
      const doctor = await first.doctors.create(doctorFixture());
      await first.close();
      const second = await open();
      expect(await second.doctors.findById(doctor._id)).toEqual(doctor);
      expect(await second.isEmpty()).toBe(false);
    });

    it('when two connections share the file, then the slot index holds across them', async () => {
      const a = await open();
      const b = await open();
      const { doctor, request } = await doctorAndPatient(a);
      await a.appointments.book(request('10:00'));
      await expect(b.appointments.book(request('10:00'))).rejects.toEqual(
        new StoreConflictError('slot'),
      );
      expect((await b.doctors.findById(doctor._id))?.slots_booked).toEqual({
        '6_3_2026': ['10:00'],
      });
    });

    it('when two connections share the file, then booking and blocking see each other at write time', async () => {
      const a = await open();
      const b = await open();
      const { doctor, request } = await doctorAndPatient(a);

      await a.appointments.book(request('10:00'));
      await expect(b.doctors.setBlockedTimes(doctor._id, '6_3_2026', ['10:00'])).rejects.toEqual(
        new StoreConflictError('slot'),
      );
      await b.doctors.setBlockedTimes(doctor._id, '6_3_2026', ['10:30']);
      await expect(a.appointments.book(request('10:30'))).rejects.toEqual(
        new StoreConflictError('blocked'),
      );

      const seen = await a.doctors.findById(doctor._id);
      expect(seen?.slots_booked).toEqual({ '6_3_2026': ['10:00'] });
      expect(seen?.blockedSlots).toEqual([{ date: '6_3_2026', times: ['10:30'] }]);
    });

    it('when four processes ask for the receipts of the same 20 paid appointments at once, then they are numbered 1 to 20, one number each, and every process sees the same', async () => {
      const store = await open();
      const { request } = await doctorAndPatient(store);
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
      // Each process asks for all twenty, starting at a different one.
      const orders = [0, 5, 10, 15].map((start) => [...ids.slice(start), ...ids.slice(0, start)]);

      const seen = await issueInProcesses(dataDir, orders);

      const numberOf = new Map(seen[0]);
      expect([...numberOf.values()].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
      for (const pairs of seen) expect(new Map(pairs)).toEqual(numberOf);
      const [one = ''] = ids;
      expect((await store.receipts.findReceipt(one))?.number).toBe(numberOf.get(one));
    }, 120_000);

    it('when a file made before registration numbers is opened, then its doctors have none and can be given one', async () => {
      const first = await open();
      const doctor = await first.doctors.create(doctorFixture());
      await first.close();
      const raw = new Database(join(dataDir, 'clinic.db'));
      raw.exec('ALTER TABLE doctors DROP COLUMN registration_number');
      raw.close();

      const reopened = await open();
      expect((await reopened.doctors.findById(doctor._id))?.registrationNumber).toBe('');
      const updated = await reopened.doctors.update(doctor._id, {
        registrationNumber: 'KMC 45678',
      });
      expect(updated?.registrationNumber).toBe('KMC 45678');
    });

    it('when a file made before posts had a language is opened, then its posts read as English', async () => {
      const first = await open();
      const blog = await first.blogs.create({
        title: 'Sleep',
        content: 'About sleep.',
        author: 'Dr. Meera Iyer',
        mediaUrl: '/uploads/sleep.webp',
        mediaType: 'image',
      });
      await first.close();
      const raw = new Database(join(dataDir, 'clinic.db'));
      raw.exec('ALTER TABLE blogs DROP COLUMN language');
      raw.close();

      const reopened = await open();
      expect((await reopened.blogs.findById(blog._id))?.language).toBe('en');
      expect((await reopened.blogs.update(blog._id, { language: 'hi' }))?.language).toBe('hi');
    });

    it("when a file made before messages named their sender's account is opened, then its messages belong to no account", async () => {
      const first = await open();
      const kept = await first.messages.create({
        name: 'Asha',
        email: 'asha@example.in',
        subject: 'Hours',
        phone: '9876543210',
        message: 'When are you open?',
        createdAt: new Date('2026-03-02T09:00:00Z'),
      });
      await first.close();
      const raw = new Database(join(dataDir, 'clinic.db'));
      raw.exec('DROP INDEX messages_user');
      raw.exec('ALTER TABLE messages DROP COLUMN user_id');
      raw.close();

      const reopened = await open();
      expect(await reopened.messages.list()).toEqual([{ ...kept, userId: null }]);
      const user = await reopened.users.create({
        name: 'Asha',
        email: 'asha@example.in',
        phone: '9876543210',
        passwordHash: 'h',
      });
      expect(await reopened.messages.listByUser(user._id)).toEqual([]);
    });

    it('when a file made before an index was added is opened, then the index is built', async () => {
      const store = await open();
      await store.close();
      const raw = new Database(join(dataDir, 'clinic.db'));
      raw.exec('DROP INDEX appointments_state_day');
      raw.close();

      await (await open()).close();

      const reopened = new Database(join(dataDir, 'clinic.db'), { readonly: true });
      const index = reopened
        .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?")
        .get('appointments_state_day') as { sql: string } | undefined;
      reopened.close();
      expect(index?.sql).toMatch(/\(cancelled, slot_day, slot_time, seq, payment, proof_status\)/);
    });

    it('when a file holds an index the schema dropped or changed, then opening it brings the indexes in line', async () => {
      const store = await open();
      await store.close();
      const raw = new Database(join(dataDir, 'clinic.db'));
      // An older build's rules: one appointment per slot for good, cancelled or not.
      raw.exec(`
        CREATE UNIQUE INDEX appointments_slot_ever ON appointments (doc_id, slot_date, slot_time);
        DROP INDEX appointments_live_slot;
        CREATE UNIQUE INDEX appointments_live_slot ON appointments (doc_id, slot_date, slot_time);
      `);
      raw.close();

      const reopened = await open();
      const { doctor, request } = await doctorAndPatient(reopened);
      const first = await reopened.appointments.book(request('10:00'));
      await reopened.appointments.cancel(first._id);
      const again = await reopened.appointments.book(request('10:00'));

      expect(again.slotTime).toBe('10:00');
      expect((await reopened.doctors.findById(doctor._id))?.slots_booked).toEqual({
        '6_3_2026': ['10:00'],
      });
      await reopened.close();
      const check = new Database(join(dataDir, 'clinic.db'), { readonly: true });
      const indexes = check
        .prepare(
          "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'appointments'",
        )
        .all() as { name: string; sql: string | null }[];
      check.close();
      expect(indexes.map((index) => index.name)).not.toContain('appointments_slot_ever');
      expect(indexes.find((index) => index.name === 'appointments_live_slot')?.sql).toMatch(
        /WHERE cancelled = 0$/,
      );
    });

    it("when a file's appointments still refer to users, then opening it rebuilds the table without the reference and keeps its rows and indexes", async () => {
      const store = await open();
      const { doctor, request } = await doctorAndPatient(store);
      const booked = await store.appointments.book(request('10:00'));
      await store.close();
      // The table as builds before erasure made it.
      const raw = new Database(join(dataDir, 'clinic.db'));
      const current = (
        raw.prepare("SELECT sql FROM sqlite_master WHERE name = 'appointments'").get() as {
          sql: string;
        }
      ).sql;
      const older = current
        .replace(/user_id TEXT NOT NULL,/, 'user_id TEXT NOT NULL REFERENCES users(id),')
        .replace('CREATE TABLE appointments', 'CREATE TABLE appointments_older');
      raw.exec(older);
      raw.exec('INSERT INTO appointments_older SELECT * FROM appointments');
      raw.exec('DROP TABLE appointments');
      raw.exec('ALTER TABLE appointments_older RENAME TO appointments');
      raw.close();

      const reopened = await open();

      expect(await reopened.appointments.findById(booked._id)).toEqual(booked);
      await expect(reopened.appointments.book(request('10:00'))).rejects.toEqual(
        new StoreConflictError('slot'),
      );
      const user = await reopened.users.findByEmail('asha@example.in');
      await reopened.appointments.anonymiseUser(user?._id ?? '');
      expect(await reopened.users.remove(user?._id ?? '')).toBe(true);
      expect((await reopened.doctors.findById(doctor._id))?.slots_booked).toEqual({
        '6_3_2026': ['10:00'],
      });
      await reopened.close();
      const check = new Database(join(dataDir, 'clinic.db'), { readonly: true });
      const table = check
        .prepare("SELECT sql FROM sqlite_master WHERE name = 'appointments'")
        .get() as { sql: string };
      const indexes = check
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'appointments'",
        )
        .all() as { name: string }[];
      check.close();
      expect(table.sql).not.toMatch(/REFERENCES users/);
      expect(table.sql).toMatch(/doc_id TEXT NOT NULL REFERENCES doctors\(id\)/);
      expect(indexes.map((index) => index.name)).toContain('appointments_live_slot');
      expect(indexes.map((index) => index.name)).toContain('appointments_state_day');
    });

    it('when a file made before audit entries named roles and patients is opened, then its entries gain the defaults and the filters work', async () => {
      await (await open()).close();
      // The audit table as builds before the columns made it, with one entry.
      const raw = new Database(join(dataDir, 'clinic.db'));
      raw.exec('DROP TABLE audit_patients');
      raw.exec('DROP TABLE audit');
      raw.exec(`CREATE TABLE audit (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,
        actor_id TEXT NOT NULL, actor_email TEXT NOT NULL, action TEXT NOT NULL,
        target_type TEXT NOT NULL, target_id TEXT NOT NULL, before TEXT NOT NULL,
        after TEXT NOT NULL, at TEXT NOT NULL)`);
      raw.exec(`INSERT INTO audit VALUES (1, 'e1e1e1e1e1e1e1e1e1e1e1e1', 'c1c1c1c1c1c1c1c1c1c1c1c1',
        'desk@clinic.in', 'doctor.update', 'doctor', 'b1b1b1b1b1b1b1b1b1b1b1b1', 'null', '{}',
        '2026-03-05T09:00:00.000Z')`);
      raw.close();

      const reopened = await open();
      const later = await reopened.audit.append({
        actorId: 'c1c1c1c1c1c1c1c1c1c1c1c1',
        actorEmail: 'desk@clinic.in',
        actorRole: 'admin',
        action: 'appointments.read',
        targetType: 'appointments',
        targetId: '',
        before: null,
        after: null,
        patientIds: ['d1d1d1d1d1d1d1d1d1d1d1d1'],
        at: new Date('2026-03-05T10:00:00.000Z'),
      });

      expect(await reopened.audit.list({ page: 1, pageSize: 10, actor: 'desk@clinic.in' })).toEqual(
        {
          entries: [
            later,
            {
              _id: 'e1e1e1e1e1e1e1e1e1e1e1e1',
              actorId: 'c1c1c1c1c1c1c1c1c1c1c1c1',
              actorEmail: 'desk@clinic.in',
              actorRole: '',
              action: 'doctor.update',
              targetType: 'doctor',
              targetId: 'b1b1b1b1b1b1b1b1b1b1b1b1',
              before: null,
              after: {},
              patientIds: [],
              at: '2026-03-05T09:00:00.000Z',
            },
          ],
          total: 2,
        },
      );
      expect(
        await reopened.audit.list({ page: 1, pageSize: 10, patient: 'd1d1d1d1d1d1d1d1d1d1d1d1' }),
      ).toEqual({ entries: [later], total: 1 });
    });

    it('when a file was written by a newer schema, then opening it stops with a clear error', async () => {
      const store = await open();
      await store.close();
      const raw = new Database(join(dataDir, 'clinic.db'));
      raw.pragma('user_version = 99');
      raw.close();
      await expect(openStore({ dataDir })).rejects.toThrow(/schema 99/);
    });

    it('when proofs were sent before transaction IDs were recorded, then reconciling records them', async () => {
      const store = await open();
      const { request } = await doctorAndPatient(store);
      const first = await store.appointments.book(request('10:00'));
      const second = await store.appointments.book(request('10:30'));
      const proof = (transactionId: string) => ({
        name: 'Asha',
        transactionId,
        submittedAt: new Date('2026-03-05T09:00:00Z'),
      });
      await store.appointments.submitProof(first._id, proof('OLD-1'));
      // An older build kept only the current proof's ID.
      const raw = new Database(join(dataDir, 'clinic.db'));
      raw.exec('DELETE FROM transaction_ids');
      raw.close();

      await store.appointments.reconcile('5_3_2026');

      await store.appointments.decideProof(first._id, { status: 'rejected' });
      await store.appointments.submitProof(first._id, proof('NEW-2'));
      await expect(store.appointments.submitProof(second._id, proof('old-1'))).rejects.toEqual(
        new StoreConflictError('transactionId'),
      );
    });

    it("when a patient reads their own list, then the query's slotData is the contracts' slotDataText at every minute of the day", async () => {
      const store = await open();
      const { request } = await doctorAndPatient(store);
      const times = Array.from({ length: 24 * 60 }, (_, minute) =>
        [Math.floor(minute / 60), minute % 60]
          .map((part) => String(part).padStart(2, '0'))
          .join(':'),
      );
      for (const time of times) await store.appointments.book(request(time));

      const own = JSON.parse(
        await store.appointments.listOwnJson(request('00:00').userId, ''),
      ) as Appointment[];

      expect(own.map((appointment) => appointment.slotData)).toEqual(
        times.map((time) => slotDataText('6_3_2026', time)),
      );
    });
  });
}
