import { slotDataText } from '@clinic/contracts';
import type {
  AdminAppointmentStatus,
  Appointment,
  Attendance,
  PaymentProof,
  PaymentProofStatus,
} from '@clinic/contracts';
import { Types, trusted } from 'mongoose';
import { publicMediaUrl } from '../../libraries/public-url.js';
import {
  ERASED_PATIENT,
  assertSlot,
  dayNumber,
  pageBounds,
  requireToday,
  transactionKey,
  withPatientSnapshot,
} from '../rules.js';
import { StoreConflictError, StoreLimitError } from '../types.js';
import type {
  AppointmentFilter,
  AppointmentRecord,
  AppointmentRepository,
  DoctorMarkedVisits,
  NewAppointment,
  NewSeriesSession,
  UnpaidCap,
  UpcomingVisit,
} from '../types.js';
import { isId, onConflict } from './errors.js';
import type { AppointmentDoc, DoctorDoc, Models } from './models.js';

/**
 * A member's `patient` snapshot after erasure, as a pipeline stage's value (anonymiseMember). A
 * `$set` of an object merges into the embedded document, so the stage after it unsets the id.
 */
const ERASED_MEMBER = {
  $cond: [
    { $eq: [{ $type: '$patient' }, 'missing'] },
    '$$REMOVE',
    { name: ERASED_PATIENT.name, relation: '$patient.relation', dob: '' },
  ],
};

function toPaymentProof(proof: AppointmentDoc['paymentProof']): PaymentProof {
  const plain: PaymentProof = { status: proof.status };
  if (proof.name !== undefined) plain.name = proof.name;
  if (proof.transactionId !== undefined) plain.transactionId = proof.transactionId;
  if (proof.submittedAt !== undefined) plain.submittedAt = proof.submittedAt;
  if (proof.note !== undefined) plain.note = proof.note;
  return plain;
}

/** A patient's own list leaves the patient's snapshot unread (`listOwnJson`). */
type PatientAppointmentDoc = Omit<AppointmentDoc, 'userData'>;

function toPatientAppointment(doc: PatientAppointmentDoc): Appointment {
  return {
    _id: doc._id.toHexString(),
    userId: doc.userId.toHexString(),
    docId: doc.docId.toHexString(),
    slotDate: doc.slotDate,
    slotTime: doc.slotTime,
    slotData: slotDataText(doc.slotDate, doc.slotTime),
    docData: {
      name: doc.docData.name,
      image: doc.docData.image,
      speciality: doc.docData.speciality,
      address: { line1: doc.docData.address.line1, line2: doc.docData.address.line2 },
    },
    amount: doc.amount,
    date: doc.date.toISOString(),
    cancelled: doc.cancelled,
    payment: doc.payment,
    isCompleted: doc.isCompleted,
    paymentProof: toPaymentProof(doc.paymentProof),
    ...(doc.patient && {
      patient: {
        ...(doc.patient.memberId && { memberId: doc.patient.memberId }),
        name: doc.patient.name,
        relation: doc.patient.relation,
        dob: doc.patient.dob,
      },
    }),
    ...(doc.refund && {
      refund: {
        status: doc.refund.status,
        ...(doc.refund.upiReference && { upiReference: doc.refund.upiReference }),
        ...(doc.refund.refundedOn && { refundedOn: doc.refund.refundedOn }),
      },
    }),
    ...(doc.seriesId && { seriesId: doc.seriesId.toHexString() }),
    ...(doc.attendance && { attendance: doc.attendance }),
  };
}

/** The operator's record: the patient's own, with the patient's snapshot. */
function toAppointment(doc: AppointmentDoc): AppointmentRecord {
  const { name, email, phone } = doc.userData;
  return withPatientSnapshot(toPatientAppointment(doc), { name, email, phone });
}

/**
 * How long a booked time must stay without a live appointment before reconcile frees it: a
 * booking holds its time for a few milliseconds before its appointment is written.
 */
