import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { DoctorCard, DoctorCardSkeleton } from '../../../components/doctor-card';
import { ErrorState } from '../../../components/error-state';
import { DOCTOR_GRID_LIMIT, useDoctors } from '../../../lib/doctors';
import { i18n } from '../../../lib/i18n';

export const messages = i18n('home/top-doctors', {
  heading: 'Top Doctors to Book',
  intro: 'Simply browse through our list of trusted doctors.',
  loading: 'Loading doctors',
  notLoaded: 'We could not load our doctors.',
  seeAll: 'See all doctors',
});

const GRID = 'grid grid-cols-2 gap-3 pt-8 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

export function TopDoctors() {
  const t = useStore(messages);
  const doctors = useDoctors();

  return (
    <section aria-labelledby="top-doctors-heading" className="py-12">
      <div className="text-center">
        <h2 id="top-doctors-heading" className="text-2xl font-semibold text-gray-900 sm:text-3xl">
          {t.heading}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-sm text-gray-600">{t.intro}</p>
      </div>
      {doctors.isPending ? (
        <div className={GRID} role="status" aria-label={t.loading}>
          {Array.from({ length: 5 }, (_, index) => (
            <DoctorCardSkeleton key={index} />
          ))}
        </div>
      ) : doctors.isError ? (
        <div className="pt-8">
          <ErrorState title={t.notLoaded} error={doctors.error} onRetry={() => doctors.refetch()} />
        </div>
      ) : (
        <ul className={GRID}>
          {/* Every top doctor shows as Available: so only doctors who are, the first 10. */}
          {doctors.data
            .filter((doctor) => doctor.available)
            .slice(0, DOCTOR_GRID_LIMIT)
            .map((doctor) => (
              <li key={doctor._id}>
                <DoctorCard doctor={doctor} />
              </li>
            ))}
        </ul>
      )}
      <div className="mt-10 text-center">
        <Link to="/doctors" onClick={() => window.scrollTo(0, 0)} className="btn-outline px-10">
          {t.seeAll}
        </Link>
      </div>
    </section>
  );
}
