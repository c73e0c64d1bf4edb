import { SLOT_TIMES } from '@clinic/contracts';
import type { Address, BlockedSlots, Doctor, Speciality } from '@clinic/contracts';
import { assertSlotTimes, dayNumber, definedOnly } from '../rules.js';
import { StoreConflictError } from '../types.js';
import type { DoctorPatch, DoctorRepository, NewDoctor } from '../types.js';
import { bool, fromJson, newId, toJson } from './database.js';
import type { SqliteDatabase } from './database.js';

interface DoctorRow {
  id: string;
  name: string;
  image: string;
  speciality: Speciality;
  degree: string;
  experience: number;
  about: string;
  fees: number;
  available: number;
  address: string;
  blocked_slots: string;
  registration_number: string;
}

interface BookedRow {
  doc_id: string;
  slot_date: string;
  slot_time: string;
}

const COLUMNS =
  'id, name, image, speciality, degree, experience, about, fees, available, address, blocked_slots, registration_number';
/**
 * Booking order, as a `$push` in mongo would leave them. Read from the live-slot index, which
 * holds every column needed (and `seq`): left to itself the planner would take the operator's
 * status index and fetch each wide row (snapshots, proof) from the table.
 */
const BOOKED =
  'SELECT doc_id, slot_date, slot_time FROM appointments INDEXED BY appointments_live_slot WHERE cancelled = 0';

/** The live bookings from one slot day on, read through the operator's (cancelled, day) index. */
const BOOKED_FROM =
  'SELECT doc_id, slot_date, slot_time FROM appointments WHERE cancelled = 0 AND slot_day >= ?';

function withBlockedFrom(doctor: Doctor, from: number): Doctor {
  return {
    ...doctor,
    blockedSlots: doctor.blockedSlots.filter((blocked) => dayNumber(blocked.date) >= from),
  };
}

/** `slots_booked` is derived from the live appointments, so it always agrees with them. */
function slotsBooked(rows: BookedRow[]): Record<string, string[]> {
  const booked: Record<string, string[]> = {};
  for (const row of rows) (booked[row.slot_date] ??= []).push(row.slot_time);
  return booked;
}

function toDoctor(row: DoctorRow, booked: Record<string, string[]>): Doctor {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    speciality: row.speciality,
    degree: row.degree,
    registrationNumber: row.registration_number,
    experience: row.experience,
    about: row.about,
    fees: row.fees,
    available: bool(row.available),
    address: fromJson<Address>(row.address),
    slots_booked: booked,
    blockedSlots: fromJson<BlockedSlots[]>(row.blocked_slots),
  };
}

