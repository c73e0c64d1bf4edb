/**
 * Receipts and credit notes (docs/decisions.md, Receipts). A paid appointment's receipt is
 * numbered when its payment is approved, or at its first download when it was approved before
 * receipts existed; a refund's credit note when the refund is recorded. The store takes each
 * number in the same write that keeps it, so the sequences have no gap. The PDF is laid out off
 * the event loop (libraries/pdf.ts).
 */
import { receiptFileName, receiptNumberText } from '@clinic/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type {
  AppointmentRecord,
  CreditNoteRecord,
  ReceiptRecord,
  Refund,
} from '../../store/types.js';
import { ownAppointment } from '../appointments/service.js';
import { creditNoteSheet, receiptSheet } from './document.js';

export interface PdfFile {
  fileName: string;
  contentType: 'application/pdf';
  bytes: Buffer;
}

/** A receipt as sent, with what the audit of a staff download names. */
export interface ReceiptFile extends PdfFile {
  number: string;
  patientId: string;
}

const refundSchema = z.object({
  upiReference: z.string().trim().min(1).max(64),
  refundedOn: z.date(),
  amount: z.number().int().positive(),
});

export function createReceiptService({ store, config, clock, sheets }: AppContext) {
  async function findAppointment(appointmentId: string): Promise<AppointmentRecord> {
    const appointment = await store.appointments.findById(appointmentId);
    if (!appointment) throw AppError.notFound('appointmentNotFound');
    return appointment;
  }

  /**
   * The receipt the appointment has (whatever became of it since), or a new one when it is paid:
   * 409 when it has none and is not paid.
   */
  async function receiptOf(appointment: AppointmentRecord): Promise<ReceiptRecord> {
    const receipt = await store.receipts.issueReceipt(appointment._id, clock());
    if (!receipt) throw AppError.conflict('notPaid');
    return receipt;
  }

  async function registrationNumberOf(appointment: AppointmentRecord): Promise<string> {
    return (await store.doctors.findById(appointment.docId))?.registrationNumber ?? '';
  }

  async function receiptFile(appointment: AppointmentRecord): Promise<ReceiptFile> {
    const receipt = await receiptOf(appointment);
    const sheet = receiptSheet({
      clinic: config.clinic,
      appointment,
      registrationNumber: await registrationNumberOf(appointment),
      receipt,
    });
    return {
      fileName: receiptFileName('receipt', receipt.number),
      contentType: 'application/pdf',
      bytes: await sheets.render(sheet),
      number: receiptNumberText('receipt', receipt.number),
      patientId: appointment.userId,
    };
  }

  async function creditNoteFile(appointment: AppointmentRecord): Promise<PdfFile> {
    const [creditNote, receipt] = await Promise.all([
      store.receipts.findCreditNote(appointment._id),
      store.receipts.findReceipt(appointment._id),
    ]);
    if (!creditNote || !receipt) throw AppError.notFound('noCreditNote');
    const sheet = creditNoteSheet({
      clinic: config.clinic,
      appointment,
      registrationNumber: await registrationNumberOf(appointment),
      receipt,
      creditNote,
    });
    return {
      fileName: receiptFileName('credit-note', creditNote.number),
      contentType: 'application/pdf',
      bytes: await sheets.render(sheet),
    };
  }

  /**
   * Numbers the receipt of an appointment whose payment was just approved, so that receipts
   * follow the order of approval; null when it is not paid.
   */
  function issueReceipt(appointmentId: string): Promise<ReceiptRecord | null> {
    return store.receipts.issueReceipt(appointmentId, clock());
  }

  /**
   * The credit note of a refund recorded for a paid appointment: numbered now, or the one it
   * already has (a second call changes nothing). The receipt it is issued against is numbered
   * first if it has none yet. 404 for an unknown appointment, 409 when it was never paid, 400 for
   * a refund of nothing or of more than was paid.
   */
  async function issueCreditNote(appointmentId: string, refund: Refund): Promise<CreditNoteRecord> {
    const checked = refundSchema.parse(refund);
    const appointment = await findAppointment(appointmentId);
    if (checked.amount > appointment.amount)
      throw AppError.badRequest('invalidInput', {
        errors: { amount: 'A refund cannot be more than was paid' },
      });
    await receiptOf(appointment);
    const creditNote = await store.receipts.issueCreditNote(appointmentId, checked, clock());
    if (!creditNote) throw AppError.conflict('notPaid');
    return creditNote;
  }

  return {
    /** The caller's own appointment's receipt: 404 unknown, 403 another's, 409 not paid. */
    patientReceipt: async (userId: string, appointmentId: string) =>
      receiptFile(await ownAppointment(store, userId, appointmentId)),
    /** The caller's own appointment's credit note: 404 unknown or none issued, 403 another's. */
    patientCreditNote: async (userId: string, appointmentId: string) =>
      creditNoteFile(await ownAppointment(store, userId, appointmentId)),
    /** Any appointment's receipt, for staff (who audit the read): 404 unknown, 409 not paid. */
    staffReceipt: async (appointmentId: string) =>
      receiptFile(await findAppointment(appointmentId)),
    issueReceipt,
    issueCreditNote,
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
