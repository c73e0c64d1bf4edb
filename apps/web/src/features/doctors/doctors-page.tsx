import type { Speciality } from '@clinic/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { DoctorCard, DoctorCardSkeleton } from '../../components/doctor-card';
import { ErrorState } from '../../components/error-state';
import { DOCTOR_GRID_LIMIT, useDoctors } from '../../lib/doctors';
import { i18n } from '../../lib/i18n';
import { SPECIALITY_NAMES, specialityNames, specialityPlurals } from '../../lib/specialities';

export const messages = i18n('doctors/page', {
  allDoctors: 'All Doctors',
  intro: 'Browse our doctors by speciality and book a 30-minute appointment.',
  filter: 'Filter by speciality',
  selected: '(selected, choose again to show all)',
  loading: 'Loading doctors',
  notLoaded: 'We could not load our doctors.',
  noneListed: 'No doctors are listed for this speciality yet.',
  seeAll: 'See all doctors',
});

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4';

function isSpeciality(value: string | null): value is Speciality {
  return (SPECIALITY_NAMES as (string | null)[]).includes(value);
}

export default function DoctorsPage() {
  const t = useStore(messages);
  const names = useStore(specialityNames);
  const plurals = useStore(specialityPlurals);
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('speciality');
  const speciality = isSpeciality(requested) ? requested : null;
  const doctors = useDoctors();
  const shown = (doctors.data ?? [])
    .filter((doctor) => speciality === null || doctor.speciality === speciality)
    .slice(0, DOCTOR_GRID_LIMIT);

  return (
    <div className="py-8">
      <h1 className="text-2xl font-semibold text-gray-900">
        {speciality ? plurals[speciality] : t.allDoctors}
      </h1>
      <p className="mt-1 text-sm text-gray-600">{t.intro}</p>

      <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-start">
        <nav aria-label={t.filter} className="md:w-52 md:shrink-0">
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {SPECIALITY_NAMES.map((item) => {
              const active = item === speciality;
              return (
                <li key={item}>
                  <Link
                    to={active ? '/doctors' : `/doctors?speciality=${encodeURIComponent(item)}`}
                    aria-current={active ? 'page' : undefined}
                    className={`block rounded-md border px-4 py-2 text-sm transition-colors ${
                      active
                        ? 'border-primary bg-primary-soft text-primary'
                        : 'border-gray-300 text-gray-700 hover:border-primary'
                    }`}
                  >
                    {names[item]}
                    {active && <span className="sr-only"> {t.selected}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex-1">
          {doctors.isPending ? (
            <div className={GRID} role="status" aria-label={t.loading}>
              {Array.from({ length: 8 }, (_, index) => (
                <DoctorCardSkeleton key={index} />
              ))}
            </div>
          ) : doctors.isError ? (
            <ErrorState
              title={t.notLoaded}
              error={doctors.error}
              onRetry={() => doctors.refetch()}
            />
          ) : shown.length === 0 ? (
            <p className="rounded-lg bg-gray-50 p-6 text-sm text-gray-700">
              {t.noneListed}{' '}
              <Link to="/doctors" className="text-primary underline">
                {t.seeAll}
              </Link>
            </p>
          ) : (
            <ul className={GRID}>
              {shown.map((doctor, index) => (
                <li key={doctor._id}>
                  <DoctorCard doctor={doctor} eager={index < 2} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
