import type { ReactNode } from 'react';
import type { UserData } from '@clinic/contracts';
import { Avatar } from '../../../components/avatar';

const NOT_GIVEN = 'Not added yet';

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-gray-700">{term}</dt>
      <dd className={value ? 'text-gray-900' : 'text-gray-500 italic'}>{value || NOT_GIVEN}</dd>
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
  const address = [userData.address.line1, userData.address.line2].filter(Boolean).join(', ');
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={userData.name} image={userData.image} size={128} />
        <h1 className="text-3xl font-semibold text-gray-900">{userData.name}</h1>
      </div>
      <hr className="border-gray-200" />
      <Section title="Contact information">
        <Detail term="Email" value={userData.email} />
        <Detail term="Phone" value={userData.phone} />
        <Detail term="Address" value={address} />
      </Section>
      <Section title="Basic information">
        <Detail term="Father's name" value={userData.fathername} />
        <Detail term="Mother's name" value={userData.mothername} />
        <Detail term="Gender" value={userData.gender} />
        <Detail term="Birthday" value={userData.dob} />
        <Detail term="Blood group" value={userData.bloodGroup} />
      </Section>
      <Section title="Medical information">
        <Detail term="Allergies" value={userData.allergy} />
        <Detail term="Medical conditions" value={userData.medicalCondition} />
      </Section>
      <button type="button" onClick={onEdit} className="btn-outline border-primary px-8">
        Edit
      </button>
    </div>
  );
}
