import type { ReactNode } from 'react';
import type { UserData } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { Avatar } from '../../../components/avatar';
import { i18n } from '../../../lib/i18n';

export const messages = i18n('profile/details', {
  notGiven: 'Not added yet',
  contact: 'Contact information',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  basic: 'Basic information',
  fathersName: "Father's name",
  mothersName: "Mother's name",
  gender: 'Gender',
  Male: 'Male',
  Female: 'Female',
  birthday: 'Birthday',
  bloodGroup: 'Blood group',
  medical: 'Medical information',
  allergies: 'Allergies',
  conditions: 'Medical conditions',
  edit: 'Edit',
});

function Detail({ term, value }: { term: string; value: string }) {
  const t = useStore(messages);
  return (
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-gray-700">{term}</dt>
      <dd className={value ? 'text-gray-900' : 'text-gray-500 italic'}>{value || t.notGiven}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</h2>
      <dl className="space-y-3 text-sm">{children}</dl>
    </section>
  );
}

export function ProfileView({ userData, onEdit }: { userData: UserData; onEdit: () => void }) {
  const t = useStore(messages);
  const address = [userData.address.line1, userData.address.line2].filter(Boolean).join(', ');
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={userData.name} image={userData.image} size={128} />
        <h1 className="text-3xl font-semibold text-gray-900">{userData.name}</h1>
      </div>
      <hr className="border-gray-200" />
      <Section title={t.contact}>
        <Detail term={t.email} value={userData.email} />
        <Detail term={t.phone} value={userData.phone} />
        <Detail term={t.address} value={address} />
      </Section>
      <Section title={t.basic}>
        <Detail term={t.fathersName} value={userData.fathername} />
        <Detail term={t.mothersName} value={userData.mothername} />
        <Detail term={t.gender} value={userData.gender && t[userData.gender]} />
        <Detail term={t.birthday} value={userData.dob} />
        <Detail term={t.bloodGroup} value={userData.bloodGroup} />
      </Section>
      <Section title={t.medical}>
        <Detail term={t.allergies} value={userData.allergy} />
        <Detail term={t.conditions} value={userData.medicalCondition} />
      </Section>
      <button type="button" onClick={onEdit} className="btn-outline border-primary px-8">
        {t.edit}
      </button>
    </div>
  );
}
