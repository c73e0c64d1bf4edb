/**
 * Demo data for the first start of an empty store, so a fresh `npm start` shows a working clinic:
 * doctors with generated portraits, blog posts with generated illustrations and a generated video,
 * a few demo patients whose bookings fill some slots and give the operator console proofs to
 * review, and two contact messages. The first owner is start.ts's business.
 */
import { randomBytes } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION, scanDays } from '@clinic/contracts';
import { newAppointment } from '../components/appointments/new-appointment.js';
import { hashPassword } from '../libraries/passwords.js';
import type { ImageStore } from '../libraries/uploads.js';
import type { AppointmentRecord, Store, StoredUserData } from '../store/index.js';
import { DEMO_BLOGS, DEMO_DOCTORS } from './demo-data.js';
import { drawBlogIllustration, drawDoctorPortrait, renderWebp } from './images.js';
import { breathingVideo } from './video.js';

export { drawBlogIllustration, drawDoctorPortrait, renderWebp } from './images.js';
export type { IllustrationTheme, PortraitStyle } from './images.js';
export { breathingVideo } from './video.js';

export interface SeedOptions {
  /** Where the generated pictures go (DATA_DIR/uploads or Cloudinary). */
  imageStore: ImageStore;
  /** Stores the generated WebM video and answers its URL. */
  saveVideo: (webm: Buffer) => Promise<string>;
  clock: () => Date;
  /** The clinic's zone: demo bookings and blocked times fall inside its booking window. */
  timeZone: string;
  /** Cost of the demo patients' password hash (their password is random and never shown). */
  bcryptCost: number;
  log?: (line: string) => void;
}

export interface SeedSummary {
  doctors: number;
  blogs: number;
  patients: number;
  appointments: number;
  messages: number;
}

const DAY_MS = 86_400_000;

/**
 * Addresses on example.com, a domain reserved for examples: no mail reaches anyone. `newsletter`:
 * whether they ticked the optional clinic news at sign-up.
 */
const DEMO_PATIENTS = [
  {
    name: 'Aarav Sharma',
    email: 'aarav.sharma@example.com',
    phone: '9810012345',
    newsletter: false,
  },
  { name: 'Diya Patel', email: 'diya.patel@example.com', phone: '9898012345', newsletter: true },
  { name: 'Kabir Khan', email: 'kabir.khan@example.com', phone: '9930012345', newsletter: false },
];

const DEMO_MESSAGES = [
  {
    name: 'Ritika Sen',
    email: 'ritika.sen@example.com',
    subject: 'Appointment for my father',
    phone: '9830054321',
    message:
      'My father is 72 and has become very forgetful over the last year. Could you tell me which doctor we should see, and whether we can come together?',
  },
  {
    name: 'Imran Ali',
    email: 'imran.ali@example.com',
    subject: 'Sessions in Hindi',
    phone: '9876501234',
    message: 'Are therapy sessions available in Hindi? I would prefer evening slots after 5 pm.',
  },
];

/**
 * Seeds an empty store and answers what it made; a store that already has doctors, or whose seed
 * another process has claimed (Store.claimOnce: processes starting together on an empty store),
 * is left alone (null), so running it twice never duplicates anything.
 */
