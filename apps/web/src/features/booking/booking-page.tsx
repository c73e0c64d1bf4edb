import { useDeferredValue } from 'react';
import { Link, useParams, useSearchParams } from 'wouter';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { DoctorCard } from '../../components/doctor-card';
import { ErrorState } from '../../components/error-state';
import { PageSkeleton } from '../../components/page-skeleton';
import { RequireAuth } from '../../components/require-auth';
import { useClinicConfig } from '../../lib/clinic-config';
import { useClock } from '../../lib/clock';
import { useDoctors } from '../../lib/doctors';
import { i18n } from '../../lib/i18n';
import { specialityPlurals } from '../../lib/specialities';
import { texts } from '../../lib/texts';
import { ChoicesSkeleton } from './components/choices-skeleton';
import { DoctorDetails } from './components/doctor-details';
import { MoveAppointment } from './components/move-appointment';
import { JoinWaitlist } from './components/join-waitlist';
import { SlotPicker } from './components/slot-picker';

const RELATED_LIMIT = 5;

export const messages = i18n('booking/page', {
  notLoaded: 'We could not load this doctor.',
  notListed: 'This doctor is not listed any more.',
  seeAll: 'See all doctors',
  book: 'Book an appointment',
  move: 'Move your appointment',
  notTaking: params(
    '{name} is not taking appointments at the moment. Please choose another doctor below.',
  ),
  timesNotLoaded: 'We could not load the free times.',
  related: 'Related Doctors',
  relatedIntro: params('Other {speciality} you can book.'),
});

export default function BookingPage() {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const plurals = useStore(specialityPlurals);
  const { docId } = useParams();
  // My Appointments' Reschedule opens the doctor's page with the appointment to move.
  const [searchParams] = useSearchParams();
  const moveId = searchParams.get('move');
  const doctors = useDoctors();
  const config = useClinicConfig();
  const clock = useClock();
  // The day and time choices and the related doctors (a few hundred elements) follow in a second,
  // interruptible render: the doctor's details paint without one long task blocking the page.
  const showChoices = useDeferredValue(true, false);

  if (doctors.isPending) return <PageSkeleton />;
  if (doctors.isError) {
    return (
      <div className="py-10">
        <ErrorState title={t.notLoaded} error={doctors.error} onRetry={() => doctors.refetch()} />
      </div>
    );
  }

  const doctor = doctors.data.find((item) => item._id === docId);
  if (!doctor) {
    return (
      <section className="mx-auto max-w-lg py-20 text-center">
        <h1 className="text-2xl font-semibold text-gray-900">{fixed.doctorNotFound}</h1>
        <p className="mt-3 text-gray-600">{t.notListed}</p>
        <Link to="/doctors" className="btn-primary mt-6">
          {t.seeAll}
        </Link>
      </section>
    );
  }

  const action = moveId === null ? t.book : t.move;
  const related = doctors.data
    .filter((item) => item.speciality === doctor.speciality && item._id !== doctor._id)
    .slice(0, RELATED_LIMIT);

  return (
    <div className="space-y-10 py-8">
      <DoctorDetails doctor={doctor} />

      <section aria-labelledby="booking-heading" className="sm:ml-76">
        <h2 id="booking-heading" className="sr-only">
          {action}
        </h2>
        {!doctor.available ? (
          <p className="rounded-lg bg-red-50 p-5 text-sm text-red-800">
            {t.notTaking({ name: doctor.name })}
          </p>
        ) : config.isPending || !showChoices ? (
          <ChoicesSkeleton />
        ) : config.isError ? (
          <ErrorState
            title={t.timesNotLoaded}
            error={config.error}
            onRetry={() => config.refetch()}
          />
        ) : moveId === null ? (
          <>
            <SlotPicker
              doctor={doctor}
              timeZone={config.data.timeZone}
              cancelCutoffHours={config.data.cancelCutoffHours}
              now={clock()}
            />
            <JoinWaitlist doctor={doctor} timeZone={config.data.timeZone} now={clock()} />
          </>
        ) : (
          <RequireAuth>
            <MoveAppointment
              appointmentId={moveId}
              doctor={doctor}
              config={config.data}
              now={clock()}
            />
          </RequireAuth>
        )}
      </section>

      {showChoices && related.length > 0 && (
        <section aria-labelledby="related-heading" className="text-center">
          <h2 id="related-heading" className="text-2xl font-semibold text-gray-900">
            {t.related}
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            {t.relatedIntro({ speciality: plurals[doctor.speciality].toLowerCase() })}
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-3 text-left sm:gap-5 md:grid-cols-3 lg:grid-cols-5">
            {/* Eager, though below the fold: lazily, the photos came as the page scrolled to the
                day chips, and their layout and paint fell into the first choice's work. */}
            {related.map((item) => (
              <li key={item._id}>
                <DoctorCard doctor={item} eager />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
