/**
 * What a receipt and a credit note say, as sheets for libraries/pdf.ts. Pure: the appointment,
 * the doctor's registration number and the store's record in, the lines out. The speciality is
 * left out on purpose: a receipt may be shown to an employer or an insurer.
 */
import { formatSlotTime, parseDateKey, receiptNumberText } from '@clinic/contracts';
import type { ResolvedConfig } from '../../env.js';
import type { Sheet } from '../../libraries/pdf.js';
import type { AppointmentRecord, CreditNoteRecord, ReceiptRecord } from '../../store/types.js';

type Clinic = ResolvedConfig['clinic'];

/**
 * '₹1,50,000': what formatRupees of packages/client-kit writes for the web (its test holds it
 * equal to this formatter). The reason it avoids Intl, a slow first use on phones, does not
 * apply on the server.
 */
const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const formatAmount = (rupees: number): string => RUPEES.format(rupees);

/**
 * 'Tuesday, 3 March 2026 at 10:00 am IST'. The slot's date and time are the clinic's own, so the
 * words come from them; the zone's short name from the clinic's zone.
 */
function visitInWords(slotDate: string, slotTime: string, timeZone: string): string {
  const date = parseDateKey(slotDate);
  if (!date) return `${slotDate} ${formatSlotTime(slotTime)}`;
  const [hours = 0, minutes = 0] = slotTime.split(':').map(Number);
  const wallClock = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  const day = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(wallClock);
  const zone = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' })
    .formatToParts(wallClock)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${day} at ${formatSlotTime(slotTime)}${zone ? ` ${zone}` : ''}`;
}

/** '3 March 2026': the day `at` falls on in the clinic's zone. */
function dayInWords(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
}

function letterhead(clinic: Clinic): string[] {
  return [
    clinic.name,
    clinic.address.line1,
    clinic.address.line2,
    `${clinic.phone} · ${clinic.email}`,
  ].filter(Boolean);
}

function visitRows(clinic: Clinic, appointment: AppointmentRecord, registrationNumber: string) {
  return [
    { label: 'Patient', value: appointment.patient?.name ?? appointment.userData.name },
    // A family member's visit: the account holder who booked and pays for it.
    ...(appointment.patient ? [{ label: 'Booked by', value: appointment.userData.name }] : []),
    { label: 'Doctor', value: appointment.docData.name },
    ...(registrationNumber ? [{ label: 'Registration no.', value: registrationNumber }] : []),
    {
      label: 'Visit',
      value: visitInWords(appointment.slotDate, appointment.slotTime, clinic.timeZone),
    },
  ];
}

export interface ReceiptFacts {
  clinic: Clinic;
  appointment: AppointmentRecord;
  /** The doctor's, as on record now: '' when none is kept. */
  registrationNumber: string;
  receipt: ReceiptRecord;
}

export function receiptSheet({
  clinic,
  appointment,
  registrationNumber,
  receipt,
}: ReceiptFacts): Sheet {
  const number = receiptNumberText('receipt', receipt.number);
  return {
    title: `Receipt ${number}`,
    letterhead: letterhead(clinic),
    rows: [
      { label: 'Receipt number', value: number },
      { label: 'Issued on', value: dayInWords(receipt.issuedAt, clinic.timeZone) },
      ...visitRows(clinic, appointment, registrationNumber),
      { label: 'Amount received', value: formatAmount(appointment.amount) },
      {
        label: 'Paid by',
        value: `UPI, transaction ID ${appointment.paymentProof.transactionId ?? ''}`.trim(),
      },
      { label: 'Payment approved on', value: dayInWords(receipt.approvedAt, clinic.timeZone) },
    ],
    notes: [
      `Received with thanks for the consultation above. Issued electronically by ${clinic.name}; no signature is needed.`,
    ],
    createdAt: receipt.issuedAt,
  };
}

export function creditNoteSheet({
  clinic,
  appointment,
  registrationNumber,
  receipt,
  creditNote,
}: ReceiptFacts & { creditNote: CreditNoteRecord }): Sheet {
  const number = receiptNumberText('credit-note', creditNote.number);
  const { refund } = creditNote;
  return {
    title: `Credit note ${number}`,
    letterhead: letterhead(clinic),
    rows: [
      { label: 'Credit note number', value: number },
      { label: 'Issued on', value: dayInWords(creditNote.issuedAt, clinic.timeZone) },
      { label: 'Against receipt', value: receiptNumberText('receipt', receipt.number) },
      ...visitRows(clinic, appointment, registrationNumber),
      { label: 'Amount refunded', value: formatAmount(refund.amount) },
      { label: 'Refunded by', value: `UPI, reference ${refund.upiReference}` },
      { label: 'Refunded on', value: dayInWords(refund.refundedOn, clinic.timeZone) },
    ],
    notes: [
      `Issued against receipt ${receiptNumberText('receipt', receipt.number)} for the amount refunded to the patient. Issued electronically by ${clinic.name}; no signature is needed.`,
    ],
    createdAt: creditNote.issuedAt,
  };
}
