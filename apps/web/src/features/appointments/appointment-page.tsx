import { Link, useParams } from 'wouter';
import { useStore } from '@nanostores/react';
import { RequireAuth } from '../../components/require-auth';
import { useClock } from '../../lib/clock';
import { i18n } from '../../lib/i18n';
import { texts } from '../../lib/texts';
import { AppointmentCard } from './components/appointment-card';
import { AppointmentsFrame } from './components/appointments-frame';
import { seriesOf } from './series-of';

export const messages = i18n('appointments/appointment', {
  all: 'All my appointments',
  notLoaded: 'We could not load your appointment.',
  heading: 'Your appointment',
});

/**
 * One appointment, the page the patient's mails link to (SITE_PAGES.appointment in the
 * contracts): its card as My Appointments shows it, with the same actions. It is found in the
 * patient's own list (the same query), so another patient's appointment is simply not there.
 */
function OneAppointment({ appointmentId }: { appointmentId: string }) {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const now = useClock()();
  const allLink = (
    <Link to="/my-appointment" className="text-primary underline">
      {t.all}
    </Link>
  );
  return (
    <AppointmentsFrame heading={t.heading} notLoaded={t.notLoaded}>
      {({ appointments, config, markers, paymentUnavailable }) => {
        const appointment = appointments.find((item) => item._id === appointmentId);
        return (
          <>
            {paymentUnavailable}
            {appointment ? (
              <>
                <ul>
                  <AppointmentCard
                    appointment={appointment}
                    upi={config?.upi}
                    clinic={config}
                    markers={markers}
                    series={
                      config &&
                      seriesOf(appointments, {
                        now,
                        timeZone: config.timeZone,
                        cutoffHours: config.cancelCutoffHours,
                      }).get(appointment._id)
                    }
                  />
                </ul>
                <p className="mt-6 text-sm text-gray-700">{allLink}</p>
              </>
            ) : (
              <p className="mt-6 text-sm text-gray-700">
                {fixed.appointmentNotFound}. {allLink}
              </p>
            )}
          </>
        );
      }}
    </AppointmentsFrame>
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
