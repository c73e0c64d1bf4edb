import type { ClinicConfig, Doctor } from '@clinic/contracts';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { formatAppointmentSlot } from '../../../lib/format';
import { useAppointmentToMove } from '../api/get-appointment-to-move';
import { ChoicesSkeleton } from './choices-skeleton';
import { SlotPicker } from './slot-picker';

interface MoveAppointmentProps {
  appointmentId: string;
  doctor: Doctor;
  config: ClinicConfig;
  now: Date;
}

/** `?move=<id>`: the patient's appointment with this doctor and the times it can move to. */
export function MoveAppointment({ appointmentId, doctor, config, now }: MoveAppointmentProps) {
  const appointment = useAppointmentToMove(appointmentId, doctor._id);

  if (appointment.isPending) return <ChoicesSkeleton />;
  if (appointment.isError) {
    return (
      <ErrorState
        title="We could not load your appointment."
        error={appointment.error}
        onRetry={() => appointment.refetch()}
      />
    );
  }
  if (!appointment.data) {
    return (
      <p className="rounded-lg bg-gray-50 p-5 text-sm text-gray-700">
        This appointment cannot be moved.{' '}
        <Link to="/my-appointment" className="text-primary underline">
          See My Appointments
        </Link>
      </p>
    );
  }

  return (
    <div className="space-y-4">
      <h3 className="font-medium text-gray-900">
        Moving your appointment of {formatAppointmentSlot(appointment.data)}
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
