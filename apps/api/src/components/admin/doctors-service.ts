/**
 * The operator's doctors: add and edit every field of a doctor (docs/product.md) (with a photo processed like a
 * patient's), switch availability, and block or unblock times of a date. Each change refreshes
 * the public doctor list and is written to the audit log.
 */
import {
  ADMIN_TEXTS,
  blockDaysPastRefusal,
  bookedOnDays,
  clinicDaysBetween,
  FIELD_TEXTS,
  doctorSchema,
  parseDateKey,
  toDateKey,
  zonedClock,
} from '@clinic/contracts';
import type {
  BlockDaysRequest,
  BlockedSlotsRequest,
  Doctor,
  DoctorFormRequest,
  DoctorPatchRequest,
} from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { discardImage, processImage } from '../../libraries/uploads.js';
import { dayNumber } from '../../store/rules.js';
import { StoreConflictError } from '../../store/types.js';
import { createWaitlistOffers } from '../waitlist/offers.js';
import type { Actor, AuditLog } from './audit-log.js';

/** The doctor as the audit log keeps it: the booked slots are the appointments' business. */
function auditState({ slots_booked: _booked, blockedSlots: _blocked, ...doctor }: Doctor) {
  return doctor;
}

export function createAdminDoctorService(ctx: AppContext, audit: AuditLog) {
  const { store, imageStore, catalogs, clock, config, logger, publicUrls } = ctx;
  const toDoctor = (doctor: Doctor): Doctor => publicUrls.doctor(doctorSchema.parse(doctor));
  const waitlist = createWaitlistOffers(ctx);

  async function find(doctorId: string): Promise<Doctor> {
    const doctor = await store.doctors.findById(doctorId);
    if (!doctor) throw AppError.notFound('doctorNotFound');
    return doctor;
  }

  const savePhoto = async (image: Buffer) => imageStore.save(await processImage(image), 'doctors');

  /**
   * A replaced photo is deleted only while the doctor has no appointment: each appointment keeps
   * the doctor's picture of its booking day (`docData`, docs/decisions.md), the demo bookings of
   * the seed included, and patients' lists still show it.
   */
  const discardPhoto = (doctorId: string, photoUrl: string) =>
    discardImage(imageStore, logger, photoUrl, async () => {
      const { total } = await store.appointments.list({ docId: doctorId, page: 1, pageSize: 1 });
      return total > 0;
    });

  /** The console's calendar shows the booking window: past days are left out. */
  async function list(): Promise<Doctor[]> {
    const today = toDateKey(zonedClock(clock(), config.clinic.timeZone));
    return (await store.doctors.list({ from: today })).map(toDoctor);
  }

  async function create(
    actor: Actor,
    fields: DoctorFormRequest,
    image: Buffer | undefined,
  ): Promise<Doctor> {
    if (!image)
      throw AppError.badRequest('doctorImageRequired', {
        errors: { image: ADMIN_TEXTS.doctorImageRequired },
      });
    const doctor = await store.doctors.create({ ...fields, image: await savePhoto(image) });
    catalogs.doctors.invalidate();
    await audit.record(actor, {
      action: 'doctor.create',
      targetType: 'doctor',
      targetId: doctor._id,
      before: null,
      after: auditState(doctor),
    });
    return toDoctor(doctor);
  }

  async function update(
    actor: Actor,
    doctorId: string,
    patch: DoctorPatchRequest,
    image: Buffer | undefined,
  ): Promise<Doctor> {
    const before = await find(doctorId);
    const photo = image ? { image: await savePhoto(image) } : {};
    const after = await store.doctors.update(doctorId, { ...patch, ...photo });
    if (!after) throw AppError.notFound('doctorNotFound');
    catalogs.doctors.invalidate();
    await audit.record(actor, {
      action: 'doctor.update',
      targetType: 'doctor',
      targetId: doctorId,
      before: auditState(before),
      after: auditState(after),
    });
    if (image) await discardPhoto(doctorId, before.image);
    return toDoctor(after);
  }

  async function setAvailability(
    actor: Actor,
    doctorId: string,
    available: boolean,
  ): Promise<Doctor> {
    const before = await find(doctorId);
    const after = await store.doctors.update(doctorId, { available });
    if (!after) throw AppError.notFound('doctorNotFound');
    catalogs.doctors.invalidate();
    await audit.record(actor, {
      action: 'doctor.availability',
      targetType: 'doctor',
      targetId: doctorId,
      before: { name: before.name, available: before.available },
      after: { name: after.name, available: after.available },
    });
    return toDoctor(after);
  }

  /**
   * Replaces the blocked times of one date. A booked time cannot be blocked (the patient keeps
   * the appointment until someone cancels it), and a day already gone cannot be changed.
   */
  async function setBlockedTimes(
    actor: Actor,
    doctorId: string,
    { date, times }: BlockedSlotsRequest,
  ): Promise<Doctor> {
    if (!parseDateKey(date))
      throw AppError.badRequest('invalidInput', { errors: { date: FIELD_TEXTS.dateKey } });
    const today = toDateKey(zonedClock(clock(), config.clinic.timeZone));
    if (dayNumber(date) < dayNumber(today)) throw AppError.badRequest('slotPast');
    const before = await find(doctorId);
    const booked = before.slots_booked[date] ?? [];
    if (times.some((time) => booked.includes(time))) throw AppError.conflict('blockedTimeBooked');
    // The check above answers early; the store checks again at write time, when a patient may
    // have booked one of the times in between.
    const after = await store.doctors
      .setBlockedTimes(doctorId, date, [...times].sort())
      .catch((error: unknown) => {
        if (error instanceof StoreConflictError && error.key === 'slot')
          throw AppError.conflict('blockedTimeBooked');
        throw error;
      });
    if (!after) throw AppError.notFound('doctorNotFound');
    const blockedOn = (doctor: Doctor) =>
      doctor.blockedSlots.find((block) => block.date === date)?.times ?? [];
    // A time unblocked is a time freed: the waiting list is offered it.
    for (const slotTime of blockedOn(before).filter((time) => !blockedOn(after).includes(time)))
      await waitlist.timeFreed({ docId: doctorId, slotDate: date, slotTime });
    catalogs.doctors.invalidate();
    await audit.record(actor, {
      action: 'doctor.blocked-slots',
      targetType: 'doctor',
      targetId: doctorId,
      before: { name: before.name, date, times: blockedOn(before) },
      after: { name: after.name, date, times: blockedOn(after) },
    });
    return toDoctor(after);
  }

  /**
   * Blocks every time of each clinic day from `from` to `to` (a doctor's leave) in one store
   * write. As with single times, booked appointments are never cancelled here: when any day of
   * the range has one, nothing is blocked and the 409 lists them (`booked`), so staff can cancel
   * or move those first.
   */
  async function blockDays(
    actor: Actor,
    doctorId: string,
    { from, to }: BlockDaysRequest,
  ): Promise<Doctor> {
    const today = toDateKey(zonedClock(clock(), config.clinic.timeZone));
    const past = blockDaysPastRefusal(from, today);
    if (past) throw AppError.badRequest(past, { errors: { from: ADMIN_TEXTS[past] } });
    const days = clinicDaysBetween(from, to);
    const refuseBooked = (doctor: Doctor) =>
      new AppError('blockDaysBooked', 409, {
        booked: bookedOnDays(doctor.slots_booked, days),
      });
    const before = await find(doctorId);
    if (bookedOnDays(before.slots_booked, days).length > 0) throw refuseBooked(before);
    // The store checks again at write time, when a patient may have booked in between.
    const after = await store.doctors.blockDays(doctorId, days).catch(async (error: unknown) => {
      if (error instanceof StoreConflictError && error.key === 'slot')
        throw refuseBooked(await find(doctorId));
      throw error;
    });
    if (!after) throw AppError.notFound('doctorNotFound');
    catalogs.doctors.invalidate();
    const blockedTimes = (doctor: Doctor) =>
      doctor.blockedSlots
        .filter((block) => days.includes(block.date))
        .reduce((count, block) => count + block.times.length, 0);
    await audit.record(actor, {
      action: 'doctor.blocked-days',
      targetType: 'doctor',
      targetId: doctorId,
      before: { name: before.name, from, to, blockedTimes: blockedTimes(before) },
      after: { name: after.name, from, to, blockedTimes: blockedTimes(after) },
    });
    return toDoctor(after);
  }

  return { list, create, update, setAvailability, setBlockedTimes, blockDays };
}
