import type { Doctor } from '@clinic/contracts';
import { formatRupees } from '@clinic/client-kit';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { Availability } from '../../../components/availability';
import { i18n } from '../../../lib/i18n';
import { photoSrcSet } from '../../../lib/responsive-image';
import { specialityNames } from '../../../lib/specialities';

export const messages = i18n('booking/doctor-details', {
  portraitOf: params('Portrait of {name}'),
  registration: params('Reg. no. {number}'),
  oneYear: '1 year of experience',
  years: params('{count} years of experience'),
  about: 'About',
  clinic: params('Clinic: {address}'),
  fee: 'Appointment fee:',
});

export function DoctorDetails({ doctor }: { doctor: Doctor }) {
  const t = useStore(messages);
  const specialities = useStore(specialityNames);
  const address = [doctor.address.line1, doctor.address.line2].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <img
        src={doctor.image}
        srcSet={photoSrcSet(doctor.image)}
        sizes="(min-width: 640px) 288px, calc(100vw - 32px)"
        alt={t.portraitOf({ name: doctor.name })}
        width={288}
        height={288}
        className="aspect-square w-full rounded-xl bg-primary object-cover sm:max-w-72"
      />
      <div className="flex-1 rounded-xl border border-gray-300 p-6 sm:p-8">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{doctor.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
          {doctor.degree} - {specialities[doctor.speciality]}
          {doctor.registrationNumber && (
            <span className="text-gray-600">
              {t.registration({ number: doctor.registrationNumber })}
            </span>
          )}
          <span className="rounded-full border border-gray-300 px-2 py-0.5 text-xs">
            {doctor.experience === 1 ? t.oneYear : t.years({ count: doctor.experience })}
          </span>
        </p>
        <div className="mt-2">
          <Availability available={doctor.available} />
        </div>
        <h2 className="mt-4 text-sm font-medium text-gray-900">{t.about}</h2>
        <p className="mt-1 max-w-2xl text-sm leading-6 text-gray-700">{doctor.about}</p>
        {address && <p className="mt-3 text-sm text-gray-700">{t.clinic({ address })}</p>}
        <p className="mt-4 font-medium text-gray-700">
          {t.fee} <span className="text-gray-900">{formatRupees(doctor.fees)}</span>
        </p>
      </div>
    </div>
  );
}
