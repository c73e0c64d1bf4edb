/**
 * Reconciling payment proofs with the clinic's statement (docs/product.md, Reconcile; the rule in
 * docs/decisions.md, Reconciliation): the statement formats the API reads, the three groups it
 * answers for an uploaded statement, and the approval of the matched proofs in one step.
 */
import { z } from 'zod';
import { idSchema, lengthLimit } from './common.js';
import { dateKeySchema, slotTimeSchema } from './doctors.js';

/** The multipart field that carries the statement file. */
export const STATEMENT_FIELD = 'statement';
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
/** Most proofs approved by one call; a clinic has far fewer pending at once. */
export const RECONCILE_APPROVE_MAX = 200;

/** Where a line's transaction IDs are: a whole column, or the first group of `pattern` in it. */
export interface ReferenceSource {
  column: string;
  pattern?: RegExp;
}

/**
 * One statement format, described rather than coded: the API finds the header row by `headers`
 * (all present, compared trimmed and without case) and reads each line by the columns named
 * here. Amounts are read the same way for every format (the API's statement reader): '1,234.50',
 * '₹800', 'INR 800', a 'Cr' or 'Dr' marker, a minus sign.
 */
export interface StatementFormat {
  id: string;
  /** What the console and the docs call it. */
  name: string;
  /** The header row as the export writes it. */
  headers: readonly string[];
  date: string;
  /** One signed column, or a credit (money in) and a debit (money out) column. */
  amount: { column: string } | { credit: string; debit: string };
  /** Every ID a line carries (a UTR, a UPI app's own transaction ID); any of them may match. */
  references: readonly ReferenceSource[];
  /** Only lines whose `column` holds one of `values` (any case) count; others are left out. */
  only?: { column: string; values: readonly string[] };
}

/** A UPI reference number (UTR/RRN) is 12 digits: a field of its own in a `-` or `/` narration. */
const UTR_IN_NARRATION = /(?:^|[-/])(\d{12})(?=[-/]|$)/;

/** The formats the API reads; a new one is one more entry here, and a sample file in the tests. */
export const STATEMENT_FORMATS: readonly StatementFormat[] = [
  {
    id: 'hdfc-account',
    name: 'HDFC-style account statement',
    headers: [
      'Date',
      'Narration',
      'Chq./Ref.No.',
      'Value Dt',
      'Withdrawal Amt.',
      'Deposit Amt.',
      'Closing Balance',
    ],
    date: 'Date',
    amount: { credit: 'Deposit Amt.', debit: 'Withdrawal Amt.' },
    references: [
      // 'UPI-PRIYA SHARMA-PRIYA@OKAXIS-HDFC0000123-312345678901-CONSULTATION E5F60718'
      { column: 'Narration', pattern: UTR_IN_NARRATION },
      // The bank pads the UTR to 16 digits: '0000312345678901'.
      { column: 'Chq./Ref.No.', pattern: /^0*(\d{12})$/ },
    ],
  },
  {
    id: 'upi-merchant',
    name: 'UPI merchant transactions',
    headers: ['Transaction Date', 'Transaction ID', 'UTR', 'Amount', 'Status', 'Payer VPA'],
    date: 'Transaction Date',
    amount: { column: 'Amount' },
    references: [{ column: 'Transaction ID' }, { column: 'UTR' }],
    only: { column: 'Status', values: ['SUCCESS'] },
  },
];

export const RECONCILE_TEXTS = {
  statementRequired: 'Please choose the statement file (CSV)',
  statementNotCsv:
    'The statement must be a CSV file. Download it from your bank or UPI app as CSV, not Excel or PDF.',
  statementTooLarge: 'The statement must be 2 MB or smaller',
  statementUnreadable: 'The statement could not be read as CSV',
  statementFormatUnknown: `The statement's columns are not of a format the clinic reads: ${STATEMENT_FORMATS.map((format) => format.name).join(', ')}`,
  approved: 'Matched payments approved',
} as const;

