import { STAFF_ROLE_NAMES, type Doctor, type StaffMember } from '@clinic/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { useRequirePasswordChange } from '../api/require-password-change';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { useUpdateStaffMember } from '../api/update-staff-member';
import { RoleForm } from './role-form';

type Mode = 'actions' | 'role' | 'switch-off' | 'reset' | 'password';

/** What each change that locks the person out does, said before it is made. */
const CONFIRMATIONS = {
  'switch-off': {
    text: (name: string) => `${name} can no longer log in; their open sessions end.`,
    yes: 'Yes, switch off',
  },
  reset: {
    text: (name: string) => `${name} sets up a new authenticator app at their next login.`,
    yes: 'Yes, reset',
  },
  password: {
    text: (name: string) => `${name} must choose a new password at their next login.`,
    yes: 'Yes, require it',
  },
} as const;

/** A factor that wrong codes locked stays locked until the owner resets it. */
function secondFactorOf(member: StaffMember): string {
  if (member.secondFactorLocked) return 'Locked after too many wrong codes';
  return member.secondFactor ? 'Set up' : 'Not set up';
}

function roleOf(member: StaffMember, doctors: readonly Doctor[]): string {
  const role = STAFF_ROLE_NAMES[member.role];
  if (member.role !== 'doctor') return role;
  const doctor = doctors.find((item) => item._id === member.doctorId);
  return doctor ? `${role} · ${doctor.name}` : role;
}

function MemberActions({ member, doctors }: { member: StaffMember; doctors: readonly Doctor[] }) {
  const [mode, setMode] = useState<Mode>('actions');
  const updateMutation = useUpdateStaffMember();
  const resetMutation = useResetSecondFactor();
  const passwordMutation = useRequirePasswordChange();
  const done = { onSettled: () => setMode('actions') };

  if (member.role === 'owner') return <p className="text-gray-500">Cannot be changed here</p>;
  if (mode === 'role')
    return <RoleForm member={member} doctors={doctors} onDone={done.onSettled} />;
  if (mode !== 'actions') {
    const confirmation = CONFIRMATIONS[mode];
    const pending =
      updateMutation.isPending || resetMutation.isPending || passwordMutation.isPending;
    const confirm = () => {
      if (mode === 'switch-off')
        updateMutation.mutate({ memberId: member._id, patch: { disabled: true } }, done);
      else if (mode === 'reset') resetMutation.mutate(member._id, done);
      else passwordMutation.mutate(member._id, done);
    };
    return (
      <div role="group" aria-label="Confirm" className="space-y-2">
        <p className="text-xs text-amber-700">{confirmation.text(member.name)}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" small autoFocus disabled={pending} onClick={confirm}>
            {confirmation.yes}
          </Button>
          <Button variant="secondary" small onClick={() => setMode('actions')}>
            Keep
          </Button>
        </div>
      </div>
    );
  }
  // The actions that ask something first: each opens its step.
  const opens = (step: Exclude<Mode, 'actions'>, text: string, label: string) => (
    <Button variant="secondary" small aria-label={label} onClick={() => setMode(step)}>
      {text}
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {opens('role', 'Change role', `Change the role of ${member.name}`)}
      {member.disabled ? (
        <Button
          variant="secondary"
          small
          aria-label={`Switch on ${member.name}`}
          disabled={updateMutation.isPending}
          onClick={() =>
            updateMutation.mutate({ memberId: member._id, patch: { disabled: false } })
          }
        >
          Switch on
        </Button>
      ) : (
        opens('switch-off', 'Switch off', `Switch off ${member.name}`)
      )}
      {opens('reset', 'Reset second factor', `Reset the second factor of ${member.name}`)}
      {opens('password', 'Require a new password', `Require a new password from ${member.name}`)}
    </div>
  );
}

interface Props {
  staff: readonly StaffMember[];
  doctors: readonly Doctor[];
}

export function StaffTable({ staff, doctors }: Props) {
  return (
    <DataTable
      caption="Staff members"
      columns={['Name', 'E-mail', 'Role', 'Second factor', 'Account', 'Actions']}
      bodyClassName="align-top"
    >
      {staff.map((member) => (
        <tr key={member._id}>
          <td className="px-4 py-3 font-medium text-gray-900">{member.name}</td>
          <td className="px-4 py-3">{member.email}</td>
          <td className="px-4 py-3">{roleOf(member, doctors)}</td>
          <td className="px-4 py-3">{secondFactorOf(member)}</td>
          <td className="px-4 py-3">
            {member.disabled ? 'Switched off' : 'Active'}
            {member.mustChangePassword && (
              <p className="text-xs text-gray-600">Must choose a new password</p>
            )}
          </td>
          <td className="px-4 py-3">
            <MemberActions member={member} doctors={doctors} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