const STRAY_GRACE_MS = 1_000;

/**
 * The record's part of patientChangeRefusal for a cancel (packages/contracts/src/
 * appointment-rules.ts): not paid or completed, no proof waiting.
 */
const PATIENT_MAY_CANCEL: Record<string, unknown> = {
  payment: false,
  isCompleted: false,
  'paymentProof.status': trusted({ $ne: 'pending' }),
};

interface BookedTime {
  docId: Types.ObjectId;
  slotDate: string;
  slotTime: string;
}

const timeKey = ({ docId, slotDate, slotTime }: BookedTime) =>
  `${docId.toHexString()} ${slotDate} ${slotTime}`;

/** The query of each status filter; see `requireToday` in ../rules.ts for their meaning. */
function statusQuery(
  status: AdminAppointmentStatus,
  today: number | undefined,
): Record<string, unknown> {
  switch (status) {
    case 'upcoming':
      return { cancelled: false, slotDay: trusted({ $gte: today }) };
    case 'awaiting-proof':
      return {
        cancelled: false,
        payment: false,
        'paymentProof.status': trusted({ $in: ['none', 'rejected'] }),
      };
    case 'proof-pending':
      return { cancelled: false, 'paymentProof.status': 'pending' };
    case 'paid':
      return { cancelled: false, payment: true };
    case 'cancelled':
      return { cancelled: true };
    case 'completed':
      return { cancelled: false, slotDay: trusted({ $lt: today }) };
    case 'refund-due':
      return { 'refund.status': 'due' };
  }
}

export class MongoAppointments implements AppointmentRepository {
  constructor(private readonly models: Models) {}

  /**
   * Reserves the time on the doctor with one conditional update (no multi-document transaction
   * needed), then holds a place under the patient's cap, then writes the appointment; the unique
   * live-slot index is the second guard. The first update also checks that the time is not
   * blocked: blocking guards on `slots_booked` in one update of the same document
   * (MongoDoctors.setBlockedTimes), so one of the two always loses. Each later failure undoes
   * the earlier writes.
   */
  async book(appointment: NewAppointment, cap?: UnpaidCap): Promise<AppointmentRecord> {
    const { docId, slotDate, slotTime } = appointment;
    assertSlot(slotDate, slotTime);
    if (!isId(docId) || !isId(appointment.userId)) throw new Error('Unknown doctor or patient');
    await this.reserve(docId, slotDate, slotTime);
    await this.refuseHeldForAnother(
      { docId, slotDate, slotTime },
      appointment.userId,
      appointment.date,
    );
    const appointmentId = new Types.ObjectId();
    const slotDay = dayNumber(slotDate);
    try {
      await this.hold(appointment.userId, { appointmentId, slotDay }, cap);
    } catch (error) {
      await this.freeSlot(docId, slotDate, slotTime);
      throw error;
    }
    try {
      const doc = await this.models.Appointment.create({
        ...appointment,
        _id: appointmentId,
        slotDay,
        paymentProof: { status: 'none' },
      });
      return toAppointment(doc.toObject<AppointmentDoc>());
    } catch (error) {
      await this.release(appointment.userId, appointmentId);
      // A live appointment already holds the slot: the time we pushed now agrees with it.
      if ((error as { code?: unknown }).code === 11000) throw new StoreConflictError('slot');
      await this.freeSlot(docId, slotDate, slotTime);
      throw error;
    }
  }

