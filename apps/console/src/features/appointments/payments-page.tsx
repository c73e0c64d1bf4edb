import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { useAppointments } from './api/get-appointments';
import { ProofReviewCard } from './components/proof-review-card';

const PAGE_SIZE = 10;

/** The proofs patients have sent, to check against the clinic's UPI statement. */
export function PaymentsPage() {
  const [page, setPage] = useState(1);
  const proofs = useAppointments({ status: 'proof-pending', page, pageSize: PAGE_SIZE });
  return (
    <>
      <PageHeader title="Payment proofs to review" />
      {proofs.isPending && <Loading />}
      {proofs.error && <ErrorState error={proofs.error} onRetry={() => void proofs.refetch()} />}
      {proofs.data &&
        (proofs.data.appointments.length === 0 ? (
          <EmptyState>No payment proofs are waiting for review.</EmptyState>
        ) : (
          <>
            <div className="space-y-4">
              {proofs.data.appointments.map((appointment) => (
                <ProofReviewCard key={appointment._id} appointment={appointment} />
              ))}
            </div>
            <Pagination
              page={proofs.data.page}
              pageSize={proofs.data.pageSize}
              total={proofs.data.total}
              onPage={setPage}
            />
          </>
        ))}
    </>
  );
}
