import type { Doctor } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { Link } from 'wouter';
import { ErrorState } from '../../../components/error-state';
import { useDoctors } from '../../../lib/doctors';
import { i18n } from '../../../lib/i18n';
import { photoSrcSet } from '../../../lib/responsive-image';
import { SPECIALITY_NAMES, specialityNames } from '../../../lib/specialities';

export const messages = i18n('about/doctors', {
  heading: 'Meet Our Doctors',
  intro: 'Psychiatrists, psychologists and child specialists who work together.',
  seeAll: 'See all doctors',
  loading: 'Loading doctors…',
  loadFailed: 'We could not load our doctors.',
  portrait: params<{ name: string }>('Portrait of {name}'),
  oneYear: '1 year of experience',
  years: params<{ count: number }>('{count} years of experience'),
});

const SHOWN = 4;

/** A few doctors, one of each speciality first, so the team's range is visible at a glance. */
function pickDoctors(doctors: Doctor[], count = SHOWN): Doctor[] {
  const firstOfEach = SPECIALITY_NAMES.flatMap(
    (speciality) => doctors.find((doctor) => doctor.speciality === speciality) ?? [],
  );
  const rest = doctors.filter((doctor) => !firstOfEach.includes(doctor));
  return [...firstOfEach, ...rest].slice(0, count);
}

function DoctorSummary({ doctor }: { doctor: Doctor }) {
  const t = useStore(messages);
  const specialities = useStore(specialityNames);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 focus-within:shadow-md hover:shadow-md">
      <img
        src={doctor.image}
        srcSet={photoSrcSet(doctor.image)}
        sizes="(min-width: 768px) 240px, calc(50vw - 22px)"
        alt={t.portrait({ name: doctor.name })}
        width={320}
        height={320}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-primary-soft object-cover"
      />
      <div className="space-y-1 p-4">
        <h3 className="font-semibold text-gray-900">
          <Link
            to={`/appointment/${doctor._id}`}
            className="after:absolute after:inset-0 hover:text-primary"
          >
            {doctor.name}
          </Link>
        </h3>
        <p className="text-sm text-gray-700">
          {specialities[doctor.speciality]}, {doctor.degree}
        </p>
        <p className="text-xs text-gray-500">
          {doctor.experience === 1 ? t.oneYear : t.years({ count: doctor.experience })}
        </p>
      </div>
    </article>
  );
}

export function MeetOurDoctors() {
  const t = useStore(messages);
  const doctors = useDoctors();
  return (
    <section aria-labelledby="meet-doctors-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="meet-doctors-heading" className="text-xl font-semibold text-gray-900 sm:text-2xl">
            {t.heading}
          </h2>
          <p className="mt-1 text-gray-600">{t.intro}</p>
        </div>
        <Link to="/doctors" className="btn-outline">
          {t.seeAll}
        </Link>
      </div>
      {doctors.isPending ? (
        <div role="status" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <span className="sr-only">{t.loading}</span>
          {Array.from({ length: SHOWN }, (_, index) => (
            <div
              key={index}
              aria-hidden="true"
              className="aspect-[3/4] animate-pulse rounded-xl bg-gray-200 motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : doctors.isError ? (
        <ErrorState title={t.loadFailed} error={doctors.error} onRetry={() => doctors.refetch()} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {pickDoctors(doctors.data).map((doctor) => (
            <li key={doctor._id}>
              <DoctorSummary doctor={doctor} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