  /**
   * No transaction (docs/mongodb.md, Series): every session's time is reserved first, one guarded
   * update each as `book` reserves one, and the first refusal gives back the times reserved before
   * it and throws. Only once every time is held are the appointments written, in one ordered
   * insertMany; should that fail (a live appointment holds a time that `slots_booked` had lost),
   * the series' written appointments are deleted and each time that no other live appointment
   * holds is freed. Sessions take no hold under the cap.
   */
  async bookSeries(sessions: NewSeriesSession[]): Promise<AppointmentRecord[]> {
    for (const session of sessions) {
      assertSlot(session.slotDate, session.slotTime);
      if (!isId(session.docId) || !isId(session.userId) || !isId(session.seriesId))
        throw new Error('Unknown doctor, patient or series');
    }
    const reserved: NewSeriesSession[] = [];
    try {
      for (const session of sessions) {
        await this.reserve(session.docId, session.slotDate, session.slotTime);
        // Frees this session's time itself when it throws; the catch frees the ones before it.
        await this.refuseHeldForAnother(session, session.userId, session.date);
        reserved.push(session);
      }
    } catch (error) {
      for (const session of reserved)
        await this.freeSlot(session.docId, session.slotDate, session.slotTime);
      throw error;
    }
    const docs = sessions.map((session) => ({
      ...session,
      _id: new Types.ObjectId(),
      slotDay: dayNumber(session.slotDate),
      paymentProof: { status: 'none' as const },
    }));
    try {
      await this.models.Appointment.insertMany(docs, { ordered: true });
    } catch (error) {
      await this.models.Appointment.deleteMany({
        _id: trusted({ $in: docs.map((doc) => doc._id) }),
      });
      for (const session of sessions) {
        const held = await this.models.Appointment.exists({
          docId: session.docId,
          slotDate: session.slotDate,
          slotTime: session.slotTime,
          cancelled: false,
        });
        if (!held) await this.freeSlot(session.docId, session.slotDate, session.slotTime);
      }
      if ((error as { code?: unknown }).code === 11000) throw new StoreConflictError('slot');
      throw error;
    }
    const written = await this.models.Appointment.find({
      _id: trusted({ $in: docs.map((doc) => doc._id) }),
    }).lean<AppointmentDoc[]>();
    const byId = new Map(written.map((doc) => [doc._id.toHexString(), doc]));
    return docs.map((doc) => toAppointment(byId.get(doc._id.toHexString()) as AppointmentDoc));
  }

  async listBySeries(seriesId: string): Promise<AppointmentRecord[]> {
    if (!isId(seriesId)) return [];
    const docs = await this.models.Appointment.find({ seriesId })
      .sort({ slotDay: 1, slotTime: 1, _id: 1 })
      .lean<AppointmentDoc[]>();
    return docs.map(toAppointment);
  }

