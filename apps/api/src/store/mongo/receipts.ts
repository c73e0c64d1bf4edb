import type { ReceiptKind } from '@clinic/contracts';
import type { CreditNoteRecord, ReceiptRecord, ReceiptRepository, Refund } from '../types.js';
import { isDuplicateKey, isId } from './errors.js';
import type { AppointmentDoc, Models, ReceiptDoc } from './models.js';

const toReceipt = (doc: ReceiptDoc): ReceiptRecord => ({
  kind: 'receipt',
  number: doc.number,
  appointmentId: doc.appointmentId.toHexString(),
  issuedAt: doc.issuedAt,
  // An approval written without its date (before decisions were dated) counts from the receipt.
  approvedAt: doc.approvedAt ?? doc.issuedAt,
});

function toCreditNote(doc: ReceiptDoc): CreditNoteRecord {
  const refund = doc.refund as Refund;
  return {
    kind: 'credit-note',
    number: doc.number,
    appointmentId: doc.appointmentId.toHexString(),
    issuedAt: doc.issuedAt,
    refund: {
      upiReference: refund.upiReference,
      refundedOn: refund.refundedOn,
      amount: refund.amount,
    },
  };
}

export class MongoReceipts implements ReceiptRepository {
  constructor(private readonly models: Models) {}

  private find(kind: ReceiptKind, appointmentId: string): Promise<ReceiptDoc | null> {
    return this.models.Receipt.findOne({ kind, appointmentId }).lean<ReceiptDoc>();
  }

  /**
   * The appointment's document of `kind`, or a new one numbered one past the kind's highest when
   * `details` allows it. No counter is kept: a counter taken with `$inc` stays taken when the
   * insert after it fails, which leaves a gap. Instead the insert itself takes the number, under
   * the unique (kind, number) index: of the issues that read the same highest number, one insert
   * wins and the others meet the duplicate key (11000) and go round again, reading the new
   * highest. Numbers are never deleted, so the highest is always the count and the next one has
   * no gap. The unique (kind, appointmentId) index makes two issues for one appointment clash the
   * same way; going round finds the one that won. Each lost round means another insert
   * succeeded, so every issue ends.
   */
  private async issue(
    kind: ReceiptKind,
    appointmentId: string,
    issuedAt: Date,
    details: () => Promise<Pick<ReceiptDoc, 'approvedAt' | 'refund'> | null>,
  ): Promise<ReceiptDoc | null> {
    if (!isId(appointmentId)) return null;
    for (;;) {
      const existing = await this.find(kind, appointmentId);
      if (existing) return existing;
      const allowed = await details();
      if (!allowed) return null;
      const highest = await this.models.Receipt.findOne({ kind })
        .sort({ number: -1 })
        .select({ number: 1 })
        .lean<Pick<ReceiptDoc, 'number'>>();
      try {
        const created = await this.models.Receipt.create({
          kind,
          number: (highest?.number ?? 0) + 1,
          appointmentId,
          issuedAt,
          ...allowed,
        });
        return created.toObject<ReceiptDoc>();
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }

  async issueReceipt(appointmentId: string, issuedAt: Date): Promise<ReceiptRecord | null> {
    const doc = await this.issue('receipt', appointmentId, issuedAt, async () => {
      const paid = await this.models.Appointment.findOne(
        { _id: appointmentId, payment: true },
        { proofDecidedAt: 1 },
      ).lean<Pick<AppointmentDoc, 'proofDecidedAt'>>();
      return paid && (paid.proofDecidedAt ? { approvedAt: paid.proofDecidedAt } : {});
    });
    return doc ? toReceipt(doc) : null;
  }

  async issueCreditNote(
    appointmentId: string,
    refund: Refund,
    issuedAt: Date,
  ): Promise<CreditNoteRecord | null> {
    const doc = await this.issue('credit-note', appointmentId, issuedAt, async () =>
      (await this.find('receipt', appointmentId)) ? { refund } : null,
    );
    return doc ? toCreditNote(doc) : null;
  }

  async findReceipt(appointmentId: string): Promise<ReceiptRecord | null> {
    if (!isId(appointmentId)) return null;
    const doc = await this.find('receipt', appointmentId);
    return doc ? toReceipt(doc) : null;
  }

  async findCreditNote(appointmentId: string): Promise<CreditNoteRecord | null> {
    if (!isId(appointmentId)) return null;
    const doc = await this.find('credit-note', appointmentId);
    return doc ? toCreditNote(doc) : null;
  }
}
