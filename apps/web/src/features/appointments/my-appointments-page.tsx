import { Link } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { ErrorState } from '../../components/error-state';
import { PageSkeleton } from '../../components/page-skeleton';
import { RequireAuth } from '../../components/require-auth';
import { useClinicConfig } from '../../lib/clinic-config';
import { i18n } from '../../lib/i18n';
import { APPOINTMENTS_SHOWN, useAppointments } from './api/get-appointments';
import { AppointmentCard } from './components/appointment-card';
import { UnsubmittedPaymentWarning } from './components/unsubmitted-payment-warning';
import { usePaymentMarkers } from './payment-markers';

export const messages = i18n('appointments/my-appointments', {
  notLoaded: 'We could not load your appointments.',
  heading: 'My Appointments',
  paymentUnavailable: 'Online payment is unavailable right now.',
  none: 'You have no appointments yet.',
  findDoctor: 'Find a doctor',
});

function MyAppointments() {
  const t = useStore(messages);
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

  // The API answers oldest first; the newest come first here (docs/product.md, Calls).
  const shown = [...appointments.data].reverse().slice(0, APPOINTMENTS_SHOWN);

  return (
    <div className="py-8">
      <h1 className="border-b border-gray-200 pb-3 text-xl font-semibold text-gray-900">
        {t.heading}
      </h1>
      <UnsubmittedPaymentWarning appointments={appointments.data} markers={markers} />
      {config.isError && (
        <div className="mt-4">
          <ErrorState
            title={t.paymentUnavailable}
            error={config.error}
            onRetry={() => config.refetch()}
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="mt-6 text-sm text-gray-700">
          {t.none}{' '}
          <Link to="/doctors" className="text-primary underline">
            {t.findDoctor}
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
