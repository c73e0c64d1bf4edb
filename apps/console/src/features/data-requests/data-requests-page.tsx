import { useState } from 'react';
import type { DataRequest } from '@clinic/contracts';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
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
      {requests.isPending && <Loading />}
      {requests.error && (
        <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />
      )}
      {requests.data &&
        (requests.data.requests.length === 0 ? (
          <EmptyState>No patient has asked for their data or its erasure yet.</EmptyState>
        ) : (
          <>
            <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
              <table className="min-w-full divide-y divide-gray-200 text-sm">
                <caption className="sr-only">Data requests, newest first</caption>
                <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-500">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      When
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Request
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Patient id
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {requests.data.requests.map((request) => (
                    <tr key={request._id}>
                      <td className="whitespace-nowrap px-4 py-3">{formatInstant(request.at)}</td>
                      <td className="px-4 py-3 font-medium text-gray-900">
                        {KIND_LABELS[request.kind]}
                      </td>
                      <td className="px-4 py-3 font-mono text-xs text-gray-600">
                        {request.patientId}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={requests.data.page}
              pageSize={requests.data.pageSize}
              total={requests.data.total}
              onPage={setPage}
            />
          </>
        ))}
    </>
  );
}
