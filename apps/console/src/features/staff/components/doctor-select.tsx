import type { Doctor } from '@clinic/contracts';
import { SelectField } from '../../../components/fields';

interface Props {
  doctors: readonly Doctor[];
  value: string;
  onChange: (doctorId: string) => void;
  error?: string | undefined;
}

/** The doctor record a doctor's account belongs to: their schedule and their profile text. */
export function DoctorSelect({ doctors, value, onChange, error }: Props) {
  return (
    <SelectField
      label="Doctor"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    >
      <option value="">Choose the doctor</option>
      {doctors.map((doctor) => (
        <option key={doctor._id} value={doctor._id}>
          {doctor.name}
        </option>
      ))}
    </SelectField>
  );
}
