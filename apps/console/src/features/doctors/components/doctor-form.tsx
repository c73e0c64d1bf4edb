import { useState, type FormEvent, type ReactNode } from 'react';
import {
  fieldText,
  ADMIN_TEXTS,
  REGISTRATION_NUMBER_MAX,
  SPECIALITIES,
  doctorFormRequest,
  type Doctor,
  type Speciality,
} from '@clinic/contracts';
import { Button } from '../../../components/button';
import { SelectField, TextAreaField, TextField } from '../../../components/fields';
import { useObjectUrl } from '../../../lib/use-object-url';

interface Values {
  name: string;
  speciality: Speciality;
  degree: string;
  registrationNumber: string;
  experience: string;
  fees: string;
  about: string;
  available: boolean;
  line1: string;
  line2: string;
}

type Errors = Partial<Record<keyof Values | 'image', string>>;

const blank: Values = {
  name: '',
  speciality: 'Psychiatrist',
  degree: '',
  registrationNumber: '',
  experience: '',
  fees: '',
  about: '',
  available: true,
  line1: '',
  line2: '',
};

const fromDoctor = (doctor: Doctor): Values => ({
  name: doctor.name,
  speciality: doctor.speciality,
  degree: doctor.degree,
  registrationNumber: doctor.registrationNumber,
  experience: String(doctor.experience),
  fees: String(doctor.fees),
  about: doctor.about,
  available: doctor.available,
  line1: doctor.address.line1,
  line2: doctor.address.line2,
});

/** A titled group of fields in one column, in reading order. */
function FieldGroup({
  legend,
  className = '',
  children,
}: {
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`min-w-0 space-y-4 ${className}`}>
      <legend className="mb-2 text-base font-semibold text-gray-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

interface Props {
  doctor?: Doctor;
  pending: boolean;
  onSubmit: (form: FormData) => void;
}

/** All the fields of a doctor as the multipart form the API reads (docs/product.md, Calls). */
export function DoctorForm({ doctor, pending, onSubmit }: Props) {
  const [values, setValues] = useState<Values>(() => (doctor ? fromDoctor(doctor) : blank));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const preview = useObjectUrl(image);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((old) => ({ ...old, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      name: values.name,
      speciality: values.speciality,
      degree: values.degree,
      registrationNumber: values.registrationNumber,
      experience: values.experience,
      fees: values.fees,
      about: values.about,
      available: values.available ? 'true' : 'false',
      address: JSON.stringify({ line1: values.line1, line2: values.line2 }),
    };
    const parsed = doctorFormRequest.safeParse(fields);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path;
        const key = first === 'address' ? (second === 'line2' ? 'line2' : 'line1') : first;
        if (typeof key === 'string' && key in blank)
          found[key as keyof Values] ??= fieldText(issue.message);
      }
    }
    if (!doctor && !image) found.image = ADMIN_TEXTS.doctorImageRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (image) form.set('image', image);
    onSubmit(form);
  }

  const shownImage = preview ?? doctor?.image;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Doctor details"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5"
    >
      {/* Each group is one column, read top to bottom; on a wide screen the groups sit side by
          side (who the doctor is; booking and address), with the profile across below. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <FieldGroup legend="Doctor">
          <TextField
            label="Name"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            error={errors.name}
            maxLength={100}
          />
          <SelectField
            label="Speciality"
            value={values.speciality}
            onChange={(e) => set('speciality', e.target.value as Speciality)}
          >
            {SPECIALITIES.map((speciality) => (
              <option key={speciality}>{speciality}</option>
            ))}
          </SelectField>
          <TextField
            label="Degree"
            value={values.degree}
            onChange={(e) => set('degree', e.target.value)}
            error={errors.degree}
            maxLength={100}
          />
          <TextField
            label="Registration number"
            hint="Council and number, such as KMC 45678. Printed on receipts."
            value={values.registrationNumber}
            onChange={(e) => set('registrationNumber', e.target.value)}
            error={errors.registrationNumber}
            maxLength={REGISTRATION_NUMBER_MAX}
          />
          <TextField
            label="Experience (years)"
            inputMode="numeric"
            value={values.experience}
            onChange={(e) => set('experience', e.target.value)}
            error={errors.experience}
          />
        </FieldGroup>
        <div className="space-y-6">
          <FieldGroup legend="Booking">
            <TextField
              label="Fee (₹)"
              inputMode="numeric"
              value={values.fees}
              onChange={(e) => set('fees', e.target.value)}
              error={errors.fees}
            />
            <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={values.available}
                onChange={(e) => set('available', e.target.checked)}
              />
              Available for booking
            </label>
          </FieldGroup>
          <FieldGroup legend="Clinic address">
            <TextField
              label="Address line 1"
              value={values.line1}
              onChange={(e) => set('line1', e.target.value)}
              error={errors.line1}
              maxLength={200}
            />
            <TextField
              label="Address line 2"
              value={values.line2}
              onChange={(e) => set('line2', e.target.value)}
              error={errors.line2}
              maxLength={200}
            />
          </FieldGroup>
        </div>
        <FieldGroup legend="Profile" className="lg:col-span-2">
          <TextAreaField
            label="About"
            rows={5}
            value={values.about}
            onChange={(e) => set('about', e.target.value)}
            error={errors.about}
            maxLength={3000}
          />
          <div className="flex flex-wrap items-end gap-4">
            <TextField
              label="Photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hint="JPEG, PNG or WebP, up to 2 MB."
              error={errors.image}
              onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            />
            {shownImage && (
              <img
                src={shownImage}
                alt=""
                className="size-24 rounded-xl bg-primary-soft object-cover"
              />
            )}
          </div>
        </FieldGroup>
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : doctor ? 'Save changes' : 'Add doctor'}
      </Button>
    </form>
  );
}
