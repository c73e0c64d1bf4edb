import {
  STAFF_ROLE_NAMES,
  invitableRoleSchema,
  invitationRequest,
  type Doctor,
} from '@clinic/contracts';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/button';
import { SelectField, TextField } from '../../../components/fields';
import { FormError } from '../../../components/form-error';
import { fieldErrors } from '../../../lib/field-errors';
import { useInviteStaffMember } from '../api/invite-staff-member';
import { DoctorSelect } from './doctor-select';

const FIELDS = ['name', 'email', 'role', 'doctorId'] as const;
type Field = (typeof FIELDS)[number];

const blank: Record<Field, string> = { name: '', email: '', role: 'front-desk', doctorId: '' };

/** The API mails the person a link to choose their password; the invitation waits below. */
export function InviteForm({ doctors }: { doctors: readonly Doctor[] }) {
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inviteMutation = useInviteStaffMember();
  const set = (name: Field, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = invitationRequest.safeParse({
      name: values.name,
      email: values.email,
      role: values.role,
      doctorId: values.role === 'doctor' && values.doctorId ? values.doctorId : undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    inviteMutation.mutate(parsed.data, { onSuccess: () => setValues(blank) });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="invite-heading"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5"
    >
      <h2 id="invite-heading" className="text-lg font-semibold text-gray-900">
        Invite a staff member
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={values.name}
          error={errors.name}
          maxLength={100}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <SelectField
          label="Role"
          value={values.role}
          error={errors.role}
          onChange={(event) => set('role', event.target.value)}
        >
          {invitableRoleSchema.options.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_NAMES[role]}
            </option>
          ))}
        </SelectField>
        {values.role === 'doctor' && (
          <DoctorSelect
            doctors={doctors}
            value={values.doctorId}
            error={errors.doctorId}
            onChange={(doctorId) => set('doctorId', doctorId)}
          />
        )}
      </div>
      <FormError error={inviteMutation.error} />
      <SubmitButton busy={inviteMutation.isPending} busyText="Sending…">
        Send invitation
      </SubmitButton>
    </form>
  );
}
