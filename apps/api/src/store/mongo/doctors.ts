import { SLOT_TIMES } from '@clinic/contracts';
import type { Doctor } from '@clinic/contracts';
import { trusted } from 'mongoose';
import { assertSlotTimes, dayNumber, definedOnly } from '../rules.js';
import { StoreConflictError } from '../types.js';
import type { DoctorPatch, DoctorRepository, NewDoctor } from '../types.js';
import { isId } from './errors.js';
import type { DoctorDoc, Models } from './models.js';

export function toDoctor(doc: DoctorDoc): Doctor {
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    image: doc.image,
    speciality: doc.speciality,
    degree: doc.degree,
    registrationNumber: doc.registrationNumber ?? '',
    experience: doc.experience,
    about: doc.about,
    fees: doc.fees,
    available: doc.available,
    address: { line1: doc.address.line1, line2: doc.address.line2 },
    slots_booked: doc.slots_booked ?? {},
    blockedSlots: doc.blockedSlots.map(({ date, times }) => ({ date, times: [...times] })),
  };
}

export class MongoDoctors implements DoctorRepository {
  constructor(private readonly models: Models) {}

  async list(options: { from?: string } = {}): Promise<Doctor[]> {
    const docs = await this.models.Doctor.find().sort({ _id: 1 }).lean<DoctorDoc[]>();
    const doctors = docs.map(toDoctor);
    if (options.from === undefined) return doctors;
    const from = dayNumber(options.from);
    const kept = (date: string) => dayNumber(date) >= from;
    return doctors.map((doctor) => ({
      ...doctor,
      slots_booked: Object.fromEntries(
        Object.entries(doctor.slots_booked).filter(([date]) => kept(date)),
      ),
      blockedSlots: doctor.blockedSlots.filter((blocked) => kept(blocked.date)),
    }));
  }

  async findById(id: string): Promise<Doctor | null> {
    if (!isId(id)) return null;
    const doc = await this.models.Doctor.findById(id).lean<DoctorDoc>();
    return doc ? toDoctor(doc) : null;
  }

  async create(doctor: NewDoctor): Promise<Doctor> {
    const doc = await this.models.Doctor.create({
      ...doctor,
      blockedSlots: doctor.blockedSlots ?? [],
    });
    return toDoctor(doc.toObject<DoctorDoc>());
  }

  async update(id: string, patch: DoctorPatch): Promise<Doctor | null> {
    if (!isId(id)) return null;
    const doc = await this.models.Doctor.findByIdAndUpdate(
      id,
      { $set: definedOnly(patch) },
      { returnDocument: 'after', runValidators: true },
    ).lean<DoctorDoc>();
    return doc ? toDoctor(doc) : null;
  }

  async setBlockedTimes(id: string, date: string, times: string[]): Promise<Doctor | null> {
    assertSlotTimes(date, times);
    if (!isId(id)) return null;
    const blocked = times.length > 0 ? [{ date, times: [...new Set(times)] }] : [];
    // One pipeline update replaces the date's entry atomically, keeping the other dates. It is
    // guarded by `slots_booked`, which a booking reserves in one update of this same document
    // before its appointment is written (MongoAppointments.book): a time held there, even by a
    // booking still in flight, is never blocked.
    const doc = await this.models.Doctor.findOneAndUpdate(
      { _id: id, [`slots_booked.${date}`]: trusted({ $nin: times }) },
      [
        {
          $set: {
            blockedSlots: {
              $concatArrays: [
                {
                  $filter: {
                    input: '$blockedSlots',
                    cond: { $ne: ['$$this.date', { $literal: date }] },
                  },
                },
                { $literal: blocked },
              ],
            },
          },
        },
      ],
      { returnDocument: 'after', updatePipeline: true },
    ).lean<DoctorDoc>();
    if (doc) return toDoctor(doc);
    if (await this.models.Doctor.exists({ _id: id })) throw new StoreConflictError('slot');
    return null;
  }

  async blockDays(id: string, dates: string[]): Promise<Doctor | null> {
    for (const date of dates) assertSlotTimes(date, []);
    if (!isId(id)) return null;
    const days = [...new Set(dates)];
    const blocked = days.map((date) => ({ date, times: [...SLOT_TIMES] }));
    // One update of the doctor, guarded as setBlockedTimes is: a date with any time held in
    // `slots_booked` (no first element) stops it, so a booking and the block never both land.
    const doc = await this.models.Doctor.findOneAndUpdate(
      {
        _id: id,
        ...Object.fromEntries(
          days.map((date) => [`slots_booked.${date}.0`, trusted({ $exists: false })]),
        ),
      },
      [
        {
          $set: {
            blockedSlots: {
              $concatArrays: [
                {
                  $filter: {
                    input: '$blockedSlots',
                    cond: { $not: [{ $in: ['$$this.date', { $literal: days }] }] },
                  },
                },
                { $literal: blocked },
              ],
            },
          },
        },
      ],
      { returnDocument: 'after', updatePipeline: true },
    ).lean<DoctorDoc>();
    if (doc) return toDoctor(doc);
    if (await this.models.Doctor.exists({ _id: id })) throw new StoreConflictError('slot');
    return null;
  }
}
