import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
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
      <PageHeader title="Payment proofs to review">
        <Link
          to="/reconcile"
          className="rounded-lg border border-gray-300 bg-white px-4 py-2 font-medium text-gray-700 hover:bg-gray-50"
        >
          Reconcile with a statement
        </Link>
      </PageHeader>
      <PagedResults
        query={proofs}
        items={(data) => data.appointments}
        empty="No payment proofs are waiting for review."
        onPage={setPage}
      >
        {(appointments) => (
          <div className="space-y-4">
            {appointments.map((appointment) => (
              <ProofReviewCard key={appointment._id} appointment={appointment} />
            ))}
          </div>
        )}
      </PagedResults>
    </>
  );
}
