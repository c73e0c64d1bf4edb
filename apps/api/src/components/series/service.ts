/**
 * A series (docs/product.md, Series): staff book one patient with one doctor at one time every
 * week or fortnight. Every session is checked like a booking (`previewSeries` in the contracts;
 * the 14-day window and the unpaid cap bind patients' own bookings only), then the store takes
 * them all or none (`bookSeries`). Each session is then an appointment like any other: mailed
 * with its own invite, reminded, paid, moved or cancelled on its own. "Cancel the rest" cancels
 * the series' sessions that have not started, each under the rules of whoever asks.
 */
import { randomBytes } from 'node:crypto';
import { patientChangeRefusal, previewSeries } from '@clinic/contracts';
import type { BookSeriesRequest, SeriesRequest, SeriesSession } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { cancellations } from '../../libraries/metrics.js';
import { StoreConflictError } from '../../store/types.js';
import type { AppointmentRecord } from '../../store/types.js';
import type { Actor, AuditLog } from '../admin/audit-log.js';
import { newAppointment } from '../appointments/new-appointment.js';
import { createPatientNotices } from '../appointments/notices.js';
import { createWaitlistOffers } from '../waitlist/offers.js';

export function createSeriesService(ctx: AppContext, audit: AuditLog) {
  const { store, config, clock, catalogs } = ctx;
  const notices = createPatientNotices(ctx);
  const waitlist = createWaitlistOffers(ctx);

  /** The doctor, the patient and each session with the reason it cannot be booked now. */
  async function plan(request: SeriesRequest) {
    const doctor = await store.doctors.findById(request.docId);
    if (!doctor) throw AppError.notFound('doctorNotFound');
    if (!doctor.available) throw AppError.badRequest('doctorNotAvailable');
    const patient = await store.users.findByEmail(request.patientEmail);
    if (!patient) throw AppError.notFound('patientNotFound');
    const sessions = previewSeries({
      now: clock(),
      timeZone: config.clinic.timeZone,
      slotsBooked: doctor.slots_booked,
      blockedSlots: doctor.blockedSlots,
      ...request,
    });
    return { doctor, patient, sessions };
  }

  async function preview(request: SeriesRequest): Promise<SeriesSession[]> {
    return (await plan(request)).sessions;
  }

  /** A 409 that carries the sessions as they now stand, so that staff can skip the refused. */
  const unavailable = (sessions: SeriesSession[]) =>
    AppError.conflict('seriesSessionsUnavailable').withExtra({ sessions });

  async function book(
    actor: Actor,
    request: BookSeriesRequest,
  ): Promise<{ seriesId: string; appointments: AppointmentRecord[] }> {
    const { doctor, patient, sessions } = await plan(request);
    const days = new Set(sessions.map((session) => session.slotDate));
    if (request.skip.some((day) => !days.has(day))) throw AppError.badRequest('seriesSkipUnknown');
    const chosen = sessions.filter((session) => !request.skip.includes(session.slotDate));
    if (chosen.length === 0) throw AppError.badRequest('seriesNothingToBook');
    if (chosen.some((session) => session.refusal !== null)) throw unavailable(sessions);
    const seriesId = randomBytes(12).toString('hex');
    const bookedAt = clock();
    let appointments: AppointmentRecord[];
    try {
      appointments = await store.appointments.bookSeries(
        chosen.map((session) => ({
          ...newAppointment(patient, doctor, session, bookedAt),
          seriesId,
        })),
      );
    } catch (error) {
      // A booking or a block landed since the check: answer with the sessions as they now are.
      if (error instanceof StoreConflictError) throw unavailable((await plan(request)).sessions);
      throw error;
    }
    catalogs.doctors.invalidate();
    await audit.record(actor, {
      action: 'series.book',
      targetType: 'series',
      targetId: seriesId,
      before: null,
      after: {
        patient: patient.name,
        doctor: doctor.name,
        repeat: request.repeat,
        sessions: appointments.map((appointment) => appointment.slotData),
        skipped: request.skip,
      },
      patientIds: [patient._id],
    });
    for (const appointment of appointments) await notices.booked(appointment);
    return { seriesId, appointments };
  }

  /** The series' sessions, or 404 when there is none. */
  async function sessionsOf(seriesId: string): Promise<AppointmentRecord[]> {
    const sessions = await store.appointments.listBySeries(seriesId);
    if (sessions.length === 0) throw AppError.notFound('seriesNotFound');
    return sessions;
  }

  /** The live sessions that have not started at the clinic's now. */
  function notStarted(sessions: AppointmentRecord[]): AppointmentRecord[] {
    const policy = { now: clock(), timeZone: config.clinic.timeZone, cutoffHours: 0 };
    return sessions.filter((session) => patientChangeRefusal(session, 'move', policy) === null);
  }

  /**
   * Staff cancel every session that has not started, paid or not (a paid one then owes a
   * refund, as any clinic cancel does); `ownDoctor` holds a doctor to their own diary.
   */
  async function cancelRestByClinic(
    actor: Actor,
    seriesId: string,
    ownDoctor: string | null,
  ): Promise<string[]> {
    const sessions = await sessionsOf(seriesId);
    if (ownDoctor !== null && sessions[0]?.docId !== ownDoctor) throw AppError.forbidden();
    const cancelled: AppointmentRecord[] = [];
    for (const session of notStarted(sessions)) {
      const after = await store.appointments.cancel(session._id);
      if (after) cancelled.push(after);
    }
    if (cancelled.length === 0) throw AppError.conflict('seriesNothingToCancel');
    catalogs.doctors.invalidate();
    cancellations.inc({ by: 'staff' }, cancelled.length);
    await audit.record(actor, {
      action: 'series.cancel-rest',
      targetType: 'series',
      targetId: seriesId,
      before: null,
      after: {
        cancelled: cancelled.map((appointment) => ({
          appointmentId: appointment._id,
          slot: appointment.slotData,
          refund: appointment.refund ?? null,
        })),
      },
      patientIds: [cancelled[0]?.userId ?? ''],
    });
    for (const appointment of cancelled) {
      await notices.cancelledByClinic(appointment);
      await waitlist.timeFreed(appointment);
    }
    return cancelled.map((appointment) => appointment._id);
  }

  /**
   * The patient cancels each session that has not started and that they may cancel on its own
   * (`patientChangeRefusal`: unpaid, no proof waiting, before the cut-off); the others stay.
   */
  async function cancelRestByPatient(userId: string, seriesId: string): Promise<string[]> {
    const sessions = await sessionsOf(seriesId);
    if (sessions[0]?.userId !== userId) throw AppError.forbidden();
    const policy = {
      now: clock(),
      timeZone: config.clinic.timeZone,
      cutoffHours: config.limits.cancelCutoffHours,
    };
    const cancelled: AppointmentRecord[] = [];
    for (const session of sessions) {
      if (patientChangeRefusal(session, 'cancel', policy) !== null) continue;
      // The store repeats the record's part of the rule: a proof landing since stops it.
      const after = await store.appointments.cancel(session._id, { asPatient: true });
      if (after) cancelled.push(after);
    }
    if (cancelled.length === 0) throw AppError.conflict('seriesNothingToCancel');
    catalogs.doctors.invalidate();
    cancellations.inc({ by: 'patient' }, cancelled.length);
    for (const appointment of cancelled) {
      await notices.cancelledByPatient(appointment);
      await waitlist.timeFreed(appointment);
    }
    return cancelled.map((appointment) => appointment._id);
  }

  return { preview, book, cancelRestByClinic, cancelRestByPatient };
}
