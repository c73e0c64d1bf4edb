/**
 * A store with every kind of record, for the backup and migration tests: the demo seed (doctors
 * with portraits, posts with illustrations and a video, patients, bookings with proofs, messages)
 * and, through the store, what the seed leaves out: appointments in every state (paid with a
 * receipt, proof pending, proof rejected, unpaid, cancelled with a refund due, refunded with a
 * credit note, completed), consents, a patient's photo, staff with second factors, an invitation,
 * sessions, a sign-up code, rate-limit counters, a reminder's claim, a privacy request, a liked
 * post, a scheduled job's claim and audit entries. Then every record of the store, read past the
 * store's own interface, and every file under DATA_DIR/uploads with its digest.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PRIVACY_NOTICE_VERSION } from '@clinic/contracts';
import Database from 'better-sqlite3';
import { createMediaStore } from '../../src/components/admin/media.js';
import { PATIENT_PHOTOS, localImageStore } from '../../src/libraries/uploads.js';
import { seedDemoData } from '../../src/seed/index.js';
import type { Store } from '../../src/store/index.js';
import { MONGODB_URI, addStaff, demoDoctor } from './harness.js';
import type { TestApi } from './harness.js';

/** The MongoDB URI of the tests' server with `database` as its database. */
export function mongoUriFor(database: string): string {
  if (!MONGODB_URI) throw new Error('The mongo engine needs MONGODB_URI');
  return MONGODB_URI.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?/, `$1/${database}`);
}

export interface EveryRecord {
  patientEmail: string;
  appointments: Record<
    'paid' | 'pending' | 'rejected' | 'unpaid' | 'refundDue' | 'refunded' | 'clinicCancelled',
    string
  >;
}

