import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { doctorsQueryOptions } from '../../lib/shared-queries';
import { useStaff } from './api/get-staff';
import { InvitationsTable } from './components/invitations-table';
import { InviteForm } from './components/invite-form';
import { StaffTable } from './components/staff-table';

/** The owner's staff screen: who may use the console, in which role, and who is invited. */
export function StaffPage() {
  const staff = useStaff();
  const doctors = useQuery(doctorsQueryOptions());
  const doctorList = doctors.data ?? [];
  return (
    <>
      <PageHeader title="Staff" />
      <div className="space-y-8">
        <section aria-labelledby="members-heading" className="space-y-3">
          <h2 id="members-heading" className="text-lg font-semibold text-gray-900">
            Staff members
          </h2>
          {staff.isPending && <Loading />}
          {staff.error && <ErrorState error={staff.error} onRetry={() => void staff.refetch()} />}
          {staff.data && <StaffTable staff={staff.data.staff} doctors={doctorList} />}
        </section>
        <section aria-labelledby="invitations-heading" className="space-y-3">
          <h2 id="invitations-heading" className="text-lg font-semibold text-gray-900">
            Pending invitations
          </h2>
          {staff.data &&
            (staff.data.invitations.length === 0 ? (
              <EmptyState>No invitations are waiting.</EmptyState>
            ) : (
              <InvitationsTable invitations={staff.data.invitations} doctors={doctorList} />
            ))}
        </section>
        <InviteForm doctors={doctorList} />
      </div>
    </>
  );
}