  /**
   * Adds the appointment's hold to the patient's holds in one conditional update: with a cap,
   * only while fewer than `cap.max` holds are on `cap.today` or later (older ones are dropped on
   * the way), else it throws StoreLimitError. Concurrent bookings of one patient each see the
   * others' holds, so the cap holds without a transaction. A hold whose pull a crash prevented
   * stops counting on its slot day, erring towards refusing.
   */
  private async hold(
    userId: string,
    hold: { appointmentId: Types.ObjectId; slotDay: number },
    cap: UnpaidCap | undefined,
  ): Promise<void> {
    const held = { $ifNull: ['$holds', []] };
    const kept = cap
      ? { $filter: { input: held, cond: { $gte: ['$$this.slotDay', dayNumber(cap.today)] } } }
      : held;
    const write = (upsert: boolean) =>
      this.models.UnpaidHolds.updateOne(
        cap
          ? { _id: userId, $expr: trusted({ $lt: [{ $size: kept }, cap.max] }) }
          : { _id: userId },
        [{ $set: { holds: { $concatArrays: [kept, { $literal: [hold] }] } } }],
        // The pipeline writes `holds` itself; mongoose's insert defaults apply to $-updates only.
        { upsert, updatePipeline: true, setDefaultsOnInsert: false },
      );
    try {
      await write(true);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
    // The upsert found the patient's document at the cap, or lost the race to create it with a
    // concurrent first booking: only a retry on the existing document can tell which.
    const retried = await write(false);
    if (retried.matchedCount === 0 && cap) throw new StoreLimitError('unpaidBookings', cap.max);
  }

  /** Gives the place back: the appointment was cancelled, paid, or never written. */
  private async release(
    userId: Types.ObjectId | string,
    appointmentId: Types.ObjectId | string,
  ): Promise<void> {
    await this.models.UnpaidHolds.updateOne(
      { _id: userId },
      { $pull: { holds: { appointmentId } } },
    );
  }

  /**
   * After the time is reserved: when an open waiting-list offer unexpired at `at` holds it for
   * another patient, frees it and throws StoreConflictError('slot'). The offer's side writes its
   * offer first and then reads the doctor's booked times (MongoWaitlist.offer), so of a booking
   * and an offer of one time racing, at least one sees the other and gives way.
   */
  private async refuseHeldForAnother(
    { docId, slotDate, slotTime }: { docId: string; slotDate: string; slotTime: string },
    userId: string,
    at: Date,
  ): Promise<void> {
    const held = await this.models.WaitlistOffer.exists({
      docId,
      slotDate,
      slotTime,
      status: 'open',
      expiresAt: trusted({ $gt: at }),
      userId: trusted({ $ne: userId }),
    });
    if (!held) return;
    await this.freeSlot(docId, slotDate, slotTime);
    throw new StoreConflictError('slot');
  }

  /** Marks the time booked on the doctor unless it is taken or blocked (which throws). */
  private async reserve(
    docId: Types.ObjectId | string,
    slotDate: string,
    slotTime: string,
  ): Promise<void> {
    const path = `slots_booked.${slotDate}`;
    const reserved = await this.models.Doctor.updateOne(
      {
        _id: docId,
        [path]: trusted({ $ne: slotTime }),
        blockedSlots: trusted({ $not: { $elemMatch: { date: slotDate, times: slotTime } } }),
      },
      { $push: { [path]: slotTime } },
    );
    if (reserved.matchedCount === 0) {
      const doctor = await this.models.Doctor.findById(docId, { blockedSlots: 1 }).lean<
        Pick<DoctorDoc, 'blockedSlots'>
      >();
      if (!doctor) throw new Error('Unknown doctor');
      const blocked = doctor.blockedSlots.some(
        (block) => block.date === slotDate && block.times.includes(slotTime),
      );
      throw new StoreConflictError(blocked ? 'blocked' : 'slot');
    }
  }

  private async freeSlot(
    docId: Types.ObjectId | string,
    slotDate: string,
    slotTime: string,
  ): Promise<void> {
    const path = `slots_booked.${slotDate}`;
    await this.models.Doctor.updateOne({ _id: docId }, { $pull: { [path]: slotTime } });
    // An emptied date leaves the map, as in sqlite, where the map is derived.
    await this.models.Doctor.updateOne(
      { _id: docId, [path]: trusted({ $size: 0 }) },
      { $unset: { [path]: 1 } },
    );
  }

  /**
   * Frees booked times that no live appointment holds: a crash between the reservation and the
   * insert (book), or between a cancel and its pull, leaves one. Only a time found stray in two
   * reads STRAY_GRACE_MS apart is freed, so that a booking in flight keeps its reservation. While
   * a time is in `slots_booked` no other booking can take it, so none can start in between.
   */
  private async freeStrayTimes(): Promise<void> {
    const first = await this.strayTimes();
    if (first.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, STRAY_GRACE_MS));
    const still = new Set((await this.strayTimes()).map(timeKey));
    for (const stray of first) {
      if (still.has(timeKey(stray)))
        await this.freeSlot(stray.docId, stray.slotDate, stray.slotTime);
    }
  }

