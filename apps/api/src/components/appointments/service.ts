/**
 * Booking, listing and cancelling a patient's appointments. The slot calendar of the contracts
 * decides what may be booked, in the clinic's time zone by the injected clock; the store's atomic
 * reservation decides who wins a race and holds the cap on unpaid upcoming bookings; the doctor's
 * fee decides the amount. The patient is mailed each booking and cancellation, with a calendar
 * invite (notices.ts).
 */
import {
  PRIVACY_NOTICE_VERSION,
  TEXTS,
  checkSlot,
  isMinorOnVisit,
  normaliseSlotTime,
  patientChangeRefusal,
  patientRefusal,
  toDateKey,
  zonedClock,
} from '@clinic/contracts';
import type {
  Appointment,
  BookAppointmentRequest,
  ChangePolicy,
  Doctor,
  NewSlotRequest,
  PatientChange,
  PatientChangeRefusal,
  RescheduleAppointmentRequest,
  SlotRefusal,
  TextKey,
} from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError, conflictCode } from '../../libraries/errors.js';
import { bookings, cancellations } from '../../libraries/metrics.js';
import type { AppointmentRecord, Store, StoredFamilyMember } from '../../store/types.js';
import { ownMember } from '../family/service.js';
import { createWaitlistOffers } from '../waitlist/offers.js';
import { newAppointment } from './new-appointment.js';
import { createPatientNotices } from './notices.js';

const REFUSALS: Record<Exclude<SlotRefusal, 'taken' | 'blocked'>, TextKey> = {
  malformed: 'slotOffGrid',
  past: 'slotPast',
  sunday: 'slotSunday',
  'off-grid': 'slotOffGrid',
  'beyond-window': 'slotBeyondWindow',
};

/** The patient's view: the stored patient snapshot stays on the server. */
function patientView({ userData: _patient, ...appointment }: AppointmentRecord): Appointment {
  return appointment;
}

/** The caller's own appointment, or 404 / 403. */
export async function ownAppointment(
  store: Store,
  userId: string,
  appointmentId: string,
): Promise<AppointmentRecord> {
  const appointment = await store.appointments.findById(appointmentId);
  if (!appointment) throw AppError.notFound('appointmentNotFound');
  if (appointment.userId !== userId) throw AppError.forbidden();
  return appointment;
}

