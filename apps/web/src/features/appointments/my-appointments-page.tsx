import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { RequireAuth } from '../../components/require-auth';
import { i18n } from '../../lib/i18n';
import { useClock } from '../../lib/clock';
import { APPOINTMENTS_SHOWN } from './api/get-appointments';
import { AppointmentCard } from './components/appointment-card';
import { AppointmentsFrame } from './components/appointments-frame';
import { UnsubmittedPaymentWarning } from './components/unsubmitted-payment-warning';
import { seriesOf } from './series-of';
import { WaitlistPanel } from './components/waitlist-panel';

export const messages = i18n('appointments/my-appointments', {
  notLoaded: 'We could not load your appointments.',
  heading: 'My Appointments',
  none: 'You have no appointments yet.',
  findDoctor: 'Find a doctor',
});

function MyAppointments() {
  const t = useStore(messages);
  const now = useClock()();
  return (
    <AppointmentsFrame heading={t.heading} notLoaded={t.notLoaded}>
      {({ appointments, config, markers, paymentUnavailable }) => {
        // The API answers oldest first; the newest come first here (docs/product.md, Calls).
        const shown = [...appointments].reverse().slice(0, APPOINTMENTS_SHOWN);
        const series = config
          ? seriesOf(appointments, {
              now,
              timeZone: config.timeZone,
              cutoffHours: config.cancelCutoffHours,
            })
          : new Map();
        return (
          <>
            <UnsubmittedPaymentWarning appointments={appointments} markers={markers} />
            {paymentUnavailable}
            {config && <WaitlistPanel timeZone={config.timeZone} />}
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
                    upi={config?.upi}
                    clinic={config}
                    markers={markers}
                    series={series.get(appointment._id)}
                  />
                ))}
              </ul>
            )}
          </>
        );
      }}
    </AppointmentsFrame>
  );
}

export default function MyAppointmentsPage() {
  return (
    <RequireAuth>
      <MyAppointments />
    </RequireAuth>
  );
}
