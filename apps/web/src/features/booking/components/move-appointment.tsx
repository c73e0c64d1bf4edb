import type { ClinicConfig, Doctor } from '@clinic/contracts';
import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { ErrorState } from '../../../components/error-state';
import { formatAppointmentSlot } from '../../../lib/format';
import { i18n, locale } from '../../../lib/i18n';
import { useAppointmentToMove } from '../api/get-appointment-to-move';
import { ChoicesSkeleton } from './choices-skeleton';
import { SlotPicker } from './slot-picker';

export const messages = i18n('booking/move-appointment', {
  notLoaded: 'We could not load your appointment.',
  cannotMove: 'This appointment cannot be moved.',
  seeMine: 'See My Appointments',
  moving: params('Moving your appointment of {slot}'),
});

interface MoveAppointmentProps {
  appointmentId: string;
  doctor: Doctor;
  config: ClinicConfig;
  now: Date;
}

/** `?move=<id>`: the patient's appointment with this doctor and the times it can move to. */
export function MoveAppointment({ appointmentId, doctor, config, now }: MoveAppointmentProps) {
  const t = useStore(messages);
  const code = useStore(locale);
  const appointment = useAppointmentToMove(appointmentId, doctor._id, {
    now,
    timeZone: config.timeZone,
    cutoffHours: config.cancelCutoffHours,
  });

  if (appointment.isPending) return <ChoicesSkeleton />;
  if (appointment.isError) {
    return (
      <ErrorState
        title={t.notLoaded}
        error={appointment.error}
        onRetry={() => appointment.refetch()}
      />
    );
  }
  if (!appointment.data) {
    return (
      <p className="rounded-lg bg-gray-50 p-5 text-sm text-gray-700">
        {t.cannotMove}{' '}
        <Link to="/my-appointment" className="text-primary underline">
          {t.seeMine}
        </Link>
      </p>
    );
  }

  return (
    <div className="space-y-4">
      <h3 className="font-medium text-gray-900">
        {t.moving({ slot: formatAppointmentSlot(appointment.data, code) })}
      </h3>
      <SlotPicker
        doctor={doctor}
        timeZone={config.timeZone}
        cancelCutoffHours={config.cancelCutoffHours}
        now={now}
        moving={appointment.data}
      />
    </div>
  );
}
