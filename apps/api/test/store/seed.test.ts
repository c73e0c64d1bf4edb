import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION, SPECIALITIES, checkSlot, doctorSchema } from '@clinic/contracts';
import { localImageStore } from '../../src/libraries/uploads.js';
import { seedDemoData } from '../../src/seed/index.js';
import type { SeedSummary } from '../../src/seed/index.js';
import { openStore } from '../../src/store/index.js';
import type { Store } from '../../src/store/index.js';
import { ENGINES, startApi, startSecondInstance, stopApi } from '../support/harness.js';
import type { TestApi } from '../support/harness.js';

/** Friday 6 March 2026, 10:00 in Kolkata. */
const NOW = new Date('2026-03-06T04:30:00.000Z');
const TIME_ZONE = 'Asia/Kolkata';

describe('seedDemoData', () => {
  let store: Store;
  let root: string;
  let summary: SeedSummary | null;
  const uploaded = (url: string) =>
    readFileSync(join(root, 'uploads', url.replace(/^\/uploads\//, '')));

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'clinic-seed-'));
    store = await openStore({ dataDir: root, sqliteFile: ':memory:' });
    summary = await seedDemoData(store, {
      imageStore: localImageStore(join(root, 'uploads')),
      saveVideo: async (webm) => {
        writeFileSync(join(root, 'uploads', 'breathing.webm'), webm);
        return '/uploads/breathing.webm';
      },
      clock: () => NOW,
      timeZone: TIME_ZONE,
      bcryptCost: 4,
    });
  }, 60_000);
  afterAll(async () => {
    await store.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('when the store is empty, then it seeds doctors, blogs, patients, bookings and messages', () => {
    expect(summary).toEqual({ doctors: 14, blogs: 7, patients: 3, appointments: 8, messages: 2 });
  });

  it('when seeded, then there are at least 12 doctors across the three specialities, some of the first 10 not available', async () => {
    const doctors = await store.doctors.list();
    expect(doctors.length).toBeGreaterThanOrEqual(12);
    for (const doctor of doctors) {
      doctorSchema.parse(doctor);
      expect(doctor.fees).toBeGreaterThanOrEqual(500);
      expect(doctor.fees).toBeLessThanOrEqual(1500);
      expect(doctor.about.length).toBeGreaterThan(100);
      expect(doctor.registrationNumber).toMatch(/^[A-Z]+ [A-Z0-9/]+$/);
    }
    expect(new Set(doctors.map((doctor) => doctor.speciality))).toEqual(new Set(SPECIALITIES));
    expect(new Set(doctors.slice(0, 10).map((doctor) => doctor.speciality))).toEqual(
      new Set(SPECIALITIES),
    );
    // The doctors grid shows the first 10: both of its markers must show there.
    const firstTen = doctors.slice(0, 10);
    expect(firstTen.some((doctor) => doctor.available)).toBe(true);
    expect(firstTen.some((doctor) => !doctor.available)).toBe(true);
  });

  it('when seeded, then every doctor has a generated 512 px WebP portrait under /uploads', async () => {
    for (const doctor of await store.doctors.list()) {
      expect(doctor.image).toMatch(/^\/uploads\/doctors\/[a-f0-9]{32}\.webp$/);
      const meta = await sharp(uploaded(doctor.image)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    }
  });

  it('when seeded, then the blogs carry generated images and one generated WebM video', async () => {
    const blogs = await store.blogs.list();
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    const videos = blogs.filter((blog) => blog.mediaType === 'video');
    expect(videos).toHaveLength(1);
    const video = uploaded(videos[0]?.mediaUrl ?? '');
    expect(video.readUInt32BE(0)).toBe(0x1a45dfa3);
    expect(video.includes(Buffer.from('webm'))).toBe(true);
    expect(video.includes(Buffer.from('V_VP8'))).toBe(true);
    for (const blog of blogs.filter((item) => item.mediaType === 'image')) {
      const meta = await sharp(uploaded(blog.mediaUrl)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 675 });
    }
    for (const blog of blogs) {
      expect(blog.content).toContain('\n\n');
      expect(new Date(blog.createdAt).getTime()).toBeLessThan(NOW.getTime());
    }
    expect(blogs.some((blog) => blog.content.includes('Tele-MANAS'))).toBe(true);
  });

  it('when seeded, then the demo bookings sit in the booking window and slots_booked agrees', async () => {
    const { appointments, total } = await store.appointments.list({ page: 1, pageSize: 50 });
    expect(total).toBe(8);
    const doctors = new Map((await store.doctors.list()).map((doctor) => [doctor._id, doctor]));
    for (const appointment of appointments) {
      const doctor = doctors.get(appointment.docId);
      expect(doctor?.available).toBe(true);
      expect(appointment.amount).toBe(doctor?.fees);
      const check = checkSlot({
        now: NOW,
        timeZone: TIME_ZONE,
        slotsBooked: {},
        blockedSlots: doctor?.blockedSlots ?? [],
        slotDate: appointment.slotDate,
        slotTime: appointment.slotTime,
      });
      expect(check).toEqual({
        ok: true,
        slotDate: appointment.slotDate,
        slotTime: appointment.slotTime,
      });
      const booked = doctor?.slots_booked[appointment.slotDate] ?? [];
      expect(booked.includes(appointment.slotTime)).toBe(!appointment.cancelled);
    }
  });

  it('when seeded, then the console has one proof waiting, one approved and one rejected', async () => {
    const { appointments } = await store.appointments.list({ page: 1, pageSize: 50 });
    const statuses = appointments.map((appointment) => appointment.paymentProof.status).sort();
    expect(statuses).toEqual([
      'approved',
      'none',
      'none',
      'none',
      'none',
      'none',
      'pending',
      'rejected',
    ]);
    expect(await store.appointments.countProofsPending()).toBe(1);
    const paid = appointments.find((appointment) => appointment.payment);
    expect(paid?.isCompleted).toBe(true);
    expect((await store.receipts.findReceipt(paid?._id ?? ''))?.number).toBe(1);
    expect(
      await store.appointments.revenueApproved(new Date('2026-03-01'), new Date('2026-04-01')),
    ).toBe(paid?.amount);
    expect(appointments.filter((appointment) => appointment.cancelled)).toHaveLength(1);
    expect((await store.messages.list()).map((message) => message.read)).toEqual([false, false]);
  });

  it("when seeded, then every demo booking's patient has the consent a sign-up records, so the console shows it", async () => {
    const { appointments } = await store.appointments.list({ page: 1, pageSize: 100 });
    expect(appointments).toHaveLength(8);
    const consents = await Promise.all(
      appointments.map((appointment) => store.consents.listByUser(appointment.userId)),
    );
    for (const records of consents) {
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION });
      expect(records[0]?.purposes).toContain('care');
      expect(Date.parse(records[0]?.givenAt ?? '')).toBeLessThan(NOW.getTime());
    }
  });

  it('when the store is not empty, then seeding again changes nothing', async () => {
    const again = await seedDemoData(store, {
      imageStore: localImageStore(join(root, 'uploads')),
      saveVideo: async () => '/uploads/never.webm',
      clock: () => NOW,
      timeZone: TIME_ZONE,
      bcryptCost: 4,
    });
    expect(again).toBeNull();
    expect(await store.doctors.list()).toHaveLength(14);
    expect(await store.blogs.list()).toHaveLength(7);
  });
});

describe.each(ENGINES)('seedDemoData on the %s store, in two processes at once', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(engine);
  });
  afterAll(() => stopApi(api));

  it('when two processes seed one empty store together, then one seeds and the other leaves it', async () => {
    const other = await startSecondInstance(api);
    const seed = (store: Store) =>
      seedDemoData(store, {
        imageStore: localImageStore(join(api.dataDir, 'uploads')),
        saveVideo: async () => '/uploads/videos/breathing.webm',
        clock: () => NOW,
        timeZone: TIME_ZONE,
        bcryptCost: 4,
      });

    const summaries = await Promise.all([seed(api.store), seed(other.store)]);
    await other.close();

    expect(summaries.filter((summary) => summary !== null)).toHaveLength(1);
    expect(await api.store.doctors.list()).toHaveLength(14);
  }, 60_000);
});