export async function seedDemoData(
  store: Store,
  options: SeedOptions,
): Promise<SeedSummary | null> {
  const now = options.clock();
  if (!(await store.isEmpty()) || !(await store.claimOnce('demo seed', now))) return null;
  const log = options.log ?? (() => {});

  const doctors = [];
  for (const [index, demo] of DEMO_DOCTORS.entries()) {
    const { portrait, ...fields } = demo;
    const image = await options.imageStore.save(
      await renderWebp(drawDoctorPortrait(portrait)),
      'doctors',
    );
    doctors.push(await store.doctors.create({ ...fields, image }));
    log(`Demo doctor ${index + 1}/${DEMO_DOCTORS.length}: ${demo.name}`);
  }

  // Bookable days after today in the clinic's zone, so that every demo booking is in the future.
  const days = scanDays(now, options.timeZone)
    .slice(1)
    .filter((day) => day.weekday !== 0)
    .map((day) => day.dateKey);
  const day = (index: number) => days[index % days.length] as string;
  const available = doctors.filter((doctor) => doctor.available);
  const doctor = (index: number) =>
    available[index % available.length] as (typeof available)[number];

  await store.doctors.setBlockedTimes(doctor(0)._id, day(1), ['15:00', '15:30', '16:00']);
  await store.doctors.setBlockedTimes(doctor(2)._id, day(0), ['10:00', '10:30']);

  // Nobody signs in as a demo patient: one random password, never kept, hashed once.
  const passwordHash = await hashPassword(
    randomBytes(24).toString('base64url'),
    options.bcryptCost,
  );
  const patients: StoredUserData[] = [];
  for (const { newsletter, ...patient } of DEMO_PATIENTS) {
    const user = await store.users.create({ ...patient, passwordHash });
    // The consent a sign-up records (auth/service.ts), a day before the demo bookings.
    await store.consents.record(user._id, {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      purposes: newsletter ? ['care', 'newsletter'] : ['care'],
      givenAt: new Date(now.getTime() - DAY_MS).toISOString(),
    });
    patients.push(user);
  }

  const bookings = [
    { doctor: 0, day: 0, time: '11:00', patient: 0 },
    { doctor: 0, day: 0, time: '16:30', patient: 1 },
    { doctor: 1, day: 0, time: '10:30', patient: 2 },
    { doctor: 2, day: 1, time: '12:00', patient: 0 },
    { doctor: 3, day: 1, time: '17:00', patient: 1 },
    { doctor: 4, day: 2, time: '15:30', patient: 2 },
    { doctor: 5, day: 2, time: '11:30', patient: 0 },
    { doctor: 6, day: 3, time: '18:00', patient: 1 },
  ];
  const appointments: AppointmentRecord[] = [];
  for (const [index, booking] of bookings.entries()) {
    const chosen = doctor(booking.doctor);
    const patient = patients[booking.patient] as StoredUserData;
    appointments.push(
      await store.appointments.book(
        newAppointment(
          patient,
          chosen,
          { slotDate: day(booking.day), slotTime: booking.time },
          new Date(now.getTime() - (bookings.length - index) * 3_600_000),
        ),
      ),
    );
  }
  const booked = (index: number) => {
    const appointment = appointments[index];
    if (!appointment) throw new Error(`Demo booking ${index} is missing`);
    return appointment;
  };
  const proof = (index: number, transactionId: string) =>
    store.appointments.submitProof(booked(index)._id, {
      name: booked(index).userData.name,
      transactionId,
      submittedAt: new Date(now.getTime() - 30 * 60_000),
    });
  // One proof waiting for the operator, one approved, one rejected, one booking cancelled.
  await proof(0, '412345678901');
  await proof(2, '412345678902');
  await store.appointments.decideProof(booked(2)._id, { status: 'approved', decidedAt: now });
  await store.receipts.issueReceipt(booked(2)._id, now);
  await proof(3, '412345678903');
  await store.appointments.decideProof(booked(3)._id, {
    status: 'rejected',
    note: 'No payment with this transaction ID reached the clinic account.',
    decidedAt: now,
  });
  await store.appointments.cancel(booked(7)._id);

  for (const blog of DEMO_BLOGS) {
    const mediaUrl =
      blog.media.type === 'video'
        ? await options.saveVideo(await breathingVideo())
        : await options.imageStore.save(
            await renderWebp(drawBlogIllustration(blog.media.theme)),
            'blogs',
          );
    const created = await store.blogs.create({
      title: blog.title,
      content: blog.content,
      author: blog.author,
      mediaUrl,
      mediaType: blog.media.type,
      createdAt: new Date(now.getTime() - blog.daysAgo * DAY_MS),
    });
    for (const patient of patients.slice(0, (blog.daysAgo % patients.length) + 1)) {
      await store.blogs.toggleLike(created._id, patient._id);
    }
    log(`Demo blog: ${blog.title}`);
  }

  for (const [index, message] of DEMO_MESSAGES.entries()) {
    await store.messages.create({
      ...message,
      createdAt: new Date(now.getTime() - (index + 1) * 5 * 3_600_000),
    });
  }

  return {
    doctors: doctors.length,
    blogs: DEMO_BLOGS.length,
    patients: patients.length,
    appointments: appointments.length,
    messages: DEMO_MESSAGES.length,
  };
}
