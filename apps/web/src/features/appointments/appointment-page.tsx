import { TEXTS } from '@clinic/contracts';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { PageSkeleton } from '../../components/page-skeleton';
import { RequireAuth } from '../../components/require-auth';
import { useClinicConfig } from '../../lib/clinic-config';
import { useAppointments } from './api/get-appointments';
import { AppointmentCard } from './components/appointment-card';
import { usePaymentMarkers } from './payment-markers';

const allLink = (
  <Link to="/my-appointment" className="text-primary underline">
    All my appointments
  </Link>
);

/**
 * One appointment, the page the patient's mails link to (SITE_PAGES.appointment in the
 * contracts): its card as My Appointments shows it, with the same actions. It is found in the
 * patient's own list (the same query), so another patient's appointment is simply not there.
 */
function OneAppointment({ appointmentId }: { appointmentId: string }) {
  const appointments = useAppointments();
  const config = useClinicConfig();
  const markers = usePaymentMarkers();

  if (appointments.isPending) return <PageSkeleton />;
  if (appointments.isError) {
    return (
      <div className="py-10">
        <ErrorState
          title="We could not load your appointment."
          error={appointments.error}
          onRetry={() => appointments.refetch()}
        />
      </div>
    );
  }

  const appointment = appointments.data.find((item) => item._id === appointmentId);
  return (
    <div className="py-8">
      <h1 className="border-b border-gray-200 pb-3 text-xl font-semibold text-gray-900">
        Your appointment
      </h1>
      {config.isError && (
        <div className="mt-4">
          <ErrorState
            title="Online payment is unavailable right now."
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
          {TEXTS.appointmentNotFound}. {allLink}
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