  private async strayTimes(): Promise<BookedTime[]> {
    const doctors = await this.models.Doctor.find({}, { slots_booked: 1 }).lean<
      Pick<DoctorDoc, '_id' | 'slots_booked'>[]
    >();
    const strays: BookedTime[] = [];
    for (const doctor of doctors) {
      const booked = Object.entries(doctor.slots_booked ?? {});
      if (booked.length === 0) continue;
      const live = await this.models.Appointment.find(
        { docId: doctor._id, cancelled: false },
        { _id: 0, slotDate: 1, slotTime: 1 },
      ).lean<{ slotDate: string; slotTime: string }[]>();
      const held = new Set(
        live.map((appointment) => `${appointment.slotDate} ${appointment.slotTime}`),
      );
      for (const [slotDate, times] of booked) {
        for (const slotTime of times) {
          if (!held.has(`${slotDate} ${slotTime}`))
            strays.push({ docId: doctor._id, slotDate, slotTime });
        }
      }
    }
    return strays;
  }

  async findById(id: string): Promise<AppointmentRecord | null> {
    if (!isId(id)) return null;
    const doc = await this.models.Appointment.findById(id).lean<AppointmentDoc>();
    return doc ? toAppointment(doc) : null;
  }

  async listByUser(userId: string): Promise<AppointmentRecord[]> {
    if (!isId(userId)) return [];
    const docs = await this.models.Appointment.find({ userId })
      .sort({ _id: 1 })
      .lean<AppointmentDoc[]>();
    return docs.map(toAppointment);
  }

  async listOwnJson(userId: string, mediaBase: string): Promise<string> {
    if (!isId(userId)) return '[]';
    const docs = await this.models.Appointment.find({ userId }, { userData: 0 })
      .sort({ _id: 1 })
      .lean<PatientAppointmentDoc[]>();
    return JSON.stringify(
      docs.map((doc) => {
        const appointment = toPatientAppointment(doc);
        appointment.docData.image = publicMediaUrl(mediaBase, appointment.docData.image);
        return appointment;
      }),
    );
  }

  async cancel(id: string, { asPatient = false } = {}): Promise<AppointmentRecord | null> {
    if (!isId(id)) return null;
    const doc = await this.models.Appointment.findOneAndUpdate(
      { _id: id, cancelled: false, ...(asPatient ? PATIENT_MAY_CANCEL : {}) },
      // One pipeline update: the refund is owed exactly when the cancel lands on money moved
      // (cancelOwesRefund in packages/contracts/src/appointment-rules.ts).
      [
        {
          $set: {
            cancelled: true,
            refund: {
              $cond: [
                { $or: ['$payment', { $eq: ['$paymentProof.status', 'pending'] }] },
                { status: 'due' },
                '$$REMOVE',
              ],
            },
          },
        },
      ],
      { returnDocument: 'after', updatePipeline: true },
    ).lean<AppointmentDoc>();
    if (!doc) return null;
    await this.freeSlot(doc.docId, doc.slotDate, doc.slotTime);
    await this.release(doc.userId, doc._id);
    return toAppointment(doc);
  }

  /**
   * The new time is reserved on the doctor first (one conditional update: of two moves or
   * bookings racing for it, one wins and the other changes nothing), then the live appointment
   * moves to it in one update that also checks it has not moved or been cancelled meanwhile, and
   * only then is the old time freed. A crash in between leaves a time marked booked that no
   * appointment holds, which `reconcile` frees.
   */
  async reschedule(
    id: string,
    { slotDate, slotTime }: { slotDate: string; slotTime: string },
    { at }: { at?: Date } = {},
  ): Promise<AppointmentRecord | null> {
    assertSlot(slotDate, slotTime);
    if (!isId(id)) return null;
    const current = await this.models.Appointment.findOne({
      _id: id,
      cancelled: false,
    }).lean<AppointmentDoc>();
    if (!current) return null;
    await this.reserve(current.docId, slotDate, slotTime);
    if (at)
      await this.refuseHeldForAnother(
        { docId: current.docId.toHexString(), slotDate, slotTime },
        current.userId.toHexString(),
        at,
      );
    const slotDay = dayNumber(slotDate);
    let moved: AppointmentDoc | null;
    try {
      moved = await this.models.Appointment.findOneAndUpdate(
        { _id: id, cancelled: false, slotDate: current.slotDate, slotTime: current.slotTime },
        { $set: { slotDate, slotTime, slotDay } },
        { returnDocument: 'after' },
      ).lean<AppointmentDoc>();
    } catch (error) {
      // A live appointment already holds the new time: the time reserved agrees with it.
      if ((error as { code?: unknown }).code === 11000) throw new StoreConflictError('slot');
      await this.freeSlot(current.docId, slotDate, slotTime);
      throw error;
    }
    if (!moved) {
      await this.freeSlot(current.docId, slotDate, slotTime);
      return null;
    }
    await this.freeSlot(current.docId, current.slotDate, current.slotTime);
    await this.models.UnpaidHolds.updateOne(
      { _id: current.userId, 'holds.appointmentId': current._id },
      { $set: { 'holds.$.slotDay': slotDay } },
    );
    return toAppointment(moved);
  }

