import { RELATION_TEXTS, type AdminAppointment } from '@clinic/contracts';

/**
 * Who the visit is for and whom to contact: the family member and their relation to the account
 * holder when it is for a member (docs/product.md, Family members), else the holder alone.
 */
export function PatientNames({ appointment }: { appointment: AdminAppointment }) {
  const { patient, userData } = appointment;
  return (
    <>
      {patient ? (
        <>
          <p className="font-medium text-gray-900">{patient.name}</p>
          <p className="text-gray-700">
            {RELATION_TEXTS[patient.relation]} of {userData.name}, who booked
          </p>
        </>
      ) : (
        <p className="font-medium text-gray-900">{userData.name}</p>
      )}
      <p className="text-gray-500">{userData.email}</p>
      <p className="text-gray-500">{userData.phone}</p>
    </>
  );
}
