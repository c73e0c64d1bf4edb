import { useState } from 'react';
import { ADMIN_API, adminWaitlistResponse, type AdminWaitlistEntry } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataTable } from '../../components/data-table';
import { SelectField } from '../../components/fields';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { apiClient } from '../../lib/api-client';
import { formatDateKey, formatInstant, formatSlot } from '../../lib/format';
import { useOperator } from '../../lib/operator';
import { doctorsQueryOptions } from '../../lib/shared-queries';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const waitlistQueryOptions = (doctorId: string) =>
  queryOptions({
    queryKey: ['waitlist', doctorId],
    queryFn: async () =>
      (await apiClient.get(ADMIN_API.doctorWaitlist(doctorId), adminWaitlistResponse)).entries,
  });

/** 'Any time', or 'Tue, Sat; morning' */
function wishText({ wish }: AdminWaitlistEntry): string {
  if (wish.kind === 'any') return 'Any time';
  return `${wish.weekdays.map((day) => WEEKDAYS[day]).join(', ')}; ${wish.halfDays.join(', ')}`;
}

function DoctorWaitlist({ doctorId, doctorName }: { doctorId: string; doctorName: string }) {
  const entries = useQuery(waitlistQueryOptions(doctorId));
  if (entries.isPending) return <Loading />;
  if (entries.isError)
    return <ErrorState error={entries.error} onRetry={() => entries.refetch()} />;
  if (entries.data.length === 0)
    return <EmptyState>{`Nobody is on ${doctorName}'s waiting list.`}</EmptyState>;
  return (
    <DataTable
      caption={`${doctorName}'s waiting list, first in line first`}
      columns={['Patient', 'Contact', 'Wants', 'Until', 'Joined', 'Offered now']}
    >
      {entries.data.map((entry) => (
        <tr key={entry._id}>
          <td className="px-4 py-3 font-medium text-gray-900">{entry.patient.name}</td>
          <td className="px-4 py-3">
            {entry.patient.phone}
            <span className="block text-gray-600">{entry.patient.email}</span>
          </td>
          <td className="px-4 py-3">{wishText(entry)}</td>
          <td className="px-4 py-3">{formatDateKey(entry.until)}</td>
          <td className="px-4 py-3">{formatInstant(entry.createdAt)}</td>
          <td className="px-4 py-3">
            {entry.offer
              ? `${formatSlot(entry.offer.slotDate, entry.offer.slotTime)}, held until ${formatInstant(entry.offer.expiresAt)}`
              : '—'}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * Each doctor's waiting list (docs/product.md, Waiting list): the patients waiting for a freed
 * time, in the order offers go, and the time held for one now. A doctor sees their own.
 */
export function WaitlistPage() {
  const doctors = useQuery(doctorsQueryOptions());
  // A doctor starts on their own list.
  const [chosen, setChosen] = useState<string | null>(useOperator().doctorId);
  if (doctors.isPending) return <Loading />;
  if (doctors.isError)
    return <ErrorState error={doctors.error} onRetry={() => doctors.refetch()} />;
  const doctor = doctors.data.find((item) => item._id === chosen) ?? doctors.data[0];
  return (
    <>
      <PageHeader title="Waiting lists" />
      {!doctor ? (
        <EmptyState>No doctor yet.</EmptyState>
      ) : (
        <div className="space-y-4">
          <SelectField
            label="Doctor"
            value={doctor._id}
            onChange={(event) => setChosen(event.target.value)}
          >
            {doctors.data.map((item) => (
              <option key={item._id} value={item._id}>
                {item.name}
              </option>
            ))}
          </SelectField>
          <DoctorWaitlist doctorId={doctor._id} doctorName={doctor.name} />
        </div>
      )}
    </>
  );
}
