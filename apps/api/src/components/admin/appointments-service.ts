/**
 * The operator's appointments: the filtered list, cancelling (frees the slot at once) and the
 * decision on a payment proof. Each change is written to the audit log with the state before and
 * after, and the patient is told by mail.
 */
import {
  TEXTS,
  adminAppointmentSchema,
  attendanceRefusal,
  dateInputToKey,
  parseDateKey,
  toDateKey,
  zonedClock,
} from '@clinic/contracts';
import type {
  AdminAppointment,
  AdminAppointmentsQuery,
  Attendance,
  NewSlotRequest,
  RecordRefundRequest,
} from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { cancellations } from '../../libraries/metrics.js';
import type { AppointmentRecord } from '../../store/types.js';
import { createReceiptService } from '../receipts/service.js';
import type { Actor, AuditLog } from './audit-log.js';
import { createAppointmentService } from '../appointments/service.js';
import { createPatientNotices } from '../appointments/notices.js';
import { createWaitlistOffers } from '../waitlist/offers.js';

/** What the audit log keeps of an appointment: enough to tell who, when, how much and its state. */
function auditState(appointment: AppointmentRecord) {
  return {
    patient: appointment.userData.name,
    doctor: appointment.docData.name,
    slot: appointment.slotData,
    amount: appointment.amount,
    cancelled: appointment.cancelled,
    payment: appointment.payment,
    isCompleted: appointment.isCompleted,
    proof: appointment.paymentProof,
    refund: appointment.refund ?? null,
    attendance: appointment.attendance ?? null,
  };
}