export const statementLineSchema = z.object({
  /** The line's number in the file (1 is the first), to find it in the statement. */
  row: z.number().int().positive(),
  /** As the statement writes it. */
  date: z.string(),
  /** Rupees. */
  amount: z.number().nonnegative(),
  /** Money in or out of the clinic's account. */
  direction: z.enum(['credit', 'debit']),
  /** The line's transaction IDs, trimmed and upper-cased. */
  transactionIds: z.array(z.string()),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** A proof waiting for review, with what the screen shows of it. */
export const pendingProofSchema = z.object({
  appointmentId: idSchema,
  patient: z.string(),
  doctor: z.string(),
  slotDate: dateKeySchema,
  slotTime: slotTimeSchema,
  /** Rupees: the appointment's amount. */
  amount: z.number().nonnegative(),
  /** As the patient sent it. */
  transactionId: z.string(),
});
export type PendingProof = z.infer<typeof pendingProofSchema>;

export const proofMatchSchema = z.object({ proof: pendingProofSchema, line: statementLineSchema });
export type ProofMatch = z.infer<typeof proofMatchSchema>;

/**
 * Why a line with the proof's ID does not match: another amount, money out, or another pending
 * proof names the same line (a merchant line carries two IDs; one payment pays one visit).
 */
export const MISMATCH_REASONS = ['amount', 'debit', 'shared'] as const;

export const proofMismatchSchema = proofMatchSchema.extend({ reason: z.enum(MISMATCH_REASONS) });
export type ProofMismatch = z.infer<typeof proofMismatchSchema>;

/** POST /api/admin/reconciliation (multipart, the file in STATEMENT_FIELD): nothing is approved. */
export const reconciliationResponse = z.object({
  success: z.literal(true),
  format: z.object({ id: z.string(), name: z.string() }),
  /** Lines read after the header (lines another `only` value leaves out are not counted). */
  linesRead: z.number().int().nonnegative(),
  /** Lines whose amount could not be read: to look at by hand. */
  unreadableRows: z.array(z.number().int().positive()),
  /** Same transaction ID and amount, money in. */
  matched: z.array(proofMatchSchema),
  /** Same transaction ID, but another amount, money out, or a line two proofs name. */
  mismatched: z.array(proofMismatchSchema),
  /** Money in that no pending proof names (already approved, or no proof sent yet). */
  unmatchedLines: z.array(statementLineSchema),
  /** Pending proofs the statement does not name. */
  unmatchedProofs: z.array(pendingProofSchema),
});
export type ReconciliationResponse = z.infer<typeof reconciliationResponse>;

/**
 * POST /api/admin/reconciliation/approve: the matched proofs as the screen showed them. Each is
 * approved only if it is still pending with this transaction ID and amount.
 */
export const reconcileApproveRequest = z.object({
  payments: z
    .array(
      z.object({
        appointmentId: idSchema,
        transactionId: z.string().trim().min(1).check(lengthLimit(64)),
        amount: z.number().int().nonnegative().max(1_000_000),
      }),
    )
    .min(1)
    .max(RECONCILE_APPROVE_MAX)
    .refine(
      (payments) =>
        new Set(payments.map((payment) => payment.appointmentId)).size === payments.length,
      'Each appointment once',
    ),
});
export type ReconcileApproveRequest = z.infer<typeof reconcileApproveRequest>;

/** Why a proof was not approved: no longer waiting for review, or its ID or amount changed. */
export const RECONCILE_SKIP_REASONS = ['not-pending', 'changed'] as const;

export const reconcileApproveResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  approved: z.array(idSchema),
  skipped: z.array(z.object({ appointmentId: idSchema, reason: z.enum(RECONCILE_SKIP_REASONS) })),
});
export type ReconcileApproveResponse = z.infer<typeof reconcileApproveResponse>;