export function createAppointmentService(ctx: AppContext) {
  const { store, config, clock, catalogs, publicUrls } = ctx;
  const notices = createPatientNotices(ctx);
  const waitlist = createWaitlistOffers(ctx);
  /** An appointment as its patient reads it. */
  const view = (appointment: AppointmentRecord): Appointment =>
    publicUrls.appointment(patientView(appointment));

  /**
   * The requested time of `doctor` when it may be booked now, in the normalised form. An early,
   * clear answer; the store's own check at write time is what settles a race (its
   * StoreConflictError reaches the error handler, which words it the same way).
   */
  function bookableSlot(
    doctor: Doctor,
    request: NewSlotRequest,
  ): { slotDate: string; slotTime: string } {
    if (!doctor.available) throw AppError.badRequest('doctorNotAvailable');
    const slot = checkSlot({
      now: clock(),
      timeZone: config.clinic.timeZone,
      slotsBooked: doctor.slots_booked,
      blockedSlots: doctor.blockedSlots,
      slotDate: request.slotDate,
      slotTime: request.slotTime,
    });
    if (!slot.ok) {
      if (slot.reason === 'taken') throw AppError.conflict(conflictCode('slot'));
      if (slot.reason === 'blocked') throw AppError.conflict(conflictCode('blocked'));
      throw AppError.badRequest(REFUSALS[slot.reason]);
    }
    return slot;
  }

  /** The clinic's clock and cancellation policy, as `patientChangeRefusal` reads them. */
  const changePolicy = (): ChangePolicy => ({
    now: clock(),
    timeZone: config.clinic.timeZone,
    cutoffHours: config.limits.cancelCutoffHours,
  });

  /** The 409 of each refusal; where the clinic makes the change, the text gives its phone. */
  function changeRefused(refusal: PatientChangeRefusal): AppError {
    const { phone } = config.clinic;
    switch (refusal) {
      case 'cancelled':
        return AppError.conflict('alreadyCancelled');
      case 'started':
        return AppError.conflict('appointmentStarted');
      case 'completed':
        return AppError.conflict('appointmentCompleted');
      case 'proofPending':
        return AppError.conflict('cancelByPhone', { phone });
      case 'cutoff':
        return AppError.conflict('changeByPhone', {
          cutoffHours: config.limits.cancelCutoffHours,
          phone,
        });
    }
  }

  function assertPatientMay(appointment: AppointmentRecord, change: PatientChange): void {
    const refusal = patientChangeRefusal(appointment, change, changePolicy());
    if (refusal) throw changeRefused(refusal);
  }

  /**
   * Whom the booking is for (docs/product.md, Family members): the holder, or their member under
   * the rules of `patientRefusal`. A member under 18 is booked only on the holder's confirmation
   * of being their parent or lawful guardian, kept as a consent for that child under the notice
   * in force (docs/privacy.md, Children), before the booking is written.
   */
  async function bookedFor(
    userId: string,
    request: BookAppointmentRequest,
    doctor: Doctor,
    slotDate: string,
  ): Promise<StoredFamilyMember | null> {
    const member = request.memberId ? await ownMember(store, userId, request.memberId) : null;
    const refusal = patientRefusal({
      speciality: doctor.speciality,
      slotDate,
      member,
      guardianConfirmed: request.guardianConfirmed === true,
    });
    if (refusal === 'childRequired') throw AppError.conflict('childRequired');
    if (refusal === 'guardianRequired')
      throw AppError.badRequest('guardianRequired', {
        errors: { guardianConfirmed: TEXTS.guardianRequired },
      });
    if (member && isMinorOnVisit(member.dob, slotDate))
      await store.consents.record(member._id, {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        purposes: ['care'],
        givenAt: clock().toISOString(),
      });
    return member;
  }

  async function book(userId: string, request: BookAppointmentRequest): Promise<AppointmentRecord> {
    const doctor = await store.doctors.findById(request.docId);
    if (!doctor) throw AppError.notFound('doctorNotFound');
    const slot = bookableSlot(doctor, request);
    const patient = await store.users.findById(userId);
    if (!patient) throw AppError.unauthorized();
    const member = await bookedFor(userId, request, doctor, slot.slotDate);
    // The cap is checked by the store inside the booking's own write, after the slot's checks, so
    // that concurrent bookings cannot pass it and a refused slot keeps its own answer.
    const cap = {
      max: config.limits.maxUnpaidBookings,
      today: toDateKey(zonedClock(clock(), config.clinic.timeZone)),
    };
    const appointment = await store.appointments.book(
      {
        ...newAppointment(patient, doctor, slot, clock()),
        ...(member && {
          patient: {
            memberId: member._id,
            name: member.name,
            relation: member.relation,
            dob: member.dob,
          },
        }),
      },
      cap,
    );
    catalogs.doctors.invalidate();
    bookings.inc();
    await notices.booked(appointment);
    return appointment;
  }

  /**
   * The patient's list as the JSON text of `Appointment[]`, its doctors' pictures under
   * PUBLIC_URL as `publicUrls.appointment` answers them (the store applies the same rule).
   */
  function listJson(userId: string): Promise<string> {
    return store.appointments.listOwnJson(userId, config.configuredPublicUrl);
  }

  /**
   * Frees the slot at once, while the patient may cancel (`patientChangeRefusal`): an unpaid
   * visit that has not started, before the cut-off, so no refund is ever owed.
   */
  async function cancel(userId: string, appointmentId: string): Promise<void> {
    const appointment = await ownAppointment(store, userId, appointmentId);
    assertPatientMay(appointment, 'cancel');
    // The store's update holds the rule's part that the record decides: a second cancel or a
    // proof landing since the check above finds nothing to cancel, refused as it now stands.
    const cancelled = await store.appointments.cancel(appointmentId, { asPatient: true });
    if (!cancelled) {
      const now = await store.appointments.findById(appointmentId);
      throw changeRefused(
        (now && patientChangeRefusal(now, 'cancel', changePolicy())) ?? 'cancelled',
      );
    }
    await waitlist.timeFreed(cancelled);
    catalogs.doctors.invalidate();
    cancellations.inc({ by: 'patient' });
    await notices.cancelledByPatient(cancelled);
  }

  /**
   * Moves the patient's own appointment to another free time of the same doctor, paid or not,
   * while the patient may (`patientChangeRefusal`); staff moves
   * (src/components/admin/appointments-service.ts) share `move`.
   */
  async function reschedule(
    userId: string,
    request: RescheduleAppointmentRequest,
  ): Promise<AppointmentRecord> {
    const appointment = await ownAppointment(store, userId, request.appointmentId);
    assertPatientMay(appointment, 'move');
    return move(appointment, request);
  }

  /** The move itself: the new time checked like a booking's, then the store's atomic step. */
  async function move(
    appointment: AppointmentRecord,
    request: NewSlotRequest,
  ): Promise<AppointmentRecord> {
    const doctor = await store.doctors.findById(appointment.docId);
    if (!doctor) throw AppError.notFound('doctorNotFound');
    if (
      request.slotDate === appointment.slotDate &&
      normaliseSlotTime(request.slotTime) === appointment.slotTime
    )
      throw AppError.badRequest('rescheduleSameSlot');
    const slot = bookableSlot(doctor, request);
    const moved = await store.appointments.reschedule(appointment._id, slot, { at: clock() });
    if (!moved) throw AppError.conflict('alreadyCancelled');
    await waitlist.timeFreed(appointment);
    catalogs.doctors.invalidate();
    await notices.rescheduled(moved, {
      slotDate: appointment.slotDate,
      slotTime: appointment.slotTime,
    });
    return moved;
  }

  return { book, listJson, cancel, reschedule, move, view };
}
