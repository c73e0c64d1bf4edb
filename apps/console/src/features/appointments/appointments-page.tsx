import { useQuery } from '@tanstack/react-query';
import { adminAppointmentsQuery } from '@clinic/contracts';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { doctorsQueryOptions } from '../../lib/shared-queries';
import { useAddressQuery } from '../../lib/use-address-query';
import { useAppointments } from './api/get-appointments';
import { AppointmentFilters, type AppointmentFilterValues } from './components/appointment-filters';
import { AppointmentsTable } from './components/appointments-table';

const PAGE_SIZE = 20;

function useFilterParams() {
  const { query, update } = useAddressQuery(adminAppointmentsQuery);
  return {
    query: { ...query, pageSize: PAGE_SIZE },
    update: (values: AppointmentFilterValues & { page?: number }) => update(values),
  };
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
