/**
 * The intake before a visit (docs/decisions.md, Intake): what an appointment offers, saving part
 * way and finishing, the safety net, and who may read what. The rules are the contracts'
 * (packages/contracts/src/intake.ts); the API scores. Answers and results are sealed under
 * FIELD_SEAL_KEY before the store sees them (libraries/patient-fields.ts).
 */
import {
  TEXTS,
  asksDifficulty,
  blankAnswers,
  intakeAnswersSchema,
  intakeOffer,
  needsSafetyCall,
  scoreIntake,
  slotStart,
} from '@clinic/contracts';
import type {
  Intake,
  IntakeAnswers,
  IntakeKind,
  IntakeResults,
  SafetyAlert,
  SaveIntakeRequest,
  ScoreRow,
} from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type { AppointmentRecord, IntakeRecord, SafetyAlertRecord } from '../../store/types.js';
import type { Actor, AuditLog } from '../admin/audit-log.js';

/** How many closed alerts the console lists after the open ones. */
const CLOSED_ALERTS_SHOWN = 20;

export function createIntakeService(ctx: AppContext, audit: AuditLog) {
  const { store, clock, config, fieldSeal, mailer, logger } = ctx;
  const sealJson = (value: unknown) => fieldSeal.seal(JSON.stringify(value));
  const openJson = <T>(sealed: string) => JSON.parse(fieldSeal.open(sealed)) as T;

  function view(record: IntakeRecord): Intake {
    return {
      _id: record._id,
      appointmentId: record.appointmentId,
      kind: record.kind,
      status: record.status,
      answers: intakeAnswersSchema.parse(openJson(record.answers)),
      results: openJson<IntakeResults>(record.results),
      savedAt: record.savedAt.toISOString(),
      submittedAt: record.submittedAt?.toISOString() ?? null,
    };
  }

  /** The last consent in force names the intake's purpose. */
  async function consented(userId: string): Promise<boolean> {
    const consents = await store.consents.listByUser(userId);
    return consents.at(-1)?.purposes.includes('intake') ?? false;
  }

  const startOf = (appointment: AppointmentRecord) =>
    slotStart(appointment.slotDate, appointment.slotTime, config.clinic.timeZone)?.getTime() ??
    Number.NEGATIVE_INFINITY;

  /** The patient's own appointment: 404 when unknown, 403 when someone else's. */
  async function ownAppointment(userId: string, appointmentId: string) {
    const appointment = await store.appointments.findById(appointmentId);
    if (!appointment) throw AppError.notFound('appointmentNotFound');
    if (appointment.userId !== userId) throw AppError.forbidden();
    return appointment;
  }

  /** What the appointment offers now; a draft keeps its kind until the visit starts. */
  async function offerFor(
    appointment: AppointmentRecord,
    saved: IntakeRecord | null,
  ): Promise<IntakeKind | null> {
    const now = clock();
    const started = startOf(appointment) <= now.getTime();
    if (saved)
      return saved.status === 'draft' && !started && !appointment.cancelled ? saved.kind : null;
    const [appointments, intakes] = await Promise.all([
      store.appointments.listByUser(appointment.userId),
      store.intakes.listByUser(appointment.userId),
    ]);
    const firstWithDoctor = !appointments.some(
      (other) =>
        other._id !== appointment._id &&
        !other.cancelled &&
        other.docId === appointment.docId &&
        startOf(other) < startOf(appointment),
    );
    const finished = intakes
      .map((intake) => intake.submittedAt?.getTime())
      .filter((at) => at !== undefined);
    return intakeOffer({
      cancelled: appointment.cancelled,
      started,
      firstWithDoctor,
      lastQuestionnairesAt: finished.length > 0 ? new Date(Math.max(...finished)) : null,
      now,
    });
  }

  async function state(userId: string, appointmentId: string) {
    const appointment = await ownAppointment(userId, appointmentId);
    const saved = await store.intakes.findByAppointment(appointmentId);
    return {
      offer: await offerFor(appointment, saved),
      consented: await consented(userId),
      intake: saved && view(saved),
    };
  }

  /**
   * The discreet mail to the clinic's address: that someone needs a call today, where to see who;
   * no name and no answer (docs/decisions.md, Mail).
   */
  async function mailClinic(): Promise<void> {
    try {
      await mailer.send({
        to: config.clinic.email,
        subject: `${config.clinic.name}: a patient asks for a call today`,
        text:
          "A patient's answers before a visit ask for a call from the clinic today. " +
          `Open the console to see who, and record the call-back there: ${config.publicUrl}/console/` +
          '\n\nThis mail holds no answers.',
      });
    } catch (error) {
      // The alert stands in the console, where staff see it first.
      logger.error('Could not mail the clinic about a safety alert', error);
    }
  }

  async function save(userId: string, appointmentId: string, request: SaveIntakeRequest) {
    const appointment = await ownAppointment(userId, appointmentId);
    if (!(await consented(userId))) throw AppError.conflict('intakeConsentRequired');
    const present = await store.intakes.findByAppointment(appointmentId);
    if (present?.status === 'submitted') throw AppError.conflict('intakeFinished');
    const kind = await offerFor(appointment, present);
    if (!kind) throw AppError.conflict('intakeNotOffered');
    // A follow-up asks the questionnaires only.
    const blank = blankAnswers();
    const asked: IntakeAnswers = {
      ...request.answers,
      difficulty: asksDifficulty(request.answers.phq9) ? request.answers.difficulty : null,
    };
    const answers: IntakeAnswers =
      kind === 'first'
        ? asked
        : {
            ...asked,
            reason: blank.reason,
            medicines: blank.medicines,
            previousCare: blank.previousCare,
          };
    const now = clock();
    const saved = await store.intakes.save({
      userId,
      appointmentId,
      docId: appointment.docId,
      kind,
      answers: sealJson(answers),
      results: sealJson(scoreIntake(answers)),
      savedAt: now,
      submit: request.submit,
    });
    if (!saved) throw AppError.conflict('intakeFinished');
    const safety = needsSafetyCall(answers);
    if (safety) {
      const raised = await store.safetyAlerts.raise({
        intakeId: saved._id,
        userId,
        appointmentId,
        raisedAt: now,
      });
      if (raised) await mailClinic();
    }
    return {
      message: request.submit ? TEXTS.intakeSubmitted : TEXTS.intakeSaved,
      intake: view(saved),
      safety,
    };
  }

  async function mine(userId: string): Promise<Intake[]> {
    return (await store.intakes.listByUser(userId)).map(view);
  }

  /** Every finished sitting of the patient, oldest first. */
  function scoreRows(intakes: IntakeRecord[]): ScoreRow[] {
    return intakes
      .filter((intake) => intake.submittedAt !== null)
      .sort((a, b) => (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0))
      .map((intake) => {
        const results = openJson<IntakeResults>(intake.results);
        return {
          appointmentId: intake.appointmentId,
          kind: intake.kind,
          submittedAt: intake.submittedAt?.toISOString() ?? '',
          phq9: results.phq9,
          gad7: results.gad7,
        };
      });
  }

  /**
   * The appointment's intake and every score of its patient, for the owner and the appointment's
   * doctor (`ownDoctor`, null for the owner); none of it once the patient withdrew the intake's
   * consent. Audited, whatever it shows.
   */
  async function forStaff(actor: Actor, ownDoctor: string | null, appointmentId: string) {
    const appointment = await store.appointments.findById(appointmentId);
    if (!appointment) throw AppError.notFound('appointmentNotFound');
    if (ownDoctor !== null && appointment.docId !== ownDoctor) throw AppError.forbidden();
    const withdrawn = !(await consented(appointment.userId));
    const intakes = withdrawn ? [] : await store.intakes.listByUser(appointment.userId);
    const intake = intakes.find((record) => record.appointmentId === appointmentId) ?? null;
    const scores = scoreRows(intakes);
    await audit.record(actor, {
      action: 'intake.read',
      targetType: 'appointment',
      targetId: appointmentId,
      before: null,
      after: { intakeId: intake?._id ?? null, scores: scores.length, withdrawn },
      patientIds: [appointment.userId],
    });
    return { withdrawn, intake: intake && view(intake), scores };
  }

  function alertView(alert: SafetyAlertRecord, appointment: AppointmentRecord | null): SafetyAlert {
    return {
      _id: alert._id,
      appointmentId: alert.appointmentId,
      patientName: appointment?.userData.name ?? '',
      patientPhone: appointment?.userData.phone ?? '',
      doctorName: appointment?.docData.name ?? '',
      slotData: appointment?.slotData ?? '',
      raisedAt: alert.raisedAt.toISOString(),
      callBack: alert.callBack && {
        operatorId: alert.callBack.operatorId,
        operatorName: alert.callBack.operatorName,
        at: alert.callBack.at.toISOString(),
        outcome: fieldSeal.open(alert.callBack.outcome),
      },
    };
  }

  /** The open alerts first, longest waiting first, then the latest closed; a doctor's own only. */
  async function alerts(actor: Actor, ownDoctor: string | null): Promise<SafetyAlert[]> {
    const records = await store.safetyAlerts.list(CLOSED_ALERTS_SHOWN);
    const shown: { alert: SafetyAlertRecord; appointment: AppointmentRecord | null }[] = [];
    for (const alert of records) {
      const appointment = await store.appointments.findById(alert.appointmentId);
      if (ownDoctor === null || appointment?.docId === ownDoctor)
        shown.push({ alert, appointment });
    }
    await audit.recordRead(
      actor,
      {
        action: 'safety-alerts.read',
        targetType: 'safety-alerts',
        shown: { alertIds: shown.map(({ alert }) => alert._id) },
      },
      [...new Set(shown.map(({ alert }) => alert.userId))],
    );
    return shown.map(({ alert, appointment }) => alertView(alert, appointment));
  }

  /** How many alerts wait for a call-back (a doctor: their own patients'); no personal data. */
  async function openCount(ownDoctor: string | null): Promise<number> {
    const open = await store.safetyAlerts.list(0);
    if (ownDoctor === null) return open.length;
    const appointments = await Promise.all(
      open.map((alert) => store.appointments.findById(alert.appointmentId)),
    );
    return appointments.filter((appointment) => appointment?.docId === ownDoctor).length;
  }

  async function recordCallBack(
    actor: Actor & { name: string },
    ownDoctor: string | null,
    alertId: string,
    outcome: string,
  ): Promise<SafetyAlert> {
    const alert = await store.safetyAlerts.findById(alertId);
    if (!alert) throw AppError.notFound();
    const appointment = await store.appointments.findById(alert.appointmentId);
    if (ownDoctor !== null && appointment?.docId !== ownDoctor) throw AppError.forbidden();
    const at = clock();
    const closed = await store.safetyAlerts.recordCallBack(alertId, {
      operatorId: actor.id,
      operatorName: actor.name,
      at,
      outcome: fieldSeal.seal(outcome),
    });
    if (!closed) throw AppError.conflict('callBackAlreadyRecorded');
    await audit.record(actor, {
      action: 'safety-alert.call-back',
      targetType: 'safety-alert',
      targetId: alertId,
      before: { open: true },
      after: { open: false, by: actor.id, at: at.toISOString() },
      patientIds: [alert.userId],
    });
    return alertView(closed, appointment);
  }

  return { state, save, mine, forStaff, alerts, openCount, recordCallBack };
}
