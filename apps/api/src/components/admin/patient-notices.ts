/**
 * Mail to the patient when the clinic acts on their appointment: a payment proof approved or
 * rejected, or the appointment cancelled by the clinic. The operator's change is already written
 * and audited when the mail goes; a mail that fails is logged and never undoes or fails it.
 */
import { formatSlotTime, parseDateKey } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import type { ResolvedConfig } from '../../env.js';
import type { MailMessage } from '../../libraries/mail.js';
import type { AppointmentRecord } from '../../store/types.js';

type Clinic = ResolvedConfig['clinic'];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
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
  return `${WEEKDAYS[weekday]} ${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** 1500 -> '₹1,500' (Indian digit grouping). */
const rupees = (amount: number): string => RUPEES.format(amount);

function when(appointment: AppointmentRecord): string {
  return `${slotDayText(appointment.slotDate)} at ${formatSlotTime(appointment.slotTime)}`;
}

function where(appointment: AppointmentRecord): string {
  const { line1, line2 } = appointment.docData.address;
  return [line1, line2].filter(Boolean).join(', ');
}

function contactLine(clinic: Clinic): string {
  return `call us on ${clinic.phone} or write to ${clinic.email}`;
}

const signOff = (clinic: Clinic) => `With warm regards,\n${clinic.name}`;

function proofApprovedMail(appointment: AppointmentRecord, clinic: Clinic): MailMessage {
  const { docData, userData, paymentProof } = appointment;
  return {
    to: userData.email,
    subject: `Payment received: your appointment with ${docData.name} is confirmed`,
    text: [
      `Dear ${userData.name},`,
      `Thank you. We have received your payment of ${rupees(appointment.amount)} and your ` +
        `appointment with ${docData.name} is confirmed.`,
      [
        `When: ${when(appointment)}`,
        `Where: ${where(appointment)}`,
        ...(paymentProof.transactionId ? [`Transaction ID: ${paymentProof.transactionId}`] : []),
      ].join('\n'),
      `Please come about ten minutes early. If you cannot make it, please let us know as soon ` +
        `as you can: ${contactLine(clinic)}.`,
      signOff(clinic),
    ].join('\n\n'),
  };
}

function proofRejectedMail(appointment: AppointmentRecord, clinic: Clinic): MailMessage {
  const { docData, userData, paymentProof } = appointment;
  return {
    to: userData.email,
    subject: `We could not confirm your payment for ${slotDayText(appointment.slotDate)}`,
    text: [
      `Dear ${userData.name},`,
      `We could not confirm your payment of ${rupees(appointment.amount)} for your appointment ` +
        `with ${docData.name} on ${when(appointment)}.`,
      ...(paymentProof.note ? [`The reason: ${paymentProof.note}`] : []),
      `Your appointment is still booked. Please check the transaction ID in your UPI app and ` +
        `send the payment details again from My Appointments on our website. If money has left ` +
        `your account, or anything is unclear, ${contactLine(clinic)} and we will sort it out ` +
        `together.`,
      signOff(clinic),
    ].join('\n\n'),
  };
}

function clinicCancelledMail(appointment: AppointmentRecord, clinic: Clinic): MailMessage {
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
        `${when(appointment)}.`,
      ...refund,
      `You are welcome to book another time on our website, or ${contactLine(clinic)} and we ` +
        `will help you find one.`,
      `If you need to talk to someone before then, you can call a helpline: ${helplines}.`,
      signOff(clinic),
    ].join('\n\n'),
  };
}

export function createPatientNotices({ mailer, logger, config }: AppContext) {
  async function send(message: MailMessage, about: string, appointmentId: string): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      // The change stands and is in the audit log; the front desk can still call the patient.
      logger.error(
        `Could not mail the patient about ${about} (appointment ${appointmentId})`,
        error,
      );
    }
  }

  return {
    proofApproved: (appointment: AppointmentRecord) =>
      send(proofApprovedMail(appointment, config.clinic), 'an approved payment', appointment._id),
    proofRejected: (appointment: AppointmentRecord) =>
      send(proofRejectedMail(appointment, config.clinic), 'a rejected payment', appointment._id),
    cancelledByClinic: (appointment: AppointmentRecord) =>
      send(clinicCancelledMail(appointment, config.clinic), 'a cancellation', appointment._id),
  };
}
