import { slotDataText } from '@clinic/contracts';
import type {
  Appointment,
  AppointmentPatient,
  Attendance,
  BlockedSlots,
  PaymentProof,
  PaymentProofStatus,
  Refund,
} from '@clinic/contracts';
import {
  assertSlot,
  dayNumber,
  ERASED_PATIENT,
  NO_PROOF,
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
import { bool, fromJson, newId, onConflict, toJson } from './database.js';
import type { SqliteDatabase } from './database.js';

interface PatientAppointmentRow {
  id: string;
  user_id: string;
  doc_id: string;
  slot_date: string;
  slot_time: string;
  doc_data: string;
  amount: number;
  booked_at: string;
  cancelled: number;
  payment: number;
  is_completed: number;
  payment_proof: string;
  refund_status: Refund['status'] | null;
  refund_reference: string | null;
  refunded_on: string | null;
  patient: string | null;
  series_id: string | null;
  attendance: Attendance | null;
}

interface AppointmentRow extends PatientAppointmentRow {
  user_data: string;
}

function toPatientAppointment(row: PatientAppointmentRow): Appointment {
  return {
    _id: row.id,
    userId: row.user_id,
    docId: row.doc_id,
    slotDate: row.slot_date,
    slotTime: row.slot_time,
    slotData: slotDataText(row.slot_date, row.slot_time),
    docData: fromJson<Appointment['docData']>(row.doc_data),
    amount: row.amount,
    date: row.booked_at,
    cancelled: bool(row.cancelled),
    payment: bool(row.payment),
    isCompleted: bool(row.is_completed),
    paymentProof: fromJson<PaymentProof>(row.payment_proof),
    ...(row.patient && { patient: fromJson<AppointmentPatient>(row.patient) }),
    ...(row.refund_status && {
      refund: {
        status: row.refund_status,
        ...(row.refund_reference && { upiReference: row.refund_reference }),
        ...(row.refunded_on && { refundedOn: row.refunded_on }),
      },
    }),
    ...(row.series_id && { seriesId: row.series_id }),
    ...(row.attendance && { attendance: row.attendance }),
  };
}

/** The operator's record: the patient's own, with the patient's snapshot. */
function toAppointment(row: AppointmentRow): AppointmentRecord {
  return withPatientSnapshot(
    toPatientAppointment(row),
    fromJson<AppointmentRecord['userData']>(row.user_data),
  );
}

/**
 * slotDataText (packages/contracts/src/slots.ts) in SQL, for the HH:MM slot_time that assertSlot
 * lets in: 'D_M_YYYY hh:mm am/pm'. The sqlite engine's tests compare it with slotDataText for
 * every minute of a day.
 */
const SLOT_DATA = `slot_date || ' ' || printf('%02d:%s %s',
  (CAST(substr(slot_time, 1, 2) AS INTEGER) + 11) % 12 + 1, substr(slot_time, 4, 2),
  iif(CAST(substr(slot_time, 1, 2) AS INTEGER) >= 12, 'pm', 'am'))`;

/**
 * publicMediaUrl (src/libraries/public-url.ts) in SQL for the stored doctor's picture, under a
 * non-empty @mediaBase: the stored snapshot with its `image` rewritten.
 */
const DOC_DATA_UNDER_BASE = `json_set(doc_data, '$.image', iif(
  substr(doc_data ->> '$.image', 1, 1) = '/' AND substr(doc_data ->> '$.image', 1, 2) <> '//',
  @mediaBase || (doc_data ->> '$.image'), doc_data ->> '$.image'))`;

/** `,"key":value` when `column` is set (not NULL or ''), as toPatientAppointment leaves it out. */
const optionalMember = (key: string, column: string, value: string) =>
  `iif(coalesce(${column}, '') = '', '', ',"${key}":' || ${value})`;

/**
 * A row as the JSON text of toPatientAppointment's answer, field for field and in its order,
 * written by the query: reading a row's eighteen values into JavaScript, building the object and
 * serialising it cost the patient's list about three times as much (docs/decisions.md, Prepared
 * answers). The JSON columns (doc_data, payment_proof, patient) hold the text toJson wrote and go
 * in as they are; every other text value goes through json_quote.
 */
function patientAppointmentJson(docData: string): string {
  return [
    `'{"_id":' || json_quote(id)`,
    `',"userId":' || json_quote(user_id)`,
    `',"docId":' || json_quote(doc_id)`,
    `',"slotDate":' || json_quote(slot_date)`,
    `',"slotTime":' || json_quote(slot_time)`,
    `',"slotData":' || json_quote(${SLOT_DATA})`,
    `',"docData":' || ${docData}`,
    `',"amount":' || amount`,
    `',"date":' || json_quote(booked_at)`,
    `',"cancelled":' || iif(cancelled, 'true', 'false')`,
    `',"payment":' || iif(payment, 'true', 'false')`,
    `',"isCompleted":' || iif(is_completed, 'true', 'false')`,
    `',"paymentProof":' || payment_proof`,
    optionalMember('patient', 'patient', 'patient'),
    optionalMember(
      'refund',
      'refund_status',
      `'{"status":' || json_quote(refund_status)
        || ${optionalMember('upiReference', 'refund_reference', 'json_quote(refund_reference)')}
        || ${optionalMember('refundedOn', 'refunded_on', 'json_quote(refunded_on)')} || '}'`,
    ),
    optionalMember('seriesId', 'series_id', 'json_quote(series_id)'),
    optionalMember('attendance', 'attendance', 'json_quote(attendance)'),
    `'}'`,
  ].join('\n  || ');
}

/** A patient's list as one JSON array, oldest booking first: `[]` for none. */
const ownListJson = (docData: string) =>
  `SELECT '[' || coalesce(group_concat(${patientAppointmentJson(docData)}, ',' ORDER BY seq), '')
     || ']' FROM appointments WHERE user_id = @userId`;
const OWN_LIST_JSON = ownListJson('doc_data');
const OWN_LIST_JSON_UNDER_BASE = ownListJson(DOC_DATA_UNDER_BASE);

/** A member's `patient` snapshot after erasure (anonymiseMember): the relation and `@name`. */
const ERASED_MEMBER = `CASE WHEN patient IS NULL THEN NULL
  ELSE json_object('name', @name, 'relation', json_extract(patient, '$.relation'), 'dob', '') END`;

/** The atomic form of cancelOwesRefund (packages/contracts/src/appointment-rules.ts). */
const MONEY_MOVED = "payment = 1 OR proof_status = 'pending'";

/**
 * The record's part of patientChangeRefusal for a cancel (same file): not paid or completed, no
 * proof waiting.
 */
const PATIENT_MAY_CANCEL = `NOT (${MONEY_MOVED}) AND is_completed = 0`;

/**
 * `cancelled = 0` for queries that have a narrower index of their own (a patient's rows, the
 * pending proofs). Most rows are live, but the planner (no statistics) takes an equality as
 * selective and would pick appointments_state_day, led by `cancelled`, then read every upcoming
 * or every live appointment; the unary `+` keeps the term from choosing an index.
 */
const LIVE_NOT_INDEXED = '+cancelled = 0';
const LIVE_PENDING = `${LIVE_NOT_INDEXED} AND proof_status = 'pending'`;

/** The SQL of each status filter; see `requireToday` in ../rules.ts for their meaning. */
const STATUS_WHERE = {
  upcoming: 'cancelled = 0 AND slot_day >= @today',
  'awaiting-proof': "cancelled = 0 AND payment = 0 AND proof_status IN ('none', 'rejected')",
  'proof-pending': LIVE_PENDING,
  paid: 'cancelled = 0 AND payment = 1',
  cancelled: 'cancelled = 1',
  completed: 'cancelled = 0 AND slot_day < @today',
  'refund-due': "refund_status = 'due'",
} as const;

export class SqliteAppointments implements AppointmentRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  private row(id: string): AppointmentRow | undefined {
    return this.sql.statement('SELECT * FROM appointments WHERE id = ?').get(id) as
      AppointmentRow | undefined;
  }

  async book(appointment: NewAppointment, cap?: UnpaidCap): Promise<AppointmentRecord> {
    assertSlot(appointment.slotDate, appointment.slotTime);
    const id = newId();
    // One write transaction (BEGIN IMMEDIATE) for the checks and the insert, so that an operator's
    // block of this time lands wholly before (refused here) or after (refused there), and the
    // patient's other bookings are counted with no other write in between.
    this.sql.transaction(() => {
      this.insert(id, appointment);
      // Counted after the insert, so that a taken slot answers 'slot' first; the throw undoes it.
      if (cap && this.unpaidUpcoming(appointment.userId, cap.today) > cap.max)
        throw new StoreLimitError('unpaidBookings', cap.max);
    });
    return toAppointment(this.row(id) as AppointmentRow);
  }

  /** One write transaction for every session: the first refusal undoes the inserts before it. */
  async bookSeries(sessions: NewSeriesSession[]): Promise<AppointmentRecord[]> {
    for (const session of sessions) assertSlot(session.slotDate, session.slotTime);
    const ids = sessions.map(() => newId());
    this.sql.transaction(() => {
      sessions.forEach((session, index) => this.insert(ids[index] as string, session));
    });
    return ids.map((id) => toAppointment(this.row(id) as AppointmentRow));
  }

  /**
   * The block check, the waiting-list hold check and the insert of one appointment; the caller
   * holds the transaction.
   */
  private insert(id: string, appointment: NewAppointment & { seriesId?: string }): void {
    if (this.isBlocked(appointment.docId, appointment.slotDate, appointment.slotTime))
      throw new StoreConflictError('blocked');
    if (this.heldForAnother(appointment, appointment.userId, appointment.date))
      throw new StoreConflictError('slot');
    onConflict('slot', () =>
      this.sql
        .statement(
          `INSERT INTO appointments (id, user_id, doc_id, slot_date, slot_time, slot_day, doc_data,
           user_data, amount, booked_at, payment_proof, patient, series_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          appointment.userId,
          appointment.docId,
          appointment.slotDate,
          appointment.slotTime,
          dayNumber(appointment.slotDate),
          toJson(appointment.docData),
          toJson(appointment.userData),
          appointment.amount,
          appointment.date.toISOString(),
          toJson(NO_PROOF),
          appointment.patient ? toJson(appointment.patient) : null,
          appointment.seriesId ?? null,
        ),
    );
  }

  async listBySeries(seriesId: string): Promise<AppointmentRecord[]> {
    const rows = this.sql
      .statement('SELECT * FROM appointments WHERE series_id = ? ORDER BY slot_day, slot_time, seq')
      .all(seriesId) as AppointmentRow[];
    return rows.map(toAppointment);
  }

  private unpaidUpcoming(userId: string, today: string): number {
    const row = this.sql
      .statement(
        `SELECT COUNT(*) AS n FROM appointments
         WHERE user_id = ? AND ${LIVE_NOT_INDEXED} AND payment = 0 AND slot_day >= ?
           AND series_id IS NULL`,
      )
      .get(userId, dayNumber(today)) as { n: number };
    return row.n;
  }

  /** Whether an open waiting-list offer unexpired at `at` holds the time for another patient. */
  private heldForAnother(
    { docId, slotDate, slotTime }: { docId: string; slotDate: string; slotTime: string },
    userId: string,
    at: Date,
  ): boolean {
    return (
      this.sql
        .statement(
          `SELECT 1 FROM waitlist_offers WHERE doc_id = ? AND slot_date = ? AND slot_time = ?
           AND status = 'open' AND expires_at > ? AND user_id <> ?`,
        )
        .get(docId, slotDate, slotTime, at.getTime(), userId) !== undefined
    );
  }

  private isBlocked(docId: string, slotDate: string, slotTime: string): boolean {
    const row = this.sql.statement('SELECT blocked_slots FROM doctors WHERE id = ?').get(docId) as
      { blocked_slots: string } | undefined;
    // An unknown doctor is refused by the insert's foreign key.
    if (!row) return false;
    return fromJson<BlockedSlots[]>(row.blocked_slots).some(
      (block) => block.date === slotDate && block.times.includes(slotTime),
    );
  }

  async findById(id: string): Promise<AppointmentRecord | null> {
    const row = this.row(id);
    return row ? toAppointment(row) : null;
  }

  async listByUser(userId: string): Promise<AppointmentRecord[]> {
    const rows = this.sql
      .statement('SELECT * FROM appointments WHERE user_id = ? ORDER BY seq')
      .all(userId) as AppointmentRow[];
    return rows.map(toAppointment);
  }

  async listOwnJson(userId: string, mediaBase: string): Promise<string> {
    if (mediaBase === '')
      return this.sql.statement(OWN_LIST_JSON).pluck().get({ userId }) as string;
    return this.sql
      .statement(OWN_LIST_JSON_UNDER_BASE)
      .pluck()
      .get({ userId, mediaBase }) as string;
  }

  async cancel(id: string, { asPatient = false } = {}): Promise<AppointmentRecord | null> {
    const row = this.sql
      .statement(
        `UPDATE appointments SET cancelled = 1,
           refund_status = CASE WHEN ${MONEY_MOVED} THEN 'due' END
         WHERE id = ? AND cancelled = 0 ${asPatient ? `AND ${PATIENT_MAY_CANCEL}` : ''}
         RETURNING *`,
      )
      .get(id) as AppointmentRow | undefined;
    return row ? toAppointment(row) : null;
  }

  /**
   * One write transaction: the block check and the move, so that a block of the new time lands
   * wholly before or after; the unique live-slot index refuses a taken time, and the old time is
   * free the moment the row leaves it (`slots_booked` is derived from the live rows).
   */
  async reschedule(
    id: string,
    { slotDate, slotTime }: { slotDate: string; slotTime: string },
    { at }: { at?: Date } = {},
  ): Promise<AppointmentRecord | null> {
    assertSlot(slotDate, slotTime);
    return this.sql.transaction(() => {
      const current = this.row(id);
      if (!current || current.cancelled) return null;
      // Its own time is taken too (by itself), as the MongoDB reservation finds it.
      if (current.slot_date === slotDate && current.slot_time === slotTime)
        throw new StoreConflictError('slot');
      if (this.isBlocked(current.doc_id, slotDate, slotTime))
        throw new StoreConflictError('blocked');
      if (
        at &&
        this.heldForAnother({ docId: current.doc_id, slotDate, slotTime }, current.user_id, at)
      )
        throw new StoreConflictError('slot');
      const moved = onConflict('slot', () =>
        this.sql
          .statement(
            `UPDATE appointments SET slot_date = ?, slot_time = ?, slot_day = ?
             WHERE id = ? AND cancelled = 0 RETURNING *`,
          )
          .get(slotDate, slotTime, dayNumber(slotDate), id),
      ) as AppointmentRow | undefined;
      return moved ? toAppointment(moved) : null;
    });
  }

  async recordRefund(
    id: string,
    refund: { upiReference: string; refundedOn: string },
  ): Promise<AppointmentRecord | null> {
    const row = this.sql
      .statement(
        `UPDATE appointments SET refund_status = 'refunded', refund_reference = ?, refunded_on = ?
         WHERE id = ? AND refund_status = 'due' RETURNING *`,
      )
      .get(refund.upiReference, refund.refundedOn, id) as AppointmentRow | undefined;
    return row ? toAppointment(row) : null;
  }

  // The filter is the atomic form of proofRefusal (packages/contracts/src/appointment-rules.ts).
  async submitProof(
    id: string,
    proof: { name: string; transactionId: string; submittedAt: Date },
  ): Promise<AppointmentRecord | null> {
    const paymentProof: PaymentProof = {
      status: 'pending',
      name: proof.name,
      transactionId: proof.transactionId,
      submittedAt: proof.submittedAt.toISOString(),
    };
    const txn = transactionKey(proof.transactionId);
    // One write transaction for the record of the ID and the proof. The record stays even when
    // the proof is refused (the appointment changed meanwhile), as it does in mongo.
    return this.sql.transaction(() => {
      if (!this.sql.statement('SELECT 1 FROM appointments WHERE id = ?').get(id)) return null;
      const holder = this.sql
        .statement('SELECT appointment_id FROM transaction_ids WHERE txn = ?')
        .get(txn) as { appointment_id: string } | undefined;
      if (holder && holder.appointment_id !== id) throw new StoreConflictError('transactionId');
      if (!holder) {
        onConflict('transactionId', () =>
          this.sql
            .statement('INSERT INTO transaction_ids (txn, appointment_id) VALUES (?, ?)')
            .run(txn, id),
        );
      }
      const row = onConflict('transactionId', () =>
        this.sql
          .statement(
            `UPDATE appointments SET proof_status = 'pending', payment_proof = ?, proof_txn = ?,
             proof_decided_at = NULL
             WHERE id = ? AND cancelled = 0 AND payment = 0 AND proof_status IN ('none', 'rejected')
             RETURNING *`,
          )
          .get(toJson(paymentProof), txn, id),
      ) as AppointmentRow | undefined;
      return row ? toAppointment(row) : null;
    });
  }

  async decideProof(
    id: string,
    decision: {
      status: Extract<PaymentProofStatus, 'approved' | 'rejected'>;
      note?: string;
      decidedAt?: Date;
    },
  ): Promise<AppointmentRecord | null> {
    return this.sql.transaction(() => {
      const row = this.row(id);
      if (!row || fromJson<PaymentProof>(row.payment_proof).status !== 'pending') return null;
      const { note: _previous, ...proof } = fromJson<PaymentProof>(row.payment_proof);
      const decided: PaymentProof = {
        ...proof,
        status: decision.status,
        ...(decision.note ? { note: decision.note } : {}),
      };
      const approved = decision.status === 'approved' ? 1 : 0;
      const updated = this.sql
        .statement(
          `UPDATE appointments SET proof_status = @status, payment_proof = @proof,
           proof_decided_at = @decidedAt, payment = MAX(payment, @approved),
           is_completed = MAX(is_completed, @approved)
           WHERE id = @id AND proof_status = 'pending' RETURNING *`,
        )
        .get({
          id,
          status: decision.status,
          proof: toJson(decided),
          decidedAt: (decision.decidedAt ?? new Date()).getTime(),
          approved,
        }) as AppointmentRow;
      return toAppointment(updated);
    });
  }

  async markAttendance(
    id: string,
    attendance: Attendance,
    { slotDate, slotTime }: { slotDate: string; slotTime: string },
  ): Promise<AppointmentRecord | null> {
    const row = this.sql
      .statement(
        `UPDATE appointments SET attendance = ?
         WHERE id = ? AND cancelled = 0 AND slot_date = ? AND slot_time = ? RETURNING *`,
      )
      .get(attendance, id, slotDate, slotTime) as AppointmentRow | undefined;
    return row ? toAppointment(row) : null;
  }

  // appointments_attendance holds every column read: the marked rows of the range, no others.
  async countMarkedByDoctor(from: string, to: string): Promise<DoctorMarkedVisits[]> {
    return this.sql
      .statement(
        `SELECT doc_id AS docId, COUNT(*) AS marked, SUM(attendance = 'missed') AS missed
         FROM appointments
         WHERE attendance IS NOT NULL AND slot_day BETWEEN ? AND ? AND ${LIVE_NOT_INDEXED}
         GROUP BY doc_id`,
      )
      .all(dayNumber(from), dayNumber(to)) as DoctorMarkedVisits[];
  }

  async list(
    filter: AppointmentFilter,
  ): Promise<{ appointments: AppointmentRecord[]; total: number }> {
    const today = requireToday(filter);
    const where: string[] = [];
    const params: Record<string, string | number> = {};
    if (filter.from) {
      where.push('slot_day >= @from');
      params.from = dayNumber(filter.from);
    }
    if (filter.to) {
      where.push('slot_day <= @to');
      params.to = dayNumber(filter.to);
    }
    if (filter.docId) {
      where.push('doc_id = @docId');
      params.docId = filter.docId;
    }
    if (filter.status) {
      where.push(STATUS_WHERE[filter.status]);
      if (today !== undefined) params.today = today;
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const { skip, limit } = pageBounds(filter);
    const total = (
      this.sql.statement(`SELECT COUNT(*) AS n FROM appointments ${clause}`).get(params) as {
        n: number;
      }
    ).n;
    const rows = this.sql
      .statement(
        `SELECT * FROM appointments ${clause}
         ORDER BY slot_day, slot_time, seq LIMIT @limit OFFSET @skip`,
      )
      .all({ ...params, limit, skip }) as AppointmentRow[];
    return { appointments: rows.map(toAppointment), total };
  }

  async anonymiseUser(userId: string): Promise<number> {
    // One statement: the appointments are anonymised together or not at all.
    return this.sql
      .statement(
        `UPDATE appointments SET user_id = @erasedId, user_data = @snapshot,
         payment_proof = CASE WHEN json_extract(payment_proof, '$.name') IS NULL THEN payment_proof
           ELSE json_set(payment_proof, '$.name', @name) END,
         patient = ${ERASED_MEMBER}
         WHERE user_id = @userId`,
      )
      .run({
        userId,
        erasedId: newId(),
        snapshot: toJson(ERASED_PATIENT),
        name: ERASED_PATIENT.name,
      }).changes;
  }

  async anonymiseMember(userId: string, memberId: string): Promise<number> {
    return this.sql
      .statement(
        `UPDATE appointments SET patient = ${ERASED_MEMBER}
         WHERE user_id = @userId AND json_extract(patient, '$.memberId') = @memberId`,
      )
      .run({ userId, memberId, name: ERASED_PATIENT.name }).changes;
  }

  async countInRange(from: string, to: string): Promise<number> {
    const row = this.sql
      .statement(
        'SELECT COUNT(*) AS n FROM appointments WHERE cancelled = 0 AND slot_day BETWEEN ? AND ?',
      )
      .get(dayNumber(from), dayNumber(to)) as { n: number };
    return row.n;
  }

  async countProofsPending(): Promise<number> {
    const row = this.sql
      .statement(`SELECT COUNT(*) AS n FROM appointments WHERE ${LIVE_PENDING}`)
      .get() as { n: number };
    return row.n;
  }

  async revenueApproved(from: Date, to: Date): Promise<number> {
    const row = this.sql
      .statement(
        `SELECT COALESCE(SUM(amount), 0) AS total FROM appointments
         WHERE proof_status = 'approved' AND proof_decided_at >= ? AND proof_decided_at < ?`,
      )
      .get(from.getTime(), to.getTime()) as { total: number };
    return row.total;
  }

  // Booked times and the cap need nothing: `slots_booked` is derived from the live appointments
  // (doctors.ts) and the cap counts them inside the booking's transaction, so neither can drift.
  // Proofs written by a build before transaction_ids get their record.
  async reconcile(): Promise<void> {
    this.sql
      .statement(
        `INSERT OR IGNORE INTO transaction_ids (txn, appointment_id)
         SELECT proof_txn, id FROM appointments WHERE proof_txn IS NOT NULL`,
      )
      .run();
  }

  // appointments_state_day serves the range in slot order.
  async listLiveStartingBetween(fromDay: string, toDay: string): Promise<UpcomingVisit[]> {
    const rows = this.sql
      .statement(
        `SELECT id, slot_date, slot_time, booked_at FROM appointments
         WHERE cancelled = 0 AND slot_day BETWEEN ? AND ? ORDER BY slot_day, slot_time, seq`,
      )
      .all(dayNumber(fromDay), dayNumber(toDay)) as Pick<
      AppointmentRow,
      'id' | 'slot_date' | 'slot_time' | 'booked_at'
    >[];
    return rows.map((row) => ({
      _id: row.id,
      slotDate: row.slot_date,
      slotTime: row.slot_time,
      date: row.booked_at,
    }));
  }
}
