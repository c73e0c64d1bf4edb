import { attendanceRefusal } from '@clinic/contracts';
import type { AdminAppointment, Attendance } from '@clinic/contracts';
import { Button } from '../../../components/button';
import { formatSlot } from '../../../lib/format';
import { useMarkAttendance } from '../api/mark-attendance';

const MARKS: { attendance: Attendance; label: string }[] = [
  { attendance: 'attended', label: 'Attended' },
  { attendance: 'missed', label: 'Missed' },
];

/**
 * After the visit's end (attendanceRefusal, the rule the API enforces), whether the patient came:
 * the current mark is the pressed button, and the other one changes it.
 */
export function AttendanceCell({
  appointment,
  timeZone,
  now,
}: {
  appointment: AdminAppointment;
  timeZone: string;
  now: Date;
}) {
  const mark = useMarkAttendance();
  if (attendanceRefusal(appointment, { now, timeZone })) return null;
  const visit = `${appointment.userData.name}'s visit on ${formatSlot(appointment.slotDate, appointment.slotTime)}`;
  return (
    <div role="group" aria-label={`Attendance of ${visit}`} className="flex flex-wrap gap-2">
      {MARKS.map(({ attendance, label }) => (
        <Button
          key={attendance}
          variant={appointment.attendance === attendance ? 'primary' : 'secondary'}
          small
          aria-pressed={appointment.attendance === attendance}
          aria-label={`${label}: ${visit}`}
          disabled={mark.isPending || appointment.attendance === attendance}
          onClick={() => mark.mutate({ appointmentId: appointment._id, attendance })}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
