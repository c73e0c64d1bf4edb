import type { Speciality } from '@clinic/contracts';
import { Link, useSearchParams } from 'wouter';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { DoctorCard, DoctorCardSkeleton } from '../../components/doctor-card';
import { ErrorState } from '../../components/error-state';
import { DOCTOR_GRID_LIMIT, doctorsAddress, doctorsPage, useDoctors } from '../../lib/doctors';
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
  showing: params('Showing {first} to {last} of {total} doctors'),
  pages: 'Pages of doctors',
  previous: 'Previous page',
  next: 'Next page',
  pageNumber: params('Page {number}'),
});

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4';

function isSpeciality(value: string | null): value is Speciality {
  return (SPECIALITY_NAMES as (string | null)[]).includes(value);
}

const PAGE_LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3';

export default function DoctorsPage() {
  const t = useStore(messages);
  const names = useStore(specialityNames);
  const plurals = useStore(specialityPlurals);
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('speciality');
  const speciality = isSpeciality(requested) ? requested : null;
  const doctors = useDoctors();
  const listed = (doctors.data ?? []).filter(
    (doctor) => speciality === null || doctor.speciality === speciality,
  );
  // The grid is the first 10; the rest follow on further pages of 10 (docs/product.md).
  const { shown, page, pageCount } = doctorsPage(listed, searchParams.get('page'));
  const first = (page - 1) * DOCTOR_GRID_LIMIT + 1;

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
            <>
              {pageCount > 1 && (
                <p className="mb-4 text-sm text-gray-700">
                  {t.showing({ first, last: first + shown.length - 1, total: listed.length })}
                </p>
              )}
              <ul className={GRID}>
                {shown.map((doctor, index) => (
                  <li key={doctor._id}>
                    <DoctorCard doctor={doctor} eager={index < 2} />
                  </li>
                ))}
              </ul>
              {pageCount > 1 && (
                <nav aria-label={t.pages} className="mt-8">
                  <ul className="flex flex-wrap items-center justify-center gap-2 text-sm">
                    {page > 1 && (
                      <li>
                        <Link
                          to={doctorsAddress(speciality, page - 1)}
                          rel="prev"
                          className={`${PAGE_LINK} border-gray-300 text-gray-700 hover:border-primary`}
                        >
                          <span aria-hidden="true">←&nbsp;</span>
                          {t.previous}
                        </Link>
                      </li>
                    )}
                    {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
                      <li key={number}>
                        <Link
                          to={doctorsAddress(speciality, number)}
                          aria-label={t.pageNumber({ number })}
                          aria-current={number === page ? 'page' : undefined}
                          className={`${PAGE_LINK} ${
                            number === page
                              ? 'border-primary bg-primary text-white'
                              : 'border-gray-300 text-gray-700 hover:border-primary'
                          }`}
                        >
                          {number}
                        </Link>
                      </li>
                    ))}
                    {page < pageCount && (
                      <li>
                        <Link
                          to={doctorsAddress(speciality, page + 1)}
                          rel="next"
                          className={`${PAGE_LINK} border-gray-300 text-gray-700 hover:border-primary`}
                        >
                          {t.next}
                          <span aria-hidden="true">&nbsp;→</span>
                        </Link>
                      </li>
                    )}
                  </ul>
                </nav>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
