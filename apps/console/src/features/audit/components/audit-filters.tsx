import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, idSchema, type AuditAction } from '@clinic/contracts';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/fields';

export interface AuditFilterValues {
  actor?: string | undefined;
  patient?: string | undefined;
  action?: AuditAction | undefined;
}

export const ACTION_LABELS: Record<AuditAction, string> = {
  'appointment.cancel': 'Cancelled appointment',
  'appointment.reschedule': 'Moved appointment',
  'series.book': 'Booked series',
  'series.cancel-rest': 'Cancelled rest of series',
  'appointment.attendance': 'Marked attended or missed',
  'payment.approve': 'Approved payment',
  'payment.reject': 'Rejected payment',
  'doctor.create': 'Added doctor',
  'doctor.update': 'Edited doctor',
  'doctor.availability': 'Changed availability',
  'doctor.blocked-slots': 'Changed blocked times',
  'doctor.blocked-days': 'Blocked whole days',
  'blog.create': 'Published blog',
  'blog.update': 'Edited blog',
  'blog.delete': 'Deleted blog',
  'appointments.read': 'Read appointments',
  'messages.read': 'Read messages',
  'message.mark-read': 'Marked a message read',
  'data-requests.read': 'Read data requests',
  'receipt.read': 'Downloaded a receipt',
  'patient-photo.read': "Viewed a patient's photo",
  'intake.read': "Read a patient's intake",
  'waitlist.read': "Read a doctor's waiting list",
  'safety-alerts.read': 'Read safety alerts',
  'safety-alert.call-back': 'Recorded a call-back',
  'reconciliation.read': 'Checked a statement against proofs',
  'operator.login': 'Logged in',
  'operator.login-failed': 'Failed login',
  'operator.locked-out': 'Locked out',
  'refund.due': 'Refund due (erased patient)',
  'refund.record': 'Recorded refund',
  'operator.password-change': 'Changed own password',
  'operator.second-factor-enrol': 'Set up second factor',
  'operator.recovery-code-used': 'Logged in with a recovery code',
  'operator.second-factor-lock': 'Second factor locked by wrong codes',
  'operator.second-factor-reset': 'Reset second factor',
  'staff.setup': 'Set up the clinic',
  'staff.invite': 'Invited staff member',
  'staff.invite-withdraw': 'Withdrew invitation',
  'staff.join': 'Joined the staff',
  'staff.update': 'Changed staff member',
  'staff.require-password-change': 'Required a new password',
  'settings.social-links': 'Changed the social links',
  'store.restore': 'Restored a backup',
};

export const PATIENT_ID_ERROR = 'A patient id is 24 letters a-f and digits.';

interface Props {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
}

/**
 * Person and patient are typed, so they apply on "Filter" (not at each key); the action applies
 * when chosen. The page keys this form by the address, so Back shows the filters in force.
 */
export function AuditFilters({ values, onChange }: Props) {
  const [actor, setActor] = useState(values.actor ?? '');
  const [patient, setPatient] = useState(values.patient ?? '');
  const [patientError, setPatientError] = useState<string>();

  const typed = (): AuditFilterValues | null => {
    const patientId = patient.trim();
    if (patientId !== '' && !idSchema.safeParse(patientId).success) {
      setPatientError(PATIENT_ID_ERROR);
      return null;
    }
    setPatientError(undefined);
    return { actor: actor.trim() || undefined, patient: patientId || undefined };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed();
    if (next) onChange({ ...next, action: values.action });
  };

  return (
    <form
      aria-label="Filter the audit log"
      className="mb-4 grid items-end gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={submit}
      noValidate
    >
      <TextField
        label="Person"
        hint="An operator's e-mail or id"
        value={actor}
        onChange={(event) => setActor(event.target.value)}
      />
      <TextField
        label="Patient id"
        value={patient}
        error={patientError}
        onChange={(event) => setPatient(event.target.value)}
      />
      <SelectField
        label="Action"
        value={values.action ?? ''}
        onChange={(event) =>
          onChange({
            actor: values.actor,
            patient: values.patient,
            action: (event.target.value || undefined) as AuditAction | undefined,
          })
        }
      >
        <option value="">Any action</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {ACTION_LABELS[action]}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        <Button variant="secondary" onClick={() => onChange({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}
