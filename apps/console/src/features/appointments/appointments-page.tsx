import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { adminAppointmentsQuery } from '@clinic/contracts';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { doctorsQueryOptions } from '../../lib/shared-queries';
import { useAppointments } from './api/get-appointments';
import { AppointmentFilters, type AppointmentFilterValues } from './components/appointment-filters';
import { AppointmentsTable } from './components/appointments-table';

const PAGE_SIZE = 20;

/** Filters live in the address, so a filtered list can be bookmarked and Back works. */
function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const parsed = adminAppointmentsQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : adminAppointmentsQuery.parse({});
  const update = (values: AppointmentFilterValues & { page?: number }) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values))
      if (value !== undefined && value !== '') next.set(key, String(value));
    setParams(next);
  };
  return { query: { ...query, pageSize: PAGE_SIZE }, update };
}

export function AppointmentsPage() {
  const { query, update } = useFilterParams();
  const doctors = useQuery(doctorsQueryOptions());
  const appointments = useAppointments(query);
  const filters: AppointmentFilterValues = {
    from: query.from,
    to: query.to,
    docId: query.docId,
    status: query.status,
  };

  return (
    <>
      <PageHeader title="Appointments" />
      <AppointmentFilters
        values={filters}
        doctors={doctors.data ?? []}
        onChange={(values) => update({ ...values, page: 1 })}
      />
      <PagedResults
        query={appointments}
        items={(data) => data.appointments}
        empty="No appointments match these filters."
        onPage={(page) => update({ ...filters, page })}
      >
        {(rows) => <AppointmentsTable appointments={rows} />}
      </PagedResults>
    </>
  );
}
