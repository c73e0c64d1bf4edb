import { STAFF_ROLE_NAMES, type Doctor, type Invitation } from '@clinic/contracts';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { formatInstant } from '../../../lib/format';
import { useWithdrawInvitation } from '../api/withdraw-invitation';

interface Props {
  invitations: readonly Invitation[];
  doctors: readonly Doctor[];
}

/** Invitations sent and not yet taken up; a withdrawn one's link stops working. */
export function InvitationsTable({ invitations, doctors }: Props) {
  const withdrawMutation = useWithdrawInvitation();
  return (
    <DataTable
      caption="Pending invitations"
      columns={['Name', 'E-mail', 'Role', 'Invited by', 'Link works until', 'Actions']}
    >
      {invitations.map((invitation) => {
        const doctor = doctors.find((item) => item._id === invitation.doctorId);
        return (
          <tr key={invitation._id}>
            <td className="px-4 py-3 font-medium text-gray-900">{invitation.name}</td>
            <td className="px-4 py-3">{invitation.email}</td>
            <td className="px-4 py-3">
              {STAFF_ROLE_NAMES[invitation.role]}
              {doctor && ` · ${doctor.name}`}
            </td>
            <td className="px-4 py-3">{invitation.invitedBy}</td>
            <td className="whitespace-nowrap px-4 py-3">{formatInstant(invitation.expiresAt)}</td>
            <td className="px-4 py-3">
              <Button
                variant="secondary"
                small
                aria-label={`Withdraw the invitation of ${invitation.name}`}
                disabled={withdrawMutation.isPending}
                onClick={() => withdrawMutation.mutate(invitation._id)}
              >
                Withdraw
              </Button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
