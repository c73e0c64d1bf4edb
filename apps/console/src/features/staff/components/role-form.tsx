import {
  STAFF_ROLE_NAMES,
  STAFF_TEXTS,
  invitableRoleSchema,
  type Doctor,
  type StaffMember,
} from '@clinic/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/fields';
import { useUpdateStaffMember } from '../api/update-staff-member';
import { DoctorSelect } from './doctor-select';

type InvitableRole = (typeof invitableRoleSchema.options)[number];

interface Props {
  member: StaffMember;
  doctors: readonly Doctor[];
  onDone: () => void;
}

/** A new role for a staff member; a doctor's account names the doctor it belongs to. */
export function RoleForm({ member, doctors, onDone }: Props) {
  const [role, setRole] = useState<InvitableRole>(
    member.role === 'doctor' ? 'doctor' : 'front-desk',
  );
  const [doctorId, setDoctorId] = useState(member.doctorId ?? '');
  const [error, setError] = useState<string>();
  const updateMutation = useUpdateStaffMember();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (role === 'doctor' && !doctorId) {
      setError(STAFF_TEXTS.invitationDoctorRequired);
      return;
    }
    setError(undefined);
    updateMutation.mutate(
      {
        memberId: member._id,
        patch: role === 'doctor' ? { role, doctorId } : { role },
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Role of ${member.name}`} className="space-y-2">
      <SelectField
        label="Role"
        value={role}
        onChange={(event) => setRole(invitableRoleSchema.parse(event.target.value))}
      >
        {invitableRoleSchema.options.map((option) => (
          <option key={option} value={option}>
            {STAFF_ROLE_NAMES[option]}
          </option>
        ))}
      </SelectField>
      {role === 'doctor' && (
        <DoctorSelect doctors={doctors} value={doctorId} onChange={setDoctorId} error={error} />
      )}
      <div className="flex gap-2">
        <Button type="submit" small disabled={updateMutation.isPending}>
          Save role
        </Button>
        <Button variant="secondary" small onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