  async recordRefund(
    id: string,
    refund: { upiReference: string; refundedOn: string },
  ): Promise<AppointmentRecord | null> {
    if (!isId(id)) return null;
    const doc = await this.models.Appointment.findOneAndUpdate(
      { _id: id, 'refund.status': 'due' },
      { $set: { refund: { status: 'refunded', ...refund } } },
      { returnDocument: 'after' },
    ).lean<AppointmentDoc>();
    return doc ? toAppointment(doc) : null;
  }

  // The filter is the atomic form of proofRefusal (packages/contracts/src/appointment-rules.ts).
  async submitProof(
    id: string,
    proof: { name: string; transactionId: string; submittedAt: Date },
  ): Promise<AppointmentRecord | null> {
    if (!isId(id) || !(await this.models.Appointment.exists({ _id: id }))) return null;
    await this.recordTransaction(transactionKey(proof.transactionId), id);
    const doc = await onConflict('transactionId', () =>
      this.models.Appointment.findOneAndUpdate(
        {
          _id: id,
          cancelled: false,
          payment: false,
          'paymentProof.status': trusted({ $in: ['none', 'rejected'] }),
        },
        {
          $set: {
            paymentProof: {
              status: 'pending',
              name: proof.name,
              transactionId: proof.transactionId,
              submittedAt: proof.submittedAt.toISOString(),
            },
            proofTxn: transactionKey(proof.transactionId),
          },
          $unset: { proofDecidedAt: 1 },
        },
        { returnDocument: 'after' },
      ).lean<AppointmentDoc>(),
    );
    return doc ? toAppointment(doc) : null;
  }

  /**
   * Records that the ID was sent for this appointment, before the proof is written: the unique
   * `_id` lets only one appointment ever hold it (11000 -> StoreConflictError), and the same
   * appointment may send it again. The record stays if the proof is then refused because the
   * appointment changed meanwhile: deleting it could free an ID that a concurrent send for the
   * same appointment has just written into its proof.
   */
  private async recordTransaction(txn: string, appointmentId: string): Promise<void> {
    try {
      await this.models.TransactionId.create({ _id: txn, appointmentId });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
      const holder = await this.models.TransactionId.findById(txn).lean<{
        appointmentId: Types.ObjectId;
      }>();
      if (!holder?.appointmentId.equals(appointmentId))
        throw new StoreConflictError('transactionId');
    }
  }

  async decideProof(
    id: string,
    decision: {
      status: Extract<PaymentProofStatus, 'approved' | 'rejected'>;
      note?: string;
      decidedAt?: Date;
    },
  ): Promise<AppointmentRecord | null> {
    if (!isId(id)) return null;
    const set: Record<string, unknown> = {
      'paymentProof.status': decision.status,
      proofDecidedAt: decision.decidedAt ?? new Date(),
    };
    if (decision.status === 'approved') Object.assign(set, { payment: true, isCompleted: true });
    if (decision.note) set['paymentProof.note'] = decision.note;
    const doc = await this.models.Appointment.findOneAndUpdate(
      { _id: id, 'paymentProof.status': 'pending' },
      decision.note ? { $set: set } : { $set: set, $unset: { 'paymentProof.note': 1 } },
      { returnDocument: 'after' },
    ).lean<AppointmentDoc>();
    if (!doc) return null;
    if (doc.payment) await this.release(doc.userId, doc._id);
    return toAppointment(doc);
  }

