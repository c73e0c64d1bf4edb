import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Appointment, ClinicConfig } from '@clinic/contracts';
import { ErrorState } from '../../../components/error-state';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useClinicConfig } from '../../../lib/clinic-config';
import { i18n } from '../../../lib/i18n';
import { useAppointments } from '../api/get-appointments';
import { usePaymentMarkers, type PaymentMarkers } from '../payment-markers';

export const messages = i18n('appointments/frame', {
  paymentUnavailable: 'Online payment is unavailable right now.',
});

interface AppointmentsView {
  appointments: Appointment[];
  config: ClinicConfig | undefined;
  markers: PaymentMarkers;
  /** Shown when the clinic's configuration (the UPI payee) cannot be loaded. */
  paymentUnavailable: ReactNode;
}

/**
 * What My Appointments and one appointment's page share: the patient's list (one query), its
 * loading and failure, the page heading, and the notice that paying is unavailable without the
 * clinic's configuration; `children` lays the list out.
 */
export function AppointmentsFrame({
  heading,
  notLoaded,
  children,
}: {
  heading: string;
  notLoaded: string;
  children: (view: AppointmentsView) => ReactNode;
}) {
  const t = useStore(messages);
  const appointments = useAppointments();
  const config = useClinicConfig();
  const markers = usePaymentMarkers();

  if (appointments.isPending) return <PageSkeleton />;
  if (appointments.isError) {
    return (
      <div className="py-10">
        <ErrorState
          title={notLoaded}
          error={appointments.error}
          onRetry={() => appointments.refetch()}
        />
      </div>
    );
  }

  const paymentUnavailable = config.isError && (
    <div className="mt-4">
      <ErrorState
        title={t.paymentUnavailable}
        error={config.error}
        onRetry={() => config.refetch()}
      />
    </div>
  );
  return (
    <div className="py-8">
      <h1 className="border-b border-gray-200 pb-3 text-xl font-semibold text-gray-900">
        {heading}
      </h1>
      {children({
        appointments: appointments.data,
        config: config.data,
        markers,
        paymentUnavailable,
      })}
    </div>
  );
}
