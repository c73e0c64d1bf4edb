import { adminAppointmentsQuery, dateKeyToInput, toDateKey, zonedClock } from '@clinic/contracts';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { ErrorState, Loading } from '../../components/query-state';
import { configQueryOptions } from '../../lib/shared-queries';
import { useAddressQuery } from '../../lib/use-address-query';
import { useRefundsDue } from './api/get-refunds-due';
import { RefundsTable } from './components/refunds-table';

const pageQuery = adminAppointmentsQuery.pick({ page: true });

/**
 * Appointments the clinic cancelled (or an erasure did) after the patient paid or sent proof: the
 * money goes back by UPI outside the console, and its reference and day are recorded here.
 */
export function RefundsPage() {
  const { query, update } = useAddressQuery(pageQuery);
  const refunds = useRefundsDue(query.page);
  // "Today" for the refund's day is the clinic's (docs/decisions.md, Calendar).
  const config = useQuery(configQueryOptions());
  const today = config.data
    ? dateKeyToInput(toDateKey(zonedClock(new Date(), config.data.timeZone)))
    : null;

  return (
    <>
      <PageHeader title="Refunds" />
      <p className="mb-4 max-w-2xl text-gray-600">
        Cancelled appointments whose payment is to be given back. Refund by UPI, then record its
        reference: the patient is e-mailed a credit note.
      </p>
      {config.error && <ErrorState error={config.error} onRetry={() => void config.refetch()} />}
      <PagedResults
        query={refunds}
        items={(data) => data.appointments}
        empty="No refunds are due."
        onPage={(page) => update({ page })}
      >
        {(rows) => (today ? <RefundsTable refunds={rows} today={today} /> : <Loading />)}
      </PagedResults>
    </>
  );
}
