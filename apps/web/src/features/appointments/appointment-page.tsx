import { Link, useParams } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { ErrorState } from '../../components/error-state';
import { PageSkeleton } from '../../components/page-skeleton';
import { RequireAuth } from '../../components/require-auth';
import { useClinicConfig } from '../../lib/clinic-config';
import { i18n } from '../../lib/i18n';
import { texts } from '../../lib/texts';
import { useAppointments } from './api/get-appointments';
import { AppointmentCard } from './components/appointment-card';
import { usePaymentMarkers } from './payment-markers';

export const messages = i18n('appointments/appointment', {
  all: 'All my appointments',
  notLoaded: 'We could not load your appointment.',
  heading: 'Your appointment',
  paymentUnavailable: 'Online payment is unavailable right now.',
});

/**
 * One appointment, the page the patient's mails link to (SITE_PAGES.appointment in the
 * contracts): its card as My Appointments shows it, with the same actions. It is found in the
 * patient's own list (the same query), so another patient's appointment is simply not there.
 */
function OneAppointment({ appointmentId }: { appointmentId: string }) {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const appointments = useAppointments();
  const config = useClinicConfig();
  const markers = usePaymentMarkers();

  if (appointments.isPending) return <PageSkeleton />;
  if (appointments.isError) {
    return (
      <div className="py-10">
        <ErrorState
          title={t.notLoaded}
          error={appointments.error}
          onRetry={() => appointments.refetch()}
        />
      </div>
    );
  }

  const appointment = appointments.data.find((item) => item._id === appointmentId);
  const allLink = (
    <Link to="/my-appointment" className="text-primary underline">
      {t.all}
    </Link>
  );
  return (
    <div className="py-8">
      <h1 className="border-b border-gray-200 pb-3 text-xl font-semibold text-gray-900">
        {t.heading}
      </h1>
      {config.isError && (
        <div className="mt-4">
          <ErrorState
            title={t.paymentUnavailable}
            error={config.error}
            onRetry={() => config.refetch()}
          />
        </div>
      )}
      {appointment ? (
        <>
          <ul>
            <AppointmentCard
              appointment={appointment}
              upi={config.data?.upi}
              clinic={config.data}
              markers={markers}
            />
          </ul>
          <p className="mt-6 text-sm text-gray-700">{allLink}</p>
        </>
      ) : (
        <p className="mt-6 text-sm text-gray-700">
          {fixed.appointmentNotFound}. {allLink}
        </p>
      )}
    </div>
  );
}

export default function AppointmentPage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth returning>
      <OneAppointment appointmentId={id} />
    </RequireAuth>
  );
}
