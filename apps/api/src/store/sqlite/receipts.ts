import type { ReceiptKind } from '@clinic/contracts';
import type { CreditNoteRecord, ReceiptRecord, ReceiptRepository, Refund } from '../types.js';
import { fromJson, toJson } from './database.js';
import type { SqliteDatabase } from './database.js';

interface ReceiptRow {
  kind: ReceiptKind;
  number: number;
  appointment_id: string;
  issued_at: number;
  approved_at: number | null;
  refund: string | null;
}

interface StoredRefund {
  upiReference: string;
  refundedOn: number;
  amount: number;
}

const toReceipt = (row: ReceiptRow): ReceiptRecord => ({
  kind: 'receipt',
  number: row.number,
  appointmentId: row.appointment_id,
  issuedAt: new Date(row.issued_at),
  // An approval written without its date (before decisions were dated) counts from the receipt.
  approvedAt: new Date(row.approved_at ?? row.issued_at),
});

function toCreditNote(row: ReceiptRow): CreditNoteRecord {
  const refund = fromJson<StoredRefund>(row.refund as string);
  return {
    kind: 'credit-note',
    number: row.number,
    appointmentId: row.appointment_id,
    issuedAt: new Date(row.issued_at),
    refund: { ...refund, refundedOn: new Date(refund.refundedOn) },
  };
}

export class SqliteReceipts implements ReceiptRepository {
  constructor(private readonly sql: SqliteDatabase) {}

  private find(kind: ReceiptKind, appointmentId: string): ReceiptRow | undefined {
    return this.sql
      .statement('SELECT * FROM receipts WHERE kind = ? AND appointment_id = ?')
      .get(kind, appointmentId) as ReceiptRow | undefined;
  }

  /**
   * The appointment's document of `kind`, or a new one numbered one past the kind's highest when
   * `details` allows it. One write transaction (BEGIN IMMEDIATE) holds the file's write lock from
   * the first read to the insert, so issues from every connection to the file take turns: the
   * highest number read is still the highest at the insert, and an insert that fails rolls back
   * with nothing taken.
   */
  private issue(
    kind: ReceiptKind,
    appointmentId: string,
    issuedAt: Date,
    details: () => { approvedAt: number | null; refund: string | null } | undefined,
  ): ReceiptRow | undefined {
    return this.sql.transaction(() => {
      const existing = this.find(kind, appointmentId);
      if (existing) return existing;
      const allowed = details();
      if (!allowed) return undefined;
      return this.sql
        .statement(
          `INSERT INTO receipts (kind, number, appointment_id, issued_at, approved_at, refund)
           SELECT @kind, COALESCE(MAX(number), 0) + 1, @appointmentId, @issuedAt, @approvedAt, @refund
           FROM receipts WHERE kind = @kind
           RETURNING *`,
        )
        .get({
          kind,
          appointmentId,
          issuedAt: issuedAt.getTime(),
          approvedAt: allowed.approvedAt,
          refund: allowed.refund,
        }) as ReceiptRow;
    });
  }

  async issueReceipt(appointmentId: string, issuedAt: Date): Promise<ReceiptRecord | null> {
    const row = this.issue('receipt', appointmentId, issuedAt, () => {
      const paid = this.sql
        .statement('SELECT proof_decided_at FROM appointments WHERE id = ? AND payment = 1')
        .get(appointmentId) as { proof_decided_at: number | null } | undefined;
      return paid && { approvedAt: paid.proof_decided_at, refund: null };
    });
    return row ? toReceipt(row) : null;
  }

  async issueCreditNote(
    appointmentId: string,
    refund: Refund,
    issuedAt: Date,
  ): Promise<CreditNoteRecord | null> {
    const row = this.issue('credit-note', appointmentId, issuedAt, () =>
      this.find('receipt', appointmentId)
        ? {
            approvedAt: null,
            refund: toJson({ ...refund, refundedOn: refund.refundedOn.getTime() }),
          }
        : undefined,
    );
    return row ? toCreditNote(row) : null;
  }

  async findReceipt(appointmentId: string): Promise<ReceiptRecord | null> {
    const row = this.find('receipt', appointmentId);
    return row ? toReceipt(row) : null;
  }

  async findCreditNote(appointmentId: string): Promise<CreditNoteRecord | null> {
    const row = this.find('credit-note', appointmentId);
    return row ? toCreditNote(row) : null;
  }
}
