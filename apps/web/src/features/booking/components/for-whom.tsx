import { memo, useId } from 'react';
import {
  isMinorOnVisit,
  seesChildrenOnly,
  type Doctor,
  type FamilyMember,
} from '@clinic/contracts';
import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { relationNames } from '../../../lib/family';
import { i18n } from '../../../lib/i18n';

export const messages = i18n('booking/for-whom', {
  legend: 'Who is this appointment for?',
  myself: 'Myself',
  member: params('{name} ({relation})'),
  addPeople: 'Add family members under My Profile to book for them.',
  childOnly:
    'A paediatrician sees children. Choose your child, or add them under My Profile first.',
  guardian: params(
    'I am the parent or lawful guardian of {name}, and I agree to the privacy notice for their care.',
  ),
  myProfile: 'My Profile',
});

export interface ForWhomChoice {
  /** '' for the account holder. */
  memberId: string;
  guardianConfirmed: boolean;
}

/**
 * The booking's "for whom": the holder by default, or one of their family members. A member under
 * 18 on the chosen day needs the guardian's confirmation (packages/contracts/src/family-rules.ts), which
 * the API also enforces. Memoised: choosing a time leaves it as it is.
 */
export const ForWhom = memo(function ForWhom({
  doctor,
  members,
  slotDate,
  choice,
  onChange,
}: {
  doctor: Doctor;
  members: FamilyMember[];
  slotDate: string | undefined;
  choice: ForWhomChoice;
  onChange: (choice: ForWhomChoice) => void;
}) {
  const t = useStore(messages);
  const relations = useStore(relationNames);
  const guardianId = useId();
  const member = members.find((item) => item._id === choice.memberId);
  const minor =
    member !== undefined && slotDate !== undefined && isMinorOnVisit(member.dob, slotDate);
  const paediatric = seesChildrenOnly(doctor.speciality);

  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-gray-700">{t.legend}</legend>
      <div className="flex flex-wrap gap-4 text-sm text-gray-800">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="for-whom"
            value=""
            checked={choice.memberId === ''}
            onChange={() => onChange({ memberId: '', guardianConfirmed: false })}
          />
          {t.myself}
        </label>
        {members.map((item) => (
          <label key={item._id} className="flex items-center gap-2">
            <input
              type="radio"
              name="for-whom"
              value={item._id}
              checked={choice.memberId === item._id}
              onChange={() => onChange({ memberId: item._id, guardianConfirmed: false })}
            />
            {t.member({ name: item.name, relation: relations[item.relation] })}
          </label>
        ))}
      </div>
      {(paediatric || members.length === 0) && (
        <p className="text-sm text-gray-700">
          {paediatric ? t.childOnly : t.addPeople}{' '}
          <Link to="/my-profile" className="text-primary underline">
            {t.myProfile}
          </Link>
        </p>
      )}
      {minor && (
        <label htmlFor={guardianId} className="flex items-start gap-2 text-sm text-gray-800">
          <input
            id={guardianId}
            type="checkbox"
            className="mt-1"
            checked={choice.guardianConfirmed}
            onChange={(event) => onChange({ ...choice, guardianConfirmed: event.target.checked })}
          />
          <span>{t.guardian({ name: member.name })}</span>
        </label>
      )}
    </fieldset>
  );
});