  async markAttendance(
    id: string,
    attendance: Attendance,
    { slotDate, slotTime }: { slotDate: string; slotTime: string },
  ): Promise<AppointmentRecord | null> {
    if (!isId(id)) return null;
    const doc = await this.models.Appointment.findOneAndUpdate(
      { _id: id, cancelled: false, slotDate, slotTime },
      { $set: { attendance } },
      { returnDocument: 'after' },
    ).lean<AppointmentDoc>();
    return doc ? toAppointment(doc) : null;
  }

  // The partial `attendance` index holds the marked appointments only, with every field read.
  async countMarkedByDoctor(from: string, to: string): Promise<DoctorMarkedVisits[]> {
    const groups = await this.models.Appointment.aggregate<{
      _id: Types.ObjectId;
      marked: number;
      missed: number;
    }>([
      {
        $match: {
          slotDay: { $gte: dayNumber(from), $lte: dayNumber(to) },
          attendance: { $type: 'string' },
          cancelled: false,
        },
      },
      {
        $group: {
          _id: '$docId',
          marked: { $sum: 1 },
          missed: { $sum: { $cond: [{ $eq: ['$attendance', 'missed'] }, 1, 0] } },
        },
      },
    ]);
    return groups.map(({ _id, marked, missed }) => ({ docId: _id.toHexString(), marked, missed }));
  }

  async list(
    filter: AppointmentFilter,
  ): Promise<{ appointments: AppointmentRecord[]; total: number }> {
    const today = requireToday(filter);
    const conditions: Record<string, unknown>[] = [];
    if (filter.from) conditions.push({ slotDay: trusted({ $gte: dayNumber(filter.from) }) });
    if (filter.to) conditions.push({ slotDay: trusted({ $lte: dayNumber(filter.to) }) });
    if (filter.docId) {
      if (!isId(filter.docId)) return { appointments: [], total: 0 };
      conditions.push({ docId: filter.docId });
    }
    if (filter.status) conditions.push(statusQuery(filter.status, today));
    const query = conditions.length > 0 ? { $and: conditions } : {};
    const { skip, limit } = pageBounds(filter);
    const [docs, total] = await Promise.all([
      this.models.Appointment.find(query)
        .sort({ slotDay: 1, slotTime: 1, _id: 1 })
        .skip(skip)
        .limit(limit)
        .lean<AppointmentDoc[]>(),
      this.models.Appointment.countDocuments(query),
    ]);
    return { appointments: docs.map(toAppointment), total };
  }

  /**
   * One updateMany; MongoDB applies it document by document, so a crash midway leaves some
   * appointments with the patient's id, which a second run gives another new id: each stays
   * anonymous, they are only no longer grouped under one.
   */
  async anonymiseUser(userId: string): Promise<number> {
    if (!isId(userId)) return 0;
    const result = await this.models.Appointment.updateMany(
      { userId },
      [
        {
          $set: {
            userId: { $literal: new Types.ObjectId() },
            userData: { $literal: ERASED_PATIENT },
            patient: ERASED_MEMBER,
            'paymentProof.name': {
              $cond: [
                { $eq: [{ $type: '$paymentProof.name' }, 'missing'] },
                '$$REMOVE',
                ERASED_PATIENT.name,
              ],
            },
          },
        },
        { $unset: 'patient.memberId' },
      ],
      { updatePipeline: true },
    );
    // The patient's holds under the booking cap name them; their upcoming bookings are gone.
    await this.models.UnpaidHolds.deleteOne({ _id: userId });
    return result.modifiedCount;
  }

