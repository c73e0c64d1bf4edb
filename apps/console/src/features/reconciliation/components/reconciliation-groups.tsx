import type {
  PendingProof,
  ProofMismatch,
  ReconciliationResponse,
  StatementLine,
} from '@clinic/contracts';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import { formatSlot } from '../../../lib/format';
import { formatAmount } from './amount';

const MISMATCH_TEXTS: Record<ProofMismatch['reason'], string> = {
  amount: 'Different amount',
  debit: 'Money out, not in',
  shared: 'Another proof names the same line',
};

const CELL = 'px-4 py-3';

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-gray-900">
        {title} ({count})
      </h2>
      {count === 0 ? <p className="text-sm text-gray-500">None.</p> : children}
    </section>
  );
}

function Subgroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="font-medium text-gray-800">{title}</h3>
      {children}
    </div>
  );
}

function ProofCells({ proof }: { proof: PendingProof }) {
  return (
    <>
      <td className={CELL}>{proof.patient}</td>
      <td className={CELL}>{proof.doctor}</td>
      <td className={CELL}>{formatSlot(proof.slotDate, proof.slotTime)}</td>
    </>
  );
}

const lineName = (line: StatementLine) => `Line ${line.row}, ${line.date}`;

/** The three groups of a checked statement, each a table with its caption. */
export function ReconciliationGroups({ result }: { result: ReconciliationResponse }) {
  return (
    <div className="space-y-8">
      <Group title="Matched" count={result.matched.length}>
        <DataTable
          caption="Matched: the statement has the transaction ID and the amount"
          columns={['Patient', 'Doctor', 'Visit', 'Amount', 'Transaction ID', 'Statement line']}
        >
          {result.matched.map(({ proof, line }) => (
            <tr key={proof.appointmentId}>
              <ProofCells proof={proof} />
              <td className={CELL}>{formatAmount(proof.amount)}</td>
              <td className={`${CELL} font-mono`}>{proof.transactionId}</td>
              <td className={CELL}>{lineName(line)}</td>
            </tr>
          ))}
        </DataTable>
      </Group>

      <Group title="Mismatched" count={result.mismatched.length}>
        <DataTable
          caption="Mismatched: the statement has the transaction ID but not the amount due"
          columns={[
            'Patient',
            'Doctor',
            'Visit',
            'Amount due',
            'On the statement',
            'Transaction ID',
            'Why',
          ]}
        >
          {result.mismatched.map(({ proof, line, reason }) => (
            <tr key={proof.appointmentId}>
              <ProofCells proof={proof} />
              <td className={CELL}>{formatAmount(proof.amount)}</td>
              <td className={CELL}>
                {line.direction === 'debit' ? '−' : ''}
                {formatAmount(line.amount)} ({lineName(line)})
              </td>
              <td className={`${CELL} font-mono`}>{proof.transactionId}</td>
              <td className={CELL}>{MISMATCH_TEXTS[reason]}</td>
            </tr>
          ))}
        </DataTable>
      </Group>

      <Group title="Unmatched" count={result.unmatchedProofs.length + result.unmatchedLines.length}>
        {result.unmatchedProofs.length > 0 && (
          <Subgroup title="Pending proofs the statement does not show">
            <DataTable
              caption="Pending proofs the statement does not show"
              columns={['Patient', 'Doctor', 'Visit', 'Amount', 'Transaction ID']}
            >
              {result.unmatchedProofs.map((proof) => (
                <tr key={proof.appointmentId}>
                  <ProofCells proof={proof} />
                  <td className={CELL}>{formatAmount(proof.amount)}</td>
                  <td className={`${CELL} font-mono`}>{proof.transactionId}</td>
                </tr>
              ))}
            </DataTable>
          </Subgroup>
        )}
        {result.unmatchedLines.length > 0 && (
          <Subgroup title="Money in that no pending proof names (already approved, or no proof sent yet)">
            <DataTable
              caption="Money in that no pending proof names"
              columns={['Statement line', 'Date', 'Amount', 'Transaction ID']}
            >
              {result.unmatchedLines.map((line) => (
                <tr key={line.row}>
                  <td className={CELL}>{line.row}</td>
                  <td className={CELL}>{line.date}</td>
                  <td className={CELL}>{formatAmount(line.amount)}</td>
                  <td className={`${CELL} font-mono`}>{line.transactionIds.join(', ')}</td>
                </tr>
              ))}
            </DataTable>
          </Subgroup>
        )}
      </Group>
    </div>
  );
}