export class SqliteDoctors implements DoctorRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  private findByIdSync(id: string): Doctor | null {
    const row = this.sql.statement(`SELECT ${COLUMNS} FROM doctors WHERE id = ?`).get(id) as
      DoctorRow | undefined;
    if (!row) return null;
    const booked = this.sql
      .statement(`${BOOKED} AND doc_id = ? ORDER BY seq`)
      .all(id) as BookedRow[];
    return toDoctor(row, slotsBooked(booked));
  }

  async list(options: { from?: string } = {}): Promise<Doctor[]> {
    const from = options.from === undefined ? undefined : dayNumber(options.from);
    return this.sql.transaction(() => {
      const rows = this.sql
        .statement(`SELECT ${COLUMNS} FROM doctors ORDER BY seq`)
        .all() as DoctorRow[];
      const byDoctor = new Map<string, BookedRow[]>();
      const bookedRows =
        from === undefined
          ? this.sql.statement(`${BOOKED} ORDER BY seq`).all()
          : this.sql.statement(`${BOOKED_FROM} ORDER BY seq`).all(from);
      for (const booked of bookedRows as BookedRow[]) {
        const list = byDoctor.get(booked.doc_id);
        if (list) list.push(booked);
        else byDoctor.set(booked.doc_id, [booked]);
      }
      return rows.map((row) => {
        const doctor = toDoctor(row, slotsBooked(byDoctor.get(row.id) ?? []));
        return from === undefined ? doctor : withBlockedFrom(doctor, from);
      });
    });
  }

  async findById(id: string): Promise<Doctor | null> {
    return this.findByIdSync(id);
  }

  async create(doctor: NewDoctor): Promise<Doctor> {
    const id = newId();
    this.sql
      .statement(
        `INSERT INTO doctors (${COLUMNS}) VALUES
         (@id, @name, @image, @speciality, @degree, @experience, @about, @fees, @available, @address, @blocked_slots, @registration_number)`,
      )
      .run({
        id,
        name: doctor.name,
        image: doctor.image,
        speciality: doctor.speciality,
        degree: doctor.degree,
        experience: doctor.experience,
        about: doctor.about,
        fees: doctor.fees,
        available: doctor.available ? 1 : 0,
        address: toJson(doctor.address),
        blocked_slots: toJson(doctor.blockedSlots ?? []),
        registration_number: doctor.registrationNumber ?? '',
      });
    return this.findByIdSync(id) as Doctor;
  }

  async update(id: string, patch: DoctorPatch): Promise<Doctor | null> {
    return this.sql.transaction(() => this.updateSync(id, patch));
  }

  private updateSync(id: string, patch: DoctorPatch): Doctor | null {
    const current = this.findByIdSync(id);
    if (!current) return null;
    const next = { ...current, ...definedOnly(patch) };
    this.sql
      .statement(
        `UPDATE doctors SET name = @name, image = @image, speciality = @speciality, degree = @degree,
         experience = @experience, about = @about, fees = @fees, available = @available,
         address = @address, registration_number = @registration_number WHERE id = @id`,
      )
      .run({
        id,
        name: next.name,
        image: next.image,
        speciality: next.speciality,
        degree: next.degree,
        experience: next.experience,
        about: next.about,
        fees: next.fees,
        available: next.available ? 1 : 0,
        address: toJson(next.address),
        registration_number: next.registrationNumber,
      });
    return this.findByIdSync(id);
  }

  async setBlockedTimes(id: string, date: string, times: string[]): Promise<Doctor | null> {
    assertSlotTimes(date, times);
    // The write transaction (BEGIN IMMEDIATE) serialises this with every booking, across
    // connections too: the booked times read here cannot change before the write.
    return this.sql.transaction(() => {
      const current = this.findByIdSync(id);
      if (!current) return null;
      const booked = current.slots_booked[date] ?? [];
      if (times.some((time) => booked.includes(time))) throw new StoreConflictError('slot');
      const others = current.blockedSlots.filter((block) => block.date !== date);
      const blocked = times.length > 0 ? [...others, { date, times: [...new Set(times)] }] : others;
      this.sql
        .statement('UPDATE doctors SET blocked_slots = ? WHERE id = ?')
        .run(toJson(blocked), id);
      return { ...current, blockedSlots: blocked };
    });
  }

  async blockDays(id: string, dates: string[]): Promise<Doctor | null> {
    for (const date of dates) assertSlotTimes(date, []);
    // One write transaction, as in setBlockedTimes: no booking lands between the check and the write.
    return this.sql.transaction(() => {
      const current = this.findByIdSync(id);
      if (!current) return null;
      if (dates.some((date) => (current.slots_booked[date] ?? []).length > 0))
        throw new StoreConflictError('slot');
      const days = new Set(dates);
      const blocked = [
        ...current.blockedSlots.filter((block) => !days.has(block.date)),
        ...[...days].map((date) => ({ date, times: [...SLOT_TIMES] })),
      ];
      this.sql
        .statement('UPDATE doctors SET blocked_slots = ? WHERE id = ?')
        .run(toJson(blocked), id);
      return { ...current, blockedSlots: blocked };
    });
  }
}
