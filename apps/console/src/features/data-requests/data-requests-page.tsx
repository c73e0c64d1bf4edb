import { useState } from 'react';
import type { DataRequest } from '@clinic/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { PagedResults } from '../../components/paged-results';
import { formatInstant } from '../../lib/format';
import { useDataRequests } from './api/get-data-requests';

const PAGE_SIZE = 25;

const KIND_LABELS: Record<DataRequest['kind'], string> = {
  export: 'Downloaded their data',
  erasure: 'Deleted their account',
};

/**
 * The patients' requests under the DPDP Act (docs/decisions.md, Patients' rights), newest first:
 * the record that the clinic honoured them. An erased patient's id leads to no account.
 */
export function DataRequestsPage() {
  const [page, setPage] = useState(1);
  const requests = useDataRequests(page, PAGE_SIZE);
  return (
    <>
      <PageHeader title="Data requests" />
      <PagedResults
        query={requests}
        items={(data) => data.requests}
        empty="No patient has asked for their data or its erasure yet."
        onPage={setPage}
      >
        {(rows) => (
          <DataTable
            caption="Data requests, newest first"
            columns={['When', 'Request', 'Patient id']}
          >
            {rows.map((request) => (
              <tr key={request._id}>
                <td className="whitespace-nowrap px-4 py-3">{formatInstant(request.at)}</td>
                <td className="px-4 py-3 font-medium text-gray-900">{KIND_LABELS[request.kind]}</td>
                <td className="px-4 py-3 font-mono text-xs text-gray-600">{request.patientId}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedResults>
    </>
  );
}
