import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatRupees } from '@clinic/client-kit';
import { PageHeader } from '../../components/page-header';
import { ErrorState, Loading } from '../../components/query-state';
import { formatDateKey } from '../../lib/format';
import { dashboardQueryOptions } from '../../lib/shared-queries';
import { MissedVisitsTable } from './missed-visits-table';

interface CardProps {
  label: string;
  value: string;
  to: string;
  action: string;
}

function StatCard({ label, value, to, action }: CardProps) {
  return (
    <section
      aria-label={label}
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-sm font-medium text-gray-500">{label}</h2>
      <p className="mt-2 text-3xl font-semibold text-gray-900">{value}</p>
      <Link to={to} className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
        {action}
      </Link>
    </section>
  );
}

export function DashboardPage() {
  const dashboard = useQuery(dashboardQueryOptions());
  return (
    <>
      <PageHeader title="Dashboard" />
      {dashboard.isPending && <Loading />}
      {dashboard.error && (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      )}
      {dashboard.data && (
        <>
          <p className="mb-4 text-gray-600">
            Today is {formatDateKey(dashboard.data.today)} at the clinic.
          </p>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label="Appointments today"
              value={String(dashboard.data.todayAppointments)}
              to={`/appointments?from=${dashboard.data.today}&to=${dashboard.data.today}`}
              action="See today's list"
            />
            <StatCard
              label="Payment proofs waiting"
              value={String(dashboard.data.proofsPending)}
              to="/payments"
              action="Review proofs"
            />
            <StatCard
              label="Bookings in the next 7 days"
              value={String(dashboard.data.nextSevenDaysBookings)}
              to="/appointments?status=upcoming"
              action="See upcoming"
            />
            <StatCard
              label="Revenue approved this month"
              value={formatRupees(dashboard.data.revenueThisMonth)}
              to="/appointments?status=paid"
              action="See paid"
            />
          </div>
          <MissedVisitsTable today={dashboard.data.today} doctors={dashboard.data.missedVisits} />
        </>
      )}
    </>
  );
}
