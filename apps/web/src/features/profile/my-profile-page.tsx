import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { ErrorState } from '../../components/error-state';
import { PageSkeleton } from '../../components/page-skeleton';
import { RequireAuth } from '../../components/require-auth';
import { i18n } from '../../lib/i18n';
import { useProfile } from '../../lib/session';
import { FamilyMembers } from './components/family-members';
import { ProfileEdit } from './components/profile-edit';
import { ProfileView } from './components/profile-view';
import { PasswordAndDevices } from './components/password-and-devices';
import { YourData } from './components/your-data';

export const messages = i18n('profile/page', {
  notLoaded: 'We could not load your profile.',
});

function MyProfile() {
  const t = useStore(messages);
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return <PageSkeleton />;
  if (profile.isError) {
    return (
      <div className="py-10">
        <ErrorState title={t.notLoaded} error={profile.error} onRetry={() => profile.refetch()} />
      </div>
    );
  }
  return (
    <div className="max-w-2xl py-10">
      {editing ? (
        <ProfileEdit userData={profile.data} onDone={() => setEditing(false)} />
      ) : (
        <ProfileView userData={profile.data} onEdit={() => setEditing(true)} />
      )}
      <FamilyMembers />
      <PasswordAndDevices />
      <YourData />
    </div>
  );
}

export default function MyProfilePage() {
  return (
    <RequireAuth>
      <MyProfile />
    </RequireAuth>
  );
}
