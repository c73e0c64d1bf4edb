import { Link } from 'react-router-dom';
import type { AdminAppointment } from '@clinic/contracts';
import { useMay } from '../../../lib/operator';

const STATUS = { none: 'No intake', draft: 'Intake started', submitted: 'Intake done' } as const;

/**
 * Whether the patient did the appointment's intake: all the front desk sees of it. The owner and
 * the appointment's doctor open the answers and scores.
 */
export function IntakeNote({ appointment }: { appointment: AdminAppointment }) {
  const may = useMay();
  if (!appointment.intake) return null;
  return (
    <p className="text-xs text-gray-500">
      {STATUS[appointment.intake]}
      {may('intake-answers') && (
        <>
          {' · '}
          <Link
            to={`/appointments/${appointment._id}/intake`}
            className="inline-flex min-h-6 items-center font-medium text-primary underline"
            aria-label={`Intake and scores of ${appointment.userData.name}`}
          >
            Intake and scores
          </Link>
        </>
      )}
    </p>
  );
}
