import type { Doctor } from '@clinic/contracts';
import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { i18n } from '../lib/i18n';
import { photoSrcSet } from '../lib/responsive-image';
import { specialityNames } from '../lib/specialities';
import { Availability } from './availability';

export const messages = i18n('components/doctor-card', {
  portraitOf: params('Portrait of {name}'),
});

interface DoctorCardProps {
  doctor: Doctor;
  /**
   * Cards in the first row of the page are above the fold and load eagerly, as do the booking
   * page's related doctors (features/booking/booking-page.tsx says why).
   */
  eager?: boolean;
}

/** A doctor in a grid, marked Available or Not Available as they are: a click opens their booking page. */
export function DoctorCard({ doctor, eager = false }: DoctorCardProps) {
  const t = useStore(messages);
  const specialities = useStore(specialityNames);
  return (
    <Link
      to={`/appointment/${doctor._id}`}
      className="group block h-full overflow-hidden rounded-xl border border-primary/20 transition-transform duration-300 hover:-translate-y-1 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <img
        src={doctor.image}
        srcSet={photoSrcSet(doctor.image)}
        // Two cards a row on a phone, about 240 pixels wide from md: up (doctors-page.tsx's grid).
        sizes="(min-width: 768px) 240px, calc(50vw - 22px)"
        alt={t.portraitOf({ name: doctor.name })}
        width={320}
        height={320}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-square w-full bg-primary-soft object-cover"
      />
      <div className="space-y-1 p-3 sm:p-4">
        <Availability available={doctor.available} />
        <p className="font-medium text-gray-900 group-hover:text-primary sm:text-lg">
          {doctor.name}
        </p>
        <p className="text-sm text-gray-600">{specialities[doctor.speciality]}</p>
      </div>
    </Link>
  );
}

/** Loading shape of a doctor card. */
export function DoctorCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-gray-100">
      <div className="aspect-square w-full animate-pulse bg-gray-200 motion-reduce:animate-none" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/3 rounded bg-gray-200" />
        <div className="h-4 w-2/3 rounded bg-gray-200" />
        <div className="h-3 w-1/2 rounded bg-gray-200" />
      </div>
    </div>
  );
}