  async anonymiseMember(userId: string, memberId: string): Promise<number> {
    if (!isId(userId)) return 0;
    const result = await this.models.Appointment.updateMany(
      { userId, 'patient.memberId': memberId },
      [{ $set: { patient: ERASED_MEMBER } }, { $unset: 'patient.memberId' }],
      { updatePipeline: true },
    );
    return result.modifiedCount;
  }

  async countInRange(from: string, to: string): Promise<number> {
    return this.models.Appointment.countDocuments({
      cancelled: false,
      slotDay: trusted({ $gte: dayNumber(from), $lte: dayNumber(to) }),
    });
  }

  async countProofsPending(): Promise<number> {
    return this.models.Appointment.countDocuments({
      cancelled: false,
      'paymentProof.status': 'pending',
    });
  }

  async revenueApproved(from: Date, to: Date): Promise<number> {
    const [result] = await this.models.Appointment.aggregate<{ total: number }>([
      { $match: { 'paymentProof.status': 'approved', proofDecidedAt: { $gte: from, $lt: to } } },
      { $group: { _id: null, total: { $sum: '$amount' } } },
    ]);
    return result?.total ?? 0;
  }

  async reconcile(today: string): Promise<void> {
    await this.freeStrayTimes();
    // Proofs written by a build before transaction_ids get their record.
    await this.models.Appointment.aggregate([
      { $match: { proofTxn: { $type: 'string' } } },
      { $project: { _id: '$proofTxn', appointmentId: '$_id' } },
      {
        $merge: {
          into: this.models.TransactionId.collection.collectionName,
          on: '_id',
          whenMatched: 'keepExisting',
          whenNotMatched: 'insert',
        },
      },
    ]);
    // Unpaid upcoming appointments without a hold (booked before holds were kept) gain one, so
    // that the cap counts them; sessions of a series never count. Holds are only added here: one that is no longer due stops
    // counting on its slot day (see hold()).
    await this.models.Appointment.aggregate([
      {
        $match: {
          cancelled: false,
          payment: false,
          slotDay: { $gte: dayNumber(today) },
          seriesId: { $exists: false },
        },
      },
      {
        $group: {
          _id: '$userId',
          holds: { $push: { appointmentId: '$_id', slotDay: '$slotDay' } },
        },
      },
      {
        $merge: {
          into: this.models.UnpaidHolds.collection.collectionName,
          on: '_id',
          whenMatched: [
            {
              $set: {
                holds: {
                  $concatArrays: [
                    { $ifNull: ['$holds', []] },
                    {
                      $filter: {
                        input: '$$new.holds',
                        cond: {
                          $not: [
                            {
                              $in: [
                                '$$this.appointmentId',
                                { $ifNull: ['$holds.appointmentId', []] },
                              ],
                            },
                          ],
                        },
                      },
                    },
                  ],
                },
              },
            },
          ],
          whenNotMatched: 'insert',
        },
      },
    ]);
  }

  // The index on {cancelled, slotDay, slotTime, _id, ...} serves the range in slot order.
  async listLiveStartingBetween(fromDay: string, toDay: string): Promise<UpcomingVisit[]> {
    const docs = await this.models.Appointment.find(
      { cancelled: false, slotDay: trusted({ $gte: dayNumber(fromDay), $lte: dayNumber(toDay) }) },
      { slotDate: 1, slotTime: 1, date: 1 },
    )
      .sort({ slotDay: 1, slotTime: 1, _id: 1 })
      .lean<Pick<AppointmentDoc, '_id' | 'slotDate' | 'slotTime' | 'date'>[]>();
    return docs.map((doc) => ({
      _id: doc._id.toHexString(),
      slotDate: doc.slotDate,
      slotTime: doc.slotTime,
      date: doc.date.toISOString(),
    }));
  }
}
