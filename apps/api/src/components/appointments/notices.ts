/**
 * Mail to the patient about their appointment, each with a calendar invite (docs/decisions.md,
 * Mail): booked, cancelled by them or by the clinic, moved to another time, a payment approved or
 * rejected, and the reminders before the visit (reminders.ts). The change is already written (and
 * audited, for the clinic's) when the mail goes; a mail that fails is logged and never undoes or
 * fails it. Subjects name the date or the doctor, never a speciality (libraries/discreet.ts).
 */
import {
  MONTH_NAMES,
  SITE_PAGES,
  SLOT_MINUTES,
  dateInputToKey,
  formatSlotTime,
  parseDateKey,
  slotStart,
} from '@clinic/contracts';
import type { AppDeps } from '../../context.js';
import type { ResolvedConfig } from '../../env.js';
import { calendarInvite } from '../../libraries/calendar-invite.js';
import type { Logger } from '../../libraries/logger.js';
import type { MailMessage } from '../../libraries/mail.js';
import type { AppointmentRecord } from '../../store/types.js';

export type NoticeDeps = Pick<AppDeps, 'mailer' | 'config' | 'clock'> & { logger: Logger };

type Clinic = ResolvedConfig['clinic'];

/** A slot as stored: a D_M_YYYY key and an HH:MM time on the clinic's clock. */
export interface Slot {
  slotDate: string;
  slotTime: string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** '3_3_2026' -> 'Tuesday 3 March 2026'. */
function slotDayText(dateKey: string): string {
  const date = parseDateKey(dateKey);
  if (!date) return dateKey;
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

/** 1500 -> '₹1,500' (Indian digit grouping). */
const rupees = (amount: number): string => RUPEES.format(amount);

/** 'Tuesday 3 March 2026 at 10:00 am': a time the patient already knows, in a sentence. */
export function when(slot: Slot): string {
  return `${slotDayText(slot.slotDate)} at ${formatSlotTime(slot.slotTime)}`;
}

/** The visit's start and end; the stores only ever hold well-formed slots. */
function visitTimes(slot: Slot, timeZone: string): { start: Date; end: Date } {
  const start = slotStart(slot.slotDate, slot.slotTime, timeZone);
  if (!start) throw new Error(`Malformed slot ${slot.slotDate} ${slot.slotTime}`);
  return { start, end: new Date(start.getTime() + SLOT_MINUTES * 60_000) };
}

/**
 * 'Tuesday 3 March 2026, 10:00 am India Standard Time (Asia/Kolkata)': the zone in words, as on
 * the visit's own day (a zone with daylight saving has two names), and its id, so that a patient
 * reading abroad knows whose clock it is.
 */
function zonedWhen(slot: Slot, timeZone: string): string {
  const { start } = visitTimes(slot, timeZone);
  const zoneName = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' })
    .formatToParts(start)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${slotDayText(slot.slotDate)}, ${formatSlotTime(slot.slotTime)} ${zoneName} (${timeZone})`;
}

function where(appointment: AppointmentRecord): string {
  const { line1, line2 } = appointment.docData.address;
  return [line1, line2].filter(Boolean).join(', ');
}

function contactLine(clinic: Clinic): string {
  return `call us on ${clinic.phone} or write to ${clinic.email}`;
}

const signOff = (clinic: Clinic) => `With warm regards,\n${clinic.name}`;

/**
 * The invite's SEQUENCE, which calendars use to keep the newest version of a visit. No counter is
 * stored: the booking is 0, and a change (a new time, a cancellation) takes the whole seconds
 * since the booking (`appointment.date`) at the moment of the change, at least 1, which only grows.
 */
function changeSequence(appointment: AppointmentRecord, now: Date): number {
  const seconds = Math.floor((now.getTime() - new Date(appointment.date).getTime()) / 1000);
  return Math.max(1, seconds);
}

/** The booking's own revision, for mails that change nothing on the calendar. */
const UNCHANGED = 0;

export function createPatientNotices({ mailer, logger, config, clock }: NoticeDeps) {
  const { clinic } = config;
  const host = new URL(config.publicUrl).hostname;
  const pageOf = (appointment: AppointmentRecord) =>
    `${config.publicUrl}${SITE_PAGES.appointment(appointment._id)}`;
  const changeLine = (appointment: AppointmentRecord) =>
    `To reschedule or cancel, open your appointment at ${pageOf(appointment)} or call us on ` +
    `${clinic.phone}.`;

  /**
   * For whom (a family member; the holder reads the mail as their contact), when, with whom and
   * where: the lines every mail about a coming visit carries.
   */
  function visitLines(appointment: AppointmentRecord): string[] {
    return [
      ...(appointment.patient ? [`For: ${appointment.patient.name}`] : []),
      `When: ${zonedWhen(appointment, clinic.timeZone)}`,
      `With: ${appointment.docData.name}`,
      `Where: ${where(appointment)}`,
    ];
  }

  function invite(
    appointment: AppointmentRecord,
    method: 'REQUEST' | 'CANCEL',
    sequence: number,
  ): NonNullable<MailMessage['icalEvent']> {
    const { start, end } = visitTimes(appointment, clinic.timeZone);
    const forWhom = appointment.patient ? `For ${appointment.patient.name}. ` : '';
    const description =
      method === 'REQUEST'
        ? `${forWhom}With ${appointment.docData.name}.\n${changeLine(appointment)}`
        : `Cancelled. To book another time, ${contactLine(clinic)}.`;
    return calendarInvite({
      method,
      uid: `${appointment._id}@${host}`,
      sequence,
      stamp: clock(),
      start,
      end,
      // The clinic's name only: a calendar is seen by more people than a mailbox.
      summary: `Appointment at ${clinic.name}`,
      location: where(appointment),
      description,
      url: pageOf(appointment),
      organizer: { name: clinic.name, email: clinic.email },
      attendee: { name: appointment.userData.name, email: appointment.userData.email },
      producer: clinic.name,
    });
  }

  function booked(appointment: AppointmentRecord): MailMessage {
    const { userData } = appointment;
    return {
      to: userData.email,
      subject: `Your appointment on ${slotDayText(appointment.slotDate)} is booked`,
      text: [
        `Dear ${userData.name},`,
        `Your appointment with ${appointment.docData.name} is booked.`,
        visitLines(appointment).join('\n'),
        `The fee is ${rupees(appointment.amount)}. You can pay it by UPI from your ` +
          `appointment's page.`,
        changeLine(appointment),
        // Discreet like every mail: it names no questionnaire and no condition.
        `Before your visit you may answer a few questions for your doctor, if you wish: ` +
          `${config.publicUrl}${SITE_PAGES.intake(appointment._id)}`,
        `The attached invite adds the visit to your calendar.`,
        signOff(clinic),
      ].join('\n\n'),
      icalEvent: invite(appointment, 'REQUEST', UNCHANGED),
    };
  }

  function cancelledByPatient(appointment: AppointmentRecord): MailMessage {
    const { userData } = appointment;
    return {
      to: userData.email,
      subject: `Your appointment on ${slotDayText(appointment.slotDate)} is cancelled`,
      text: [
        `Dear ${userData.name},`,
        `As you asked, we have cancelled your appointment with ${appointment.docData.name} on ` +
          `${zonedWhen(appointment, clinic.timeZone)}.`,
        `You are welcome to book another time on our website at ${config.publicUrl}, or ` +
          `${contactLine(clinic)} and we will help you find one.`,
        signOff(clinic),
      ].join('\n\n'),
      icalEvent: invite(appointment, 'CANCEL', changeSequence(appointment, clock())),
    };
  }

  function rescheduled(appointment: AppointmentRecord, previous: Slot): MailMessage {
    const { userData } = appointment;
    return {
      to: userData.email,
      subject: `Your appointment has moved to ${slotDayText(appointment.slotDate)}`,
      text: [
        `Dear ${userData.name},`,
        `Your appointment with ${appointment.docData.name} has moved from ${when(previous)} ` +
          `to a new time.`,
        visitLines(appointment).join('\n'),
        changeLine(appointment),
        `The attached invite moves the visit in your calendar.`,
        signOff(clinic),
      ].join('\n\n'),
      icalEvent: invite(appointment, 'REQUEST', changeSequence(appointment, clock())),
    };
  }

  function reminder(appointment: AppointmentRecord): MailMessage {
    const { userData } = appointment;
    return {
      to: userData.email,
      subject: `Reminder: your appointment on ${when(appointment)}`,
      text: [
        `Dear ${userData.name},`,
        `This is a reminder of your appointment with ${appointment.docData.name}.`,
        visitLines(appointment).join('\n'),
        `Please come about ten minutes early. ${changeLine(appointment)}`,
        signOff(clinic),
      ].join('\n\n'),
      icalEvent: invite(appointment, 'REQUEST', UNCHANGED),
    };
  }

  function proofApproved(appointment: AppointmentRecord): MailMessage {
    const { docData, userData, paymentProof } = appointment;
    return {
      to: userData.email,
      subject: `Payment received: your appointment with ${docData.name} is confirmed`,
      text: [
        `Dear ${userData.name},`,
        `Thank you. We have received your payment of ${rupees(appointment.amount)} and your ` +
          `appointment with ${docData.name} is confirmed.`,
        [
          ...visitLines(appointment),
          ...(paymentProof.transactionId ? [`Transaction ID: ${paymentProof.transactionId}`] : []),
        ].join('\n'),
        `Please come about ten minutes early. ${changeLine(appointment)}`,
        signOff(clinic),
      ].join('\n\n'),
      icalEvent: invite(appointment, 'REQUEST', UNCHANGED),
    };
  }

  function proofRejected(appointment: AppointmentRecord): MailMessage {
    const { docData, userData, paymentProof } = appointment;
    return {
      to: userData.email,
      subject: `We could not confirm your payment for ${slotDayText(appointment.slotDate)}`,
      text: [
        `Dear ${userData.name},`,
        `We could not confirm your payment of ${rupees(appointment.amount)} for your appointment ` +
          `with ${docData.name}.`,
        ...(paymentProof.note ? [`The reason: ${paymentProof.note}`] : []),
        visitLines(appointment).join('\n'),
        `Your appointment is still booked. Please check the transaction ID in your UPI app and ` +
          `send the payment details again from your appointment's page, ` +
          `${pageOf(appointment)}. If money has left your account, or anything is unclear, ` +
          `${contactLine(clinic)} and we will sort it out together.`,
        signOff(clinic),
      ].join('\n\n'),
      icalEvent: invite(appointment, 'REQUEST', UNCHANGED),
    };
  }

  function cancelledByClinic(appointment: AppointmentRecord): MailMessage {
    const { docData, userData, paymentProof } = appointment;
    const amount = rupees(appointment.amount);
    const reference = paymentProof.transactionId
      ? ` (transaction ID ${paymentProof.transactionId})`
      : '';
    // Money may have moved: say what the clinic will do about it.
    const refund = appointment.payment
      ? [
          `You have paid ${amount} for this appointment${reference}. We will contact you about the refund.`,
        ]
      : paymentProof.status === 'pending'
        ? [
            `You sent us the details of a payment of ${amount}${reference}. We will check it and ` +
              `contact you about the refund.`,
          ]
        : [];
    // The numbers without their labels: the default label names the kind of helpline, and mail is
    // discreet (docs/decisions.md, Mail); the site's Emergency Care card shows them labelled.
    const helplines = clinic.emergencyNumbers.map(({ number }) => number).join(' or ');
    return {
      to: userData.email,
      subject: `Your appointment on ${slotDayText(appointment.slotDate)} has been cancelled`,
      text: [
        `Dear ${userData.name},`,
        `We are sorry: the clinic has had to cancel your appointment with ${docData.name} on ` +
          `${zonedWhen(appointment, clinic.timeZone)}.`,
        ...refund,
        `You are welcome to book another time on our website, or ${contactLine(clinic)} and we ` +
          `will help you find one.`,
        `If you need to talk to someone before then, you can call a helpline: ${helplines}.`,
        signOff(clinic),
      ].join('\n\n'),
      icalEvent: invite(appointment, 'CANCEL', changeSequence(appointment, clock())),
    };
  }

  /** The refund of a cancelled appointment was made: what, when and by which UPI reference. */
  function refunded(appointment: AppointmentRecord): MailMessage {
    const { docData, userData, refund } = appointment;
    const day = slotDayText(dateInputToKey(refund?.refundedOn ?? '') ?? '');
    return {
      to: userData.email,
      subject: `${clinic.name}: your refund has been sent`,
      text: [
        `Dear ${userData.name},`,
        `We have refunded ${rupees(appointment.amount)} for your cancelled appointment with ` +
          `${docData.name} on ${zonedWhen(appointment, clinic.timeZone)}.`,
        `The refund was sent by UPI on ${day}, reference ${refund?.upiReference ?? ''}. It ` +
          `usually shows in your account within a day or two.` +
          (appointment.payment
            ? ` A credit note is on your appointment's page, ${pageOf(appointment)}.`
            : ''),
        `If it has not arrived in a few days, ${contactLine(clinic)}.`,
        signOff(clinic),
      ].join('\n\n'),
    };
  }

  /** True when the mail went; a failure is logged, never thrown. */
  async function send(
    about: string,
    appointment: AppointmentRecord,
    compose: () => MailMessage,
  ): Promise<boolean> {
    try {
      await mailer.send(compose());
      return true;
    } catch (error) {
      // The change stands (and is in the audit log); the front desk can still call the patient.
      logger.error(
        `Could not mail the patient about ${about} (appointment ${appointment._id})`,
        error,
      );
      return false;
    }
  }

  return {
    booked: (appointment: AppointmentRecord) =>
      send('a booking', appointment, () => booked(appointment)),
    cancelledByPatient: (appointment: AppointmentRecord) =>
      send('their cancellation', appointment, () => cancelledByPatient(appointment)),
    /** `previous`: the slot the appointment had before it moved. */
    rescheduled: (appointment: AppointmentRecord, previous: Slot) =>
      send('a new time', appointment, () => rescheduled(appointment, previous)),
    reminder: (appointment: AppointmentRecord) =>
      send('a reminder', appointment, () => reminder(appointment)),
    proofApproved: (appointment: AppointmentRecord) =>
      send('an approved payment', appointment, () => proofApproved(appointment)),
    proofRejected: (appointment: AppointmentRecord) =>
      send('a rejected payment', appointment, () => proofRejected(appointment)),
    cancelledByClinic: (appointment: AppointmentRecord) =>
      send('a cancellation', appointment, () => cancelledByClinic(appointment)),
    refunded: (appointment: AppointmentRecord) =>
      send('a refund', appointment, () => refunded(appointment)),
  };
}

export type PatientNotices = ReturnType<typeof createPatientNotices>;
