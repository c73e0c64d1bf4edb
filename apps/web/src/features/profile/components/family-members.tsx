import { useId, useState, type FormEvent } from 'react';
import {
  BLOOD_GROUPS,
  GENDERS,
  RELATIONS,
  familyMemberRequest,
  type FamilyMember,
  type FamilyMemberForm,
} from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { Field, SelectField } from '../../../components/field';
import { relationNames, useFamilyMembers } from '../../../lib/family';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';
import { useRemoveFamilyMember, useSaveFamilyMember } from '../api/family';
import { messages as details } from './profile-view';
import { messages as editTexts } from './profile-edit';
import { ProfileSection } from './profile-section';

export const messages = i18n('profile/family', {
  title: 'Family members',
  intro:
    'Add the people you book for, such as your children. You stay the contact for their appointments.',
  none: 'You have not added anyone yet.',
  add: 'Add a family member',
  addTitle: 'New family member',
  editTitle: params('Edit {name}'),
  name: 'Name',
  dob: 'Date of birth',
  relation: 'Relation to you',
  save: 'Save',
  edit: params('Edit {name}'),
  remove: params('Remove {name}'),
  confirmRemove: params(
    'Remove {name} and their personal data? Their upcoming appointments will be cancelled.',
  ),
  removeButton: 'Remove',
  yesRemove: 'Yes, remove',
  keep: 'Keep',
  born: params('Born {dob}'),
});

type Values = Required<FamilyMemberForm>;

const blank: Values = {
  name: '',
  dob: '',
  relation: 'child',
  gender: 'Female',
  bloodGroup: '',
  allergy: '',
  medicalCondition: '',
};

/** The add or edit form of one member, checked with the contract's schema before it is sent. */
function MemberForm({ member, onDone }: { member?: FamilyMember; onDone: () => void }) {
  const t = useStore(messages);
  const d = useStore(details);
  const e = useStore(editTexts);
  const relations = useStore(relationNames);
  const save = useSaveFamilyMember();
  const titleId = useId();
  const [values, setValues] = useState<Values>(() => {
    if (!member) return blank;
    const { _id: _ignored, ...fields } = member;
    return fields;
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = familyMemberRequest.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const answer = await save.mutateAsync({ ...parsed.data, _id: member?._id }).catch(() => null);
    if (answer) onDone();
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg border border-gray-200 p-4"
    >
      <h3 id={titleId} className="font-semibold text-gray-900">
        {member ? t.editTitle({ name: member.name }) : t.addTitle}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t.name}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
          autoComplete="off"
        />
        <Field
          label={t.dob}
          type="date"
          value={values.dob}
          onChange={(event) => set('dob', event.target.value)}
          error={errors.dob}
        />
        <SelectField
          label={t.relation}
          value={values.relation}
          onChange={(value) => set('relation', value)}
          error={errors.relation}
        >
          {RELATIONS.map((relation) => (
            <option key={relation} value={relation}>
              {relations[relation]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={d.gender}
          value={values.gender}
          onChange={(value) => set('gender', value)}
          error={errors.gender}
        >
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {d[gender]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={d.bloodGroup}
          value={values.bloodGroup}
          onChange={(value) => set('bloodGroup', value)}
        >
          <option value="">{e.notSelected}</option>
          {BLOOD_GROUPS.map((group) => (
            <option key={group} value={group}>
              {group}
            </option>
          ))}
        </SelectField>
        <Field
          label={d.allergies}
          value={values.allergy}
          onChange={(event) => set('allergy', event.target.value)}
          error={errors.allergy}
        />
        <Field
          label={d.conditions}
          className="sm:col-span-2"
          value={values.medicalCondition}
          onChange={(event) => set('medicalCondition', event.target.value)}
          error={errors.medicalCondition}
        />
      </div>
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t.save}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {e.cancel}
        </button>
      </div>
    </form>
  );
}

function MemberRow({ member }: { member: FamilyMember }) {
  const t = useStore(messages);
  const d = useStore(details);
  const relations = useStore(relationNames);
  const remove = useRemoveFamilyMember();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');

  if (mode === 'edit') return <MemberForm member={member} onDone={() => setMode('view')} />;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4">
      <p className="font-medium text-gray-900">{member.name}</p>
      <p className="text-gray-700">
        {relations[member.relation]} · {t.born({ dob: member.dob })}
      </p>
      {mode === 'confirm' ? (
        <div role="group" aria-label={t.remove({ name: member.name })} className="space-y-2">
          <p className="text-gray-800">{t.confirmRemove({ name: member.name })}</p>
          <div className="flex gap-3">
            <button
              type="button"
              className="btn-outline border-red-600 text-red-700 hover:bg-red-600 hover:text-white"
              disabled={remove.isPending}
              onClick={() => remove.mutate(member._id)}
            >
              {t.yesRemove}
            </button>
            <button type="button" className="btn-outline" onClick={() => setMode('view')}>
              {t.keep}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex gap-3">
          <button
            type="button"
            className="btn-outline"
            aria-label={t.edit({ name: member.name })}
            onClick={() => setMode('edit')}
          >
            {d.edit}
          </button>
          <button
            type="button"
            className="btn-outline"
            aria-label={t.remove({ name: member.name })}
            onClick={() => setMode('confirm')}
          >
            {t.removeButton}
          </button>
        </div>
      )}
    </div>
  );
}

/** My Profile's family section: the people the holder books for, added, edited and removed. */
export function FamilyMembers() {
  const t = useStore(messages);
  const members = useFamilyMembers();
  const [adding, setAdding] = useState(false);

  return (
    <ProfileSection title={t.title} intro={t.intro}>
      {members.data && members.data.length === 0 && <p className="text-gray-700">{t.none}</p>}
      <ul className="space-y-3">
        {members.data?.map((member) => (
          <li key={member._id}>
            <MemberRow member={member} />
          </li>
        ))}
      </ul>
      {adding ? (
        <MemberForm onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="btn-outline" onClick={() => setAdding(true)}>
          {t.add}
        </button>
      )}
    </ProfileSection>
  );
}
