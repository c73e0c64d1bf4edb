import { fieldText, doctorFormRequest, type Doctor } from '@clinic/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/fields';

interface Props {
  doctor: Doctor;
  pending: boolean;
  onSubmit: (form: FormData) => void;
}

/**
 * A doctor's own profile text: the one field of their record their account may change (the API
 * refuses any other). Sent as the same multipart form as the full editor's.
 */
export function AboutForm({ doctor, pending, onSubmit }: Props) {
  const [about, setAbout] = useState(doctor.about);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = doctorFormRequest.shape.about.safeParse(about);
    if (!parsed.success) {
      setError(fieldText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    const form = new FormData();
    form.set('about', parsed.data);
    onSubmit(form);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Profile text"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5"
    >
      <TextAreaField
        label="About"
        hint="Patients read this on your page when they book."
        rows={6}
        value={about}
        onChange={(event) => setAbout(event.target.value)}
        error={error}
        maxLength={3000}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