export async function fillEveryKind(api: TestApi): Promise<EveryRecord> {
  const { store, config, dataDir } = api;
  const now = api.clock.now();
  const imageStore = localImageStore(path.join(dataDir, 'uploads'));
  await seedDemoData(store, {
    imageStore,
    saveVideo: (webm) => createMediaStore({ config, imageStore }).save(webm, 'video'),
    clock: api.clock.now,
    bcryptCost: config.bcryptCost,
    timeZone: config.clinic.timeZone,
  });

  const doctor = await store.doctors.create(demoDoctor({ name: 'Dr. Every Record' }));
  await store.doctors.setBlockedTimes(doctor._id, '9_3_2026', ['12:00', '12:30']);
  const patientEmail = `every.${randomBytes(3).toString('hex')}@example.in`;
  const user = await store.users.create({
    name: 'Meera Iyer',
    email: patientEmail,
    phone: '9876500000',
    passwordHash: 'hash',
  });
  // A seeded portrait's bytes stand in for the patient's photo: any WebP does.
  const portraits = path.join(dataDir, 'uploads', 'doctors');
  const [portrait] = await readdir(portraits);
  const photo = await imageStore.savePrivate(
    await readFile(path.join(portraits, portrait ?? '')),
    PATIENT_PHOTOS,
  );
  await store.users.updateProfile(user._id, {
    image: photo,
    gender: 'Female',
    dob: '1990-05-01',
    medicalCondition: 'Anxiety',
  });
  await store.consents.record(user._id, {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    purposes: ['care', 'newsletter'],
    givenAt: now.toISOString(),
  });

  const book = async (slotDate: string, slotTime: string) =>
    (
      await store.appointments.book({
        userId: user._id,
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
        date: now,
      })
    )._id;
  const proof = (transactionId: string) => ({ name: user.name, transactionId, submittedAt: now });
  const approve = (id: string) =>
    store.appointments.decideProof(id, { status: 'approved', decidedAt: now });

  const paid = await book('9_3_2026', '10:00');
  await store.appointments.submitProof(paid, proof('UPI-EVERY-PAID'));
  await approve(paid);
  await store.receipts.issueReceipt(paid, now);
  const pending = await book('9_3_2026', '10:30');
  await store.appointments.submitProof(pending, proof('UPI-EVERY-PENDING'));
  const rejected = await book('9_3_2026', '11:00');
  await store.appointments.submitProof(rejected, proof('UPI-EVERY-REJECTED'));
  await store.appointments.decideProof(rejected, {
    status: 'rejected',
    note: 'No such payment',
    decidedAt: now,
  });
  const unpaid = await book('9_3_2026', '11:30');
  const refundDue = await book('10_3_2026', '10:00');
  await store.appointments.submitProof(refundDue, proof('UPI-EVERY-DUE'));
  await store.appointments.cancel(refundDue, { asPatient: false });
  const refunded = await book('10_3_2026', '10:30');
  await store.appointments.submitProof(refunded, proof('UPI-EVERY-REFUNDED'));
  await approve(refunded);
  await store.receipts.issueReceipt(refunded, now);
  await store.appointments.cancel(refunded);
  await store.appointments.recordRefund(refunded, {
    upiReference: 'REF123456',
    refundedOn: '2026-03-05',
  });
  await store.receipts.issueCreditNote(
    refunded,
    { upiReference: 'REF123456', refundedOn: now, amount: doctor.fees },
    now,
  );
  const clinicCancelled = await book('10_3_2026', '11:00');
  await store.appointments.cancel(clinicCancelled);

  const owner = await addStaff(api, { role: 'owner' });
  await addStaff(api, { role: 'front-desk' });
  await addStaff(api, { role: 'doctor', doctorId: doctor._id });
  await store.invitations.create({
    email: 'new.desk@clinic.example',
    name: 'New desk',
    role: 'front-desk',
    doctorId: null,
    codeHash: randomBytes(16).toString('hex'),
    invitedBy: owner.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  await store.sessions.create({
    subjectId: user._id,
    role: 'patient',
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  await store.otps.replace({
    email: 'signing.up@example.in',
    codeHash: randomBytes(16).toString('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 600_000),
  });
  await store.limits.hit('login:203.0.113.7', 900_000, now);
  await store.reminders.claim(
    { appointmentId: pending, offsetHours: 24, slotKey: '9_3_2026 10:30', startsAt: now },
    now,
    60_000,
  );
  await store.dataRequests.record('export', user._id, now);
  const [blog] = await store.blogs.list();
  if (blog) await store.blogs.toggleLike(blog._id, user._id);
  await store.messages.create({
    name: user.name,
    email: user.email,
    subject: 'Parking',
    phone: user.phone,
    message: 'Is there parking near the clinic?',
    createdAt: now,
    userId: user._id,
  });
  await store.jobs.claim('retention: contact messages', now, 60_000);
  await store.audit.append({
    actorId: owner.id,
    actorEmail: owner.email,
    actorRole: 'owner',
    action: 'proof.approve',
    targetType: 'appointment',
    targetId: paid,
    before: { status: 'pending' },
    after: { status: 'approved' },
    patientIds: [user._id],
    at: now,
  });

  return {
    patientEmail,
    appointments: { paid, pending, rejected, unpaid, refundDue, refunded, clinicCancelled },
  };
}

/** Rows (sqlite) or documents (mongo) in a canonical order, so two reads compare equal. */
const sorted = <T>(rows: T[]): T[] =>
  rows
    .map((row) => [JSON.stringify(row), row] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);

/**
 * Every record of the store `api` runs on, per table or collection, read with the driver: what
 * a restore must give back whole.
 */
export async function everyRecordOf(
  engine: Store['engine'],
  location: { dataDir: string; mongoDatabase?: string },
): Promise<Record<string, unknown[]>> {
  if (engine === 'sqlite') {
    const db = new Database(path.join(location.dataDir, 'clinic.db'), { readonly: true });
    try {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[];
      return Object.fromEntries(
        tables.map(({ name }) => [name, sorted(db.prepare(`SELECT * FROM "${name}"`).all())]),
      );
    } finally {
      db.close();
    }
  }
  const { default: mongoose } = await import('mongoose');
  const connection = await mongoose
    .createConnection(mongoUriFor(location.mongoDatabase ?? ''))
    .asPromise();
  try {
    const db = connection.db;
    if (!db) throw new Error('No MongoDB database');
    const records: Record<string, unknown[]> = {};
    for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      const docs = await db.collection(name).find({}).toArray();
      records[name] = sorted(docs.map((doc) => mongoose.mongo.BSON.EJSON.serialize(doc)));
    }
    return records;
  } finally {
    await connection.close();
  }
}

/** Every file under `dir`, by its path there, with its SHA-256. */
export async function filesOf(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return files;
}
