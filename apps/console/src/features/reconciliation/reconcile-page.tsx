import type { ReconciliationResponse } from '@clinic/contracts';
import { Link } from 'react-router-dom';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { useCheckStatement } from './api/check-statement';
import { ApproveMatched } from './components/approve-matched';
import { ReconciliationGroups } from './components/reconciliation-groups';
import { StatementForm } from './components/statement-form';
import { StatementFormats } from './components/statement-formats';

function CheckedStatement({ result }: { result: ReconciliationResponse }) {
  const { format, linesRead, unreadableRows } = result;
  return (
    <section aria-labelledby="checked-statement" className="space-y-6">
      <div>
        <h2 id="checked-statement" className="text-lg font-semibold text-gray-900">
          Checked: {format.name}
        </h2>
        <p className="text-sm text-gray-700">
          {linesRead === 1 ? '1 line' : `${linesRead} lines`} read from the statement.
        </p>
        {unreadableRows.length > 0 && (
          <p className="mt-1 text-sm text-amber-800">
            The amount of line {unreadableRows.join(', ')} could not be read: look at{' '}
            {unreadableRows.length === 1 ? 'it' : 'them'} in the statement.
          </p>
        )}
      </div>
      <ReconciliationGroups result={result} />
      <ApproveMatched matched={result.matched} />
    </section>
  );
}

/** The clinic's statement set against the proofs waiting for review (docs/product.md, Reconcile). */
export function ReconcilePage() {
  const check = useCheckStatement();
  return (
    <>
      <PageHeader title="Reconcile payments">
        <Link
          to="/payments"
          className="rounded-lg border border-gray-300 bg-white px-4 py-2 font-medium text-gray-700 hover:bg-gray-50"
        >
          Payment proofs
        </Link>
      </PageHeader>
      <div className="space-y-8">
        <div className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5">
          <StatementForm busy={check.isPending} onCheck={(file) => check.mutate(file)} />
          <FormError error={check.error} />
          <StatementFormats />
        </div>
        {/* A new check starts a new approval. */}
        {check.data && <CheckedStatement key={check.submittedAt} result={check.data} />}
      </div>
    </>
  );
}
