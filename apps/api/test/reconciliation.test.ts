/** The matching rule of reconciliation, on lines and proofs made here. */
import type { PendingProof, StatementLine } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../src/components/admin/reconciliation.js';

const proof = (n: number, transactionId: string, amount = 800): PendingProof => ({
  appointmentId: `e0000000000000000000000${n}`,
  patient: `Patient ${n}`,
  doctor: 'Dr. Asha Rao',
  slotDate: '3_3_2026',
  slotTime: '10:00',
  amount,
  transactionId,
});

const line = (
  row: number,
  transactionIds: string[],
  amount = 800,
  direction: StatementLine['direction'] = 'credit',
): StatementLine => ({ row, date: '02/03/26', amount, direction, transactionIds });

describe('reconcile', () => {
  it('when a credit carries the proof’s ID (any case, spaces around) and its amount, then they match', () => {
    const proofs = [proof(1, ' t-406112345678 '), proof(2, '406198765432', 1200)];
    const lines = [line(2, ['T-406112345678']), line(3, ['X1', '406198765432'], 1200.0)];

    expect(reconcile(lines, proofs)).toEqual({
      matched: [
        { proof: proofs[0], line: lines[0] },
        { proof: proofs[1], line: lines[1] },
      ],
      mismatched: [],
      unmatchedLines: [],
      unmatchedProofs: [],
    });
  });

  it('when the line has the ID but another amount, or is money out, then it is a mismatch', () => {
    const proofs = [proof(1, '406155554444'), proof(2, '406177778888')];
    const lines = [line(2, ['406155554444'], 1200), line(3, ['406177778888'], 800, 'debit')];

    const groups = reconcile(lines, proofs);

    expect(groups.mismatched).toEqual([
      { proof: proofs[0], line: lines[0], reason: 'amount' },
      { proof: proofs[1], line: lines[1], reason: 'debit' },
    ]);
    expect(groups.matched).toEqual([]);
    expect(groups.unmatchedLines).toEqual([]);
  });

  it('when the ID shows twice, once with the right amount, then the proof matches that line and neither line is listed as unnamed', () => {
    const proofs = [proof(1, '406112345678')];
    const lines = [line(2, ['406112345678'], 500), line(3, ['406112345678'], 800)];

    expect(reconcile(lines, proofs)).toMatchObject({
      matched: [{ proof: proofs[0], line: lines[1] }],
      mismatched: [],
      unmatchedLines: [],
    });
  });

  it('when two proofs name one line by its two IDs, then neither matches: one payment pays one visit', () => {
    const proofs = [proof(1, '406112345678'), proof(2, 't2603021015321234567890')];
    const lines = [line(2, ['T2603021015321234567890', '406112345678'])];

    expect(reconcile(lines, proofs)).toEqual({
      matched: [],
      mismatched: [
        { proof: proofs[0], line: lines[0], reason: 'shared' },
        { proof: proofs[1], line: lines[0], reason: 'shared' },
      ],
      unmatchedLines: [],
      unmatchedProofs: [],
    });
  });

  it('when lines and proofs name nothing of each other, then credits and proofs are unmatched and debits are left out', () => {
    const proofs = [proof(1, 'T999')];
    const lines = [line(2, ['406198765432'], 500), line(3, [], 45_000, 'debit'), line(4, [])];

    expect(reconcile(lines, proofs)).toEqual({
      matched: [],
      mismatched: [],
      unmatchedLines: [lines[0], lines[2]],
      unmatchedProofs: proofs,
    });
  });
});
