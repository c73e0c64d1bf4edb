import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditEntry } from '@clinic/contracts';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { formatInstant } from '../../lib/format';
import { auditQueryOptions } from '../../lib/shared-queries';

const PAGE_SIZE = 25;

const ACTION_LABELS: Record<AuditAction, string> = {
  'appointment.cancel': 'Cancelled appointment',
  'payment.approve': 'Approved payment',
  'payment.reject': 'Rejected payment',
  'doctor.create': 'Added doctor',
  'doctor.update': 'Edited doctor',
  'doctor.availability': 'Changed availability',
  'doctor.blocked-slots': 'Changed blocked times',
  'blog.create': 'Published blog',
  'blog.update': 'Edited blog',
  'blog.delete': 'Deleted blog',
  'appointments.read': 'Read appointments',
  'messages.read': 'Read messages',
  'data-requests.read': 'Read data requests',
  'operator.login': 'Logged in',
  'operator.login-failed': 'Failed login',
  'operator.locked-out': 'Locked out',
  'refund.due': 'Refund due (erased patient)',
  'operator.password-change': 'Changed own password',
};

const text = (record: unknown, key: string): string | undefined => {
  const value =
    typeof record === 'object' && record !== null
      ? (record as Record<string, unknown>)[key]
      : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** Whom or what the entry is about, in words: the states the API records carry the names. */
function subject(entry: AuditEntry): string {
  const pick = (key: string) => text(entry.after, key) ?? text(entry.before, key);
  if (entry.targetType === 'appointment')
    // A refund due after an erasure names no patient (docs/decisions.md, Patients' rights).
    return `${pick('patient') ?? 'Erased patient'} with ${pick('doctor') ?? ''}, ${pick('slot') ?? ''}`;
  if (entry.targetType === 'blog') return pick('title') ?? entry.targetId;
  return pick('name') ?? entry.targetId;
}

const show = (value: unknown) =>
  value === null || value === undefined ? '-' : JSON.stringify(value, null, 2);

export function AuditPage() {
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQueryOptions(page, PAGE_SIZE));
  return (
    <>
      <PageHeader title="Audit log" />
      {audit.isPending && <Loading />}
      {audit.error && <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.data &&
        (audit.data.entries.length === 0 ? (
          <EmptyState>Nothing has been changed yet.</EmptyState>
        ) : (
          <>
            <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
              <table className="min-w-full divide-y divide-gray-200 text-sm">
                <caption className="sr-only">Audit log, newest first</caption>
                <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-500">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      When
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Who
                    </th>
                    <th scope="col" className="px-4 py-3">
                      What
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Before and after
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100 align-top">
                  {audit.data.entries.map((entry) => (
                    <tr key={entry._id}>
                      <td className="whitespace-nowrap px-4 py-3">{formatInstant(entry.at)}</td>
                      <td className="px-4 py-3">
                        {entry.actorEmail || 'The patient, erasing their account'}
                      </td>
                      <td className="px-4 py-3">
                        <p className="font-medium text-gray-900">{ACTION_LABELS[entry.action]}</p>
                        <p className="text-xs text-gray-600">{subject(entry)}</p>
                      </td>
                      <td className="px-4 py-3">
                        <details>
                          <summary className="cursor-pointer text-primary">Show changes</summary>
                          <div className="mt-2 grid gap-2 md:grid-cols-2">
                            <div>
                              <p className="text-xs font-medium text-gray-500">Before</p>
                              <pre className="overflow-x-auto rounded bg-gray-50 p-2 text-xs">
                                {show(entry.before)}
                              </pre>
                            </div>
                            <div>
                              <p className="text-xs font-medium text-gray-500">After</p>
                              <pre className="overflow-x-auto rounded bg-gray-50 p-2 text-xs">
                                {show(entry.after)}
                              </pre>
                            </div>
                          </div>
                        </details>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={audit.data.page}
              pageSize={audit.data.pageSize}
              total={audit.data.total}
              onPage={setPage}
            />
          </>
        ))}
    </>
  );
}
