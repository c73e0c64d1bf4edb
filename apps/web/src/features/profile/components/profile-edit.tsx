import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  BLOOD_GROUPS,
  GENDERS,
  IMAGE_MAX_BYTES,
  updateProfileRequest,
  type UserData,
} from '@clinic/contracts';
import { toast } from 'react-toastify/unstyled';
import { useStore } from '@nanostores/react';
import { Avatar } from '../../../components/avatar';
import { Field, SelectField } from '../../../components/field';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';
import { texts } from '../../../lib/texts';
import { pageTexts } from '../../../lib/page-texts';
import { useUpdateProfile } from '../api/update-profile';
import { messages as details } from './profile-view';

export const messages = i18n('profile/edit', {
  notAnImage: 'Please choose an image file (JPEG, PNG or WebP).',
  unreadableImage: 'This picture could not be read. Please choose another.',
  preview: 'Preview of your new profile picture',
  choosePicture: 'Choose another picture',
  changePicture: 'Change profile picture',
  pictureHint: 'JPEG, PNG or WebP, up to 2 MB.',
  fullName: 'Full name',
  emailFixed: 'Your e-mail address cannot be changed.',
  line1: 'Address line 1',
  line2: 'Address line 2',
  notSelected: 'Not selected',
  cancel: 'Cancel',
});

type Values = Omit<UserData, '_id' | 'email' | 'image'>;

function initialValues(userData: UserData): Values {
  const { _id: _ignoredId, email: _ignoredEmail, image: _ignoredImage, ...values } = userData;
  return values;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

interface ProfileEditProps {
  userData: UserData;
  onDone: () => void;
}

export function ProfileEdit({ userData, onDone }: ProfileEditProps) {
  const t = useStore(messages);
  const d = useStore(details);
  const fixed = useStore(texts);
  const page = useStore(pageTexts);
  const [values, setValues] = useState<Values>(() => initialValues(userData));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [image, setImage] = useState<{ file: File; preview: string } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const imageInputId = useId();

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: Exclude<keyof Values, 'address' | 'gender' | 'bloodGroup'>) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value),
    error: errors[field],
  });

  const onImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setImageError(t.notAnImage);
    if (file.size > IMAGE_MAX_BYTES) return setImageError(fixed.imageTooLarge);
    try {
      setImage({ file, preview: await readAsDataUrl(file) });
      setImageError(null);
    } catch {
      setImageError(t.unreadableImage);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = { ...values, address: JSON.stringify(values.address) };
    const parsed = updateProfileRequest.safeParse(fields);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (image) form.append('image', image.file);
    const answer = await update.mutateAsync(form).catch(() => null);
    if (answer) {
      toast.success(fixed.profileUpdated);
      onDone();
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="relative">
          {image ? (
            <img
              src={image.preview}
              alt={t.preview}
              width={128}
              height={128}
              className="size-32 rounded-full object-cover"
            />
          ) : (
            <Avatar name={userData.name} image={userData.image} size={128} />
          )}
        </div>
        <div className="space-y-1">
          <label
            htmlFor={imageInputId}
            className="btn-outline cursor-pointer focus-within:outline-2 focus-within:outline-primary"
          >
            {image ? t.choosePicture : t.changePicture}
            <input
              id={imageInputId}
              type="file"
              accept="image/*"
              onChange={onImage}
              className="sr-only"
            />
          </label>
          <p className="text-xs text-gray-600">{t.pictureHint}</p>
          {imageError && (
            <p role="alert" className="text-xs text-red-700">
              {imageError}
            </p>
          )}
        </div>
      </div>

      <Field label={t.fullName} autoComplete="name" {...text('name')} />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
          {d.contact}
        </legend>
        <div>
          <p className="label">{d.email}</p>
          <p className="py-2 text-sm text-gray-900">{userData.email}</p>
          <p className="text-xs text-gray-600">{t.emailFixed}</p>
        </div>
        <Field
          label={d.phone}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
          {...text('phone')}
        />
        <Field
          label={t.line1}
          autoComplete="address-line1"
          value={values.address.line1}
          onChange={(event) => set('address', { ...values.address, line1: event.target.value })}
          error={errors.address}
        />
        <Field
          label={t.line2}
          autoComplete="address-line2"
          value={values.address.line2}
          onChange={(event) => set('address', { ...values.address, line2: event.target.value })}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
          {d.basic}
        </legend>
        <Field label={d.fathersName} {...text('fathername')} />
        <Field label={d.mothersName} {...text('mothername')} />
        <SelectField
          label={d.gender}
          value={values.gender}
          onChange={(value) => set('gender', value as Values['gender'])}
        >
          <option value="">{t.notSelected}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {d[gender]}
            </option>
          ))}
        </SelectField>
        <Field label={d.birthday} type="date" autoComplete="bday" {...text('dob')} />
        <SelectField
          label={d.bloodGroup}
          value={values.bloodGroup}
          onChange={(value) => set('bloodGroup', value as Values['bloodGroup'])}
        >
          <option value="">{t.notSelected}</option>
          {BLOOD_GROUPS.map((group) => (
            <option key={group}>{group}</option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
          {d.medical}
        </legend>
        <Field label={d.allergies} {...text('allergy')} />
        <Field label={d.conditions} {...text('medicalCondition')} />
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={update.isPending}
          aria-busy={update.isPending}
          className="btn-primary px-8"
        >
          {page.saveInformation}
        </button>
        <button type="button" onClick={onDone} disabled={update.isPending} className="btn-outline">
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
