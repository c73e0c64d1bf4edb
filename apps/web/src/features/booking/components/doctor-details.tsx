import type { Doctor } from '@clinic/contracts';
import { formatRupees } from '@clinic/client-kit';
import { Availability } from '../../../components/availability';

export function DoctorDetails({ doctor }: { doctor: Doctor }) {
  const address = [doctor.address.line1, doctor.address.line2].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <img
        src={doctor.image}
        alt={`Portrait of ${doctor.name}`}
        width={288}
        height={288}
        className="aspect-square w-full rounded-xl bg-primary object-cover sm:max-w-72"
      />
      <div className="flex-1 rounded-xl border border-gray-300 p-6 sm:p-8">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{doctor.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
          {doctor.degree} - {doctor.speciality}
          {doctor.registrationNumber && (
            <span className="text-gray-600">Reg. no. {doctor.registrationNumber}</span>
          )}
          <span className="rounded-full border border-gray-300 px-2 py-0.5 text-xs">
            {doctor.experience} {doctor.experience === 1 ? 'year' : 'years'} of experience
          </span>
        </p>
        <div className="mt-2">
          <Availability available={doctor.available} />
        </div>
        <h2 className="mt-4 text-sm font-medium text-gray-900">About</h2>
        <p className="mt-1 max-w-2xl text-sm leading-6 text-gray-700">{doctor.about}</p>
        {address && <p className="mt-3 text-sm text-gray-700">Clinic: {address}</p>}
        <p className="mt-4 font-medium text-gray-700">
          Appointment fee: <span className="text-gray-900">{formatRupees(doctor.fees)}</span>
        </p>
      </div>
    </div>
  );
}
