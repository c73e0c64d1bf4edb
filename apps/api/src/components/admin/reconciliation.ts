/**
 * The matching rule of reconciliation (docs/decisions.md, Reconciliation): a pending proof and a
 * statement line belong together when the line carries the proof's transaction ID (trimmed, any
 * case); they match when the line is money in of the appointment's amount and no other pending
 * proof names that line.
 */
import type {
  PendingProof,
  ProofMatch,
  ProofMismatch,
  ReconciliationResponse,
  StatementLine,
} from '@clinic/contracts';
import { transactionKey } from '../../store/rules.js';

export type ReconciliationGroups = Pick<
  ReconciliationResponse,
  'matched' | 'mismatched' | 'unmatchedLines' | 'unmatchedProofs'
>;

/** Rupees compared in whole paise: '800.00' on a statement is the fee of 800. */
const samePaise = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

export function reconcile(
  lines: readonly StatementLine[],
  proofs: readonly PendingProof[],
): ReconciliationGroups {
  const linesById = new Map<string, StatementLine[]>();
  for (const line of lines) {
    for (const id of line.transactionIds) linesById.set(id, [...(linesById.get(id) ?? []), line]);
  }
  const candidatesOf = (proof: PendingProof) =>
    linesById.get(transactionKey(proof.transactionId)) ?? [];
  // How many pending proofs name each line: a merchant line carries two IDs.
  const namedBy = new Map<StatementLine, number>();
  for (const proof of proofs) {
    for (const line of candidatesOf(proof)) namedBy.set(line, (namedBy.get(line) ?? 0) + 1);
  }

  const matched: ProofMatch[] = [];
  const mismatched: ProofMismatch[] = [];
  const unmatchedProofs: PendingProof[] = [];
  for (const proof of proofs) {
    const candidates = candidatesOf(proof);
    const [first] = candidates;
    if (!first) {
      unmatchedProofs.push(proof);
      continue;
    }
    const exact = candidates.find(
      (line) => line.direction === 'credit' && samePaise(line.amount, proof.amount),
    );
    if (exact && namedBy.get(exact) === 1) matched.push({ proof, line: exact });
    else if (exact) mismatched.push({ proof, line: exact, reason: 'shared' });
    else
      mismatched.push({
        proof,
        line: first,
        reason: first.direction === 'debit' ? 'debit' : 'amount',
      });
  }

  return {
    matched,
    mismatched,
    // Lines a proof names are shown with that proof, never again as lines nobody names.
    unmatchedLines: lines.filter((line) => line.direction === 'credit' && !namedBy.has(line)),
    unmatchedProofs,
  };
}
