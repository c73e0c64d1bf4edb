import { Link } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { PageSkeleton } from '../../components/page-skeleton';
import { RequireAuth } from '../../components/require-auth';
import { useClinicConfig } from '../../lib/clinic-config';
import { APPOINTMENTS_SHOWN, useAppointments } from './api/get-appointments';
import { AppointmentCard } from './components/appointment-card';
import { UnsubmittedPaymentWarning } from './components/unsubmitted-payment-warning';
import { usePaymentMarkers } from './payment-markers';

function MyAppointments() {
  const appointments = useAppointments();
  const config = useClinicConfig();
  const markers = usePaymentMarkers();

  if (appointments.isPending) return <PageSkeleton />;
  if (appointments.isError) {
    return (
      <div className="py-10">
        <ErrorState
          title="We could not load your appointments."
          error={appointments.error}
          onRetry={() => appointments.refetch()}
        />
      </div>
    );
  }

  // The API answers oldest first; the newest come first here (docs/product.md, Calls).
  const shown = [...appointments.data].reverse().slice(0, APPOINTMENTS_SHOWN);

  return (
    <div className="py-8">
      <h1 className="border-b border-gray-200 pb-3 text-xl font-semibold text-gray-900">
        My Appointments
      </h1>
      <UnsubmittedPaymentWarning appointments={appointments.data} markers={markers} />
      {config.isError && (
        <div className="mt-4">
          <ErrorState
            title="Online payment is unavailable right now."
            error={config.error}
            onRetry={() => config.refetch()}
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="mt-6 text-sm text-gray-700">
          You have no appointments yet.{' '}
          <Link to="/doctors" className="text-primary underline">
            Find a doctor
          </Link>
        </p>
      ) : (
        <ul>
          {shown.map((appointment) => (
            <AppointmentCard
              key={appointment._id}
              appointment={appointment}
              upi={config.data?.upi}
              clinic={config.data}
              markers={markers}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export default function MyAppointmentsPage() {
  return (
    <RequireAuth>
      <MyAppointments />
    </RequireAuth>
  );
}