export function createAdminAppointmentService(ctx: AppContext, audit: AuditLog) {
  const { store, config, clock, catalogs, logger, publicUrls } = ctx;
  const notices = createPatientNotices(ctx);
  const waitlist = createWaitlistOffers(ctx);
  const receipts = createReceiptService(ctx);
  const toAdminAppointment = (record: AppointmentRecord): AdminAppointment =>
    publicUrls.appointment(adminAppointmentSchema.parse(record));
  const patientAppointments = createAppointmentService(ctx);

  /** The page shows its patients' personal data, so reading it writes an audit entry. */
  async function list(
    actor: Actor,
    query: AdminAppointmentsQuery,
  ): Promise<{ appointments: AdminAppointment[]; total: number }> {
    const today = toDateKey(zonedClock(clock(), config.clinic.timeZone));
    const { appointments, total } = await store.appointments.list({ ...query, today });
    // Each row shows the patient's consents to the privacy notice and whether the intake was
    // done (never its answers): one read each for the page.
    const patientIds = [...new Set(appointments.map((appointment) => appointment.userId))];
    const consents = await store.consents.listByUsers(patientIds);
    const intakes = await store.intakes.statusByAppointments(
      appointments.map((appointment) => appointment._id),
    );
    await audit.recordRead(
      actor,
      {
        action: 'appointments.read',
        targetType: 'appointments',
        shown: { query, appointmentIds: appointments.map((appointment) => appointment._id) },
      },
      patientIds,
    );
    return {
      appointments: appointments.map((appointment) =>
        toAdminAppointment({
          ...appointment,
          consents: consents.get(appointment.userId) ?? [],
          intake: intakes.get(appointment._id) ?? 'none',
        }),
      ),
      total,
    };
  }

  async function find(appointmentId: string): Promise<AppointmentRecord> {
    const appointment = await store.appointments.findById(appointmentId);
    if (!appointment) throw AppError.notFound('appointmentNotFound');
    return appointment;
  }

  /**
   * Unlike a patient, the clinic may cancel a paid or proof-pending appointment (a doctor falls
   * ill); the audit entry keeps the payment state so that the refund can follow.
   */
  async function cancel(actor: Actor, appointmentId: string): Promise<AdminAppointment> {
    const before = await find(appointmentId);
    if (before.cancelled) throw AppError.conflict('alreadyCancelled');
    const after = await store.appointments.cancel(appointmentId);
    if (!after) throw AppError.conflict('alreadyCancelled');
    await waitlist.timeFreed(after);
    catalogs.doctors.invalidate();
    cancellations.inc({ by: 'staff' });
    await audit.record(actor, {
      action: 'appointment.cancel',
      targetType: 'appointment',
      targetId: appointmentId,
      before: auditState(before),
      after: auditState(after),
      patientIds: [before.userId],
    });
    await notices.cancelledByClinic(after);
    return toAdminAppointment(after);
  }

  async function decide(
    actor: Actor,
    appointmentId: string,
    decision: { status: 'approved' } | { status: 'rejected'; note: string },
  ): Promise<AdminAppointment> {
    const before = await find(appointmentId);
    if (before.cancelled || before.paymentProof.status !== 'pending')
      throw AppError.conflict('proofNotPending');
    const after = await store.appointments.decideProof(appointmentId, {
      ...decision,
      decidedAt: clock(),
    });
    // Another operator decided between the read and the write.
    if (!after) throw AppError.conflict('proofNotPending');
    // Numbered now, so that receipts follow the order of approval. The approval stands if this
    // fails: the receipt is then numbered at its first download.
    if (decision.status === 'approved')
      await receipts
        .issueReceipt(appointmentId)
        .catch((error: unknown) => logger.error('Numbering a receipt failed', error));
    await audit.record(actor, {
      action: decision.status === 'approved' ? 'payment.approve' : 'payment.reject',
      targetType: 'appointment',
      targetId: appointmentId,
      before: auditState(before),
      after: auditState(after),
      patientIds: [before.userId],
    });
    await (decision.status === 'approved'
      ? notices.proofApproved(after)
      : notices.proofRejected(after));
    return toAdminAppointment(after);
  }

  /**
   * The clinic moves an appointment to another free time of its doctor, paid or not and whatever
   * the cancellation policy's cut-off (which binds patients only); the new time is checked as a
   * booking's is.
   */
  async function reschedule(
    actor: Actor,
    appointmentId: string,
    request: NewSlotRequest,
  ): Promise<AdminAppointment> {
    const before = await find(appointmentId);
    if (before.cancelled) throw AppError.conflict('alreadyCancelled');
    const after = await patientAppointments.move(before, request);
    await audit.record(actor, {
      action: 'appointment.reschedule',
      targetType: 'appointment',
      targetId: appointmentId,
      before: auditState(before),
      after: auditState(after),
      patientIds: [before.userId],
    });
    return toAdminAppointment(after);
  }

  /**
   * Staff mark whether the patient came, once the visit has ended (attendanceRefusal); a mark may
   * be changed, and each one is audited with the mark before and after. `ownDoctor`: a doctor
   * marks their own diary's visits only (403).
   */
  async function markAttendance(
    actor: Actor,
    ownDoctor: string | null,
    appointmentId: string,
    attendance: Attendance,
  ): Promise<AdminAppointment> {
    const before = await find(appointmentId);
    if (ownDoctor !== null && before.docId !== ownDoctor) throw AppError.forbidden();
    const refusal = attendanceRefusal(before, { now: clock(), timeZone: config.clinic.timeZone });
    if (refusal) throw AppError.conflict(refusal);
    const after = await store.appointments.markAttendance(appointmentId, attendance, before);
    // Cancelled or moved to another time between the read and the write: refused as it now is.
    if (!after)
      throw AppError.conflict(
        (await find(appointmentId)).cancelled ? 'visitCancelled' : 'visitNotEnded',
      );
    await audit.record(actor, {
      action: 'appointment.attendance',
      targetType: 'appointment',
      targetId: appointmentId,
      before: auditState(before),
      after: auditState(after),
      patientIds: [before.userId],
    });
    return toAdminAppointment(after);
  }

  /**
   * Staff record the refund they made of a cancelled appointment whose money had moved: its UPI
   * reference and day (a real day, not after the clinic's today). A paid one gets a credit note;
   * the patient is mailed either way.
   */
  async function recordRefund(
    actor: Actor,
    appointmentId: string,
    request: RecordRefundRequest,
  ): Promise<AdminAppointment> {
    const dayKey = dateInputToKey(request.refundedOn);
    const day = dayKey ? parseDateKey(dayKey) : null;
    const today = zonedClock(clock(), config.clinic.timeZone);
    if (
      !day ||
      Date.UTC(day.year, day.month - 1, day.day) > Date.UTC(today.year, today.month - 1, today.day)
    )
      throw AppError.badRequest('refundInvalidDate', {
        errors: { refundedOn: TEXTS.refundInvalidDate },
      });
    const before = await find(appointmentId);
    if (before.refund?.status !== 'due') throw AppError.conflict('refundNotDue');
    const after = await store.appointments.recordRefund(appointmentId, request);
    // Another member of staff recorded it between the read and the write.
    if (!after) throw AppError.conflict('refundNotDue');
    await audit.record(actor, {
      action: 'refund.record',
      targetType: 'appointment',
      targetId: appointmentId,
      before: auditState(before),
      after: auditState(after),
      patientIds: [before.userId],
    });
    if (after.payment)
      await receipts.issueCreditNote(appointmentId, {
        upiReference: request.upiReference,
        refundedOn: new Date(Date.UTC(day.year, day.month - 1, day.day)),
        amount: after.amount,
      });
    await notices.refunded(after);
    return toAdminAppointment(after);
  }

  return {
    list,
    cancel,
    reschedule,
    markAttendance,
    recordRefund,
    approve: (actor: Actor, appointmentId: string) =>
      decide(actor, appointmentId, { status: 'approved' }),
    reject: (actor: Actor, appointmentId: string, reason: string) =>
      decide(actor, appointmentId, { status: 'rejected', note: reason }),
  };
}
