import type { Appointment } from '@clinic/contracts';

type Status = { label: string; tone: string };

/** The operator's reading of an appointment, in the order of the patient site's display states. */
export function appointmentStatus(appointment: Appointment): Status {
  if (appointment.cancelled) return { label: 'Cancelled', tone: 'bg-gray-100 text-gray-700' };
  if (appointment.payment && appointment.isCompleted)
    return { label: 'Paid', tone: 'bg-emerald-100 text-emerald-800' };
  if (appointment.paymentProof.status === 'pending')
    return { label: 'Proof to review', tone: 'bg-amber-100 text-amber-800' };
  if (appointment.paymentProof.status === 'rejected')
    return { label: 'Proof rejected', tone: 'bg-red-100 text-red-800' };
  return { label: 'Awaiting payment', tone: 'bg-sky-100 text-sky-800' };
}

export function StatusBadge({ appointment }: { appointment: Appointment }) {
  const status = appointmentStatus(appointment);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${status.tone}`}>
      {status.label}
    </span>
  );
}
