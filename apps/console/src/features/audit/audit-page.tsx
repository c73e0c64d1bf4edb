import { useQuery } from '@tanstack/react-query';
import { STAFF_ROLE_NAMES, auditQuery, staffRoleSchema } from '@clinic/contracts';
import type { AuditEntry } from '@clinic/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { PagedResults } from '../../components/paged-results';
import { formatInstant } from '../../lib/format';
import { useAddressQuery } from '../../lib/use-address-query';
import { auditQueryOptions } from '../../lib/shared-queries';
import { ACTION_LABELS, AuditFilters, type AuditFilterValues } from './components/audit-filters';

const PAGE_SIZE = 25;

/** Filters live in the address, as on Appointments: a filtered log can be bookmarked. */
function useFilterParams() {
  const { query, address, update } = useAddressQuery(auditQuery);
  return {
    query: { ...query, pageSize: PAGE_SIZE },
    address,
    update: (values: AuditFilterValues & { page?: number }) => update(values),
  };
}

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
  // A read names what the page showed; the ids are under "Show changes".
  const shown = (key: string, what: string) => {
    const after = entry.after as Record<string, unknown> | null;
    const ids = after?.[key];
    return `${Array.isArray(ids) ? ids.length : 0} ${what} shown`;
  };
  if (entry.targetType === 'appointments') return shown('appointmentIds', 'appointments');
  if (entry.targetType === 'messages') return shown('messageIds', 'messages');
  if (entry.targetType === 'data-requests') return shown('requestIds', 'requests');
  return pick('name') ?? entry.targetId;
}

/** 'front-desk' -> 'Front desk'; an entry from before the staff roles keeps what it says. */
const roleName = (role: string) => {
  const known = staffRoleSchema.safeParse(role);
  return known.success ? STAFF_ROLE_NAMES[known.data] : role;
};

const show = (value: unknown) =>
  value === null || value === undefined ? '-' : JSON.stringify(value, null, 2);

export function AuditPage() {
  const { query, address, update } = useFilterParams();
  const audit = useQuery(auditQueryOptions(query));
  const filters: AuditFilterValues = {
    actor: query.actor,
    patient: query.patient,
    action: query.action,
  };
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <>
      <PageHeader title="Audit log" />
      <AuditFilters key={address} values={filters} onChange={(values) => update(values)} />
      <PagedResults
        query={audit}
        items={(data) => data.entries}
        empty={filtered ? 'No entries match these filters.' : 'Nothing has been changed yet.'}
        onPage={(page) => update({ ...filters, page })}
      >
        {(entries) => (
          <DataTable
            caption="Audit log, newest first"
            columns={['When', 'Who', 'What', 'Before and after']}
            bodyClassName="align-top"
          >
            {entries.map((entry) => (
              <tr key={entry._id}>
                <td className="whitespace-nowrap px-4 py-3">{formatInstant(entry.at)}</td>
                <td className="px-4 py-3">
                  {entry.actorEmail || 'The patient, erasing their account'}
                  {entry.actorRole && (
                    <p className="text-xs text-gray-600">{roleName(entry.actorRole)}</p>
                  )}
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
          </DataTable>
        )}
      </PagedResults>
    </>
  );
}
