import {
  ADMIN_APPOINTMENT_STATUSES,
  dateInputToKey,
  dateKeyToInput,
  type AdminAppointmentStatus,
  type Doctor,
} from '@clinic/contracts';
import { SelectField, TextField } from '../../../components/fields';

export interface AppointmentFilterValues {
  from?: string | undefined;
  to?: string | undefined;
  docId?: string | undefined;
  status?: AdminAppointmentStatus | undefined;
}

export const STATUS_LABELS: Record<AdminAppointmentStatus, string> = {
  upcoming: 'Upcoming',
  'awaiting-proof': 'Awaiting payment proof',
  'proof-pending': 'Proof to review',
  paid: 'Paid',
  cancelled: 'Cancelled',
  completed: 'Completed',
  'refund-due': 'Refund due',
};

interface Props {
  values: AppointmentFilterValues;
  doctors: Doctor[];
  onChange: (values: AppointmentFilterValues) => void;
}

export function AppointmentFilters({ values, doctors, onChange }: Props) {
  const set = (patch: AppointmentFilterValues) => onChange({ ...values, ...patch });
  return (
    <form
      aria-label="Filter appointments"
      className="mb-4 grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        label="From"
        type="date"
        value={values.from ? dateKeyToInput(values.from) : ''}
        onChange={(event) => set({ from: dateInputToKey(event.target.value) ?? undefined })}
      />
      <TextField
        label="To"
        type="date"
        value={values.to ? dateKeyToInput(values.to) : ''}
        onChange={(event) => set({ to: dateInputToKey(event.target.value) ?? undefined })}
      />
      <SelectField
        label="Doctor"
        value={values.docId ?? ''}
        onChange={(event) => set({ docId: event.target.value || undefined })}
      >
        <option value="">All doctors</option>
        {doctors.map((doctor) => (
          <option key={doctor._id} value={doctor._id}>
            {doctor.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Status"
        value={values.status ?? ''}
        onChange={(event) =>
          set({ status: (event.target.value || undefined) as AdminAppointmentStatus | undefined })
        }
      >
        <option value="">Any status</option>
        {ADMIN_APPOINTMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
