import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { useAppointments } from './api/get-appointments';
import { ProofReviewCard } from './components/proof-review-card';

const PAGE_SIZE = 25;

/** The proofs patients have sent, to check against the clinic's UPI statement. */
export function PaymentsPage() {
  const [page, setPage] = useState(1);
  const proofs = useAppointments({ status: 'proof-pending', page, pageSize: PAGE_SIZE });
  const { hash } = useLocation();
  const loaded = proofs.data !== undefined;

  // 'Review proof' in the appointments table links here with #proof-<id>: bring that card to the eye.
  useEffect(() => {
    if (!loaded || !hash) return;
    const card = document.getElementById(hash.slice(1));
    card?.scrollIntoView({ block: 'start' });
    card?.focus();
  }, [loaded, hash]);
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
