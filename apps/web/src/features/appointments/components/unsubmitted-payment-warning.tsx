import type { Appointment } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../lib/i18n';
import { pageTexts } from '../../../lib/page-texts';
import type { PaymentMarkers } from '../payment-markers';

export const messages = i18n('appointments/unsubmitted-payment', {
  warning: params(
    "You opened the payment form for {doctor}'s appointment but payment info was not submitted. If you have paid, open it again with ‘{payOnline}’ and send the transaction ID.",
  ),
});

/**
 * A reminder for each appointment whose payment form was opened but whose proof was never sent,
 * while it can still be paid and its form is closed (docs/product.md, Appointment states).
 */
export function UnsubmittedPaymentWarning({
  appointments,
  markers,
}: {
  appointments: Appointment[];
  markers: PaymentMarkers;
}) {
  const t = useStore(messages);
  const fixed = useStore(pageTexts);
  const pending = markers.opened.filter((entry) => {
    const appointment = appointments.find((item) => item._id === entry.appointmentId);
    return (
      appointment !== undefined &&
      !appointment.cancelled &&
      !appointment.payment &&
      appointment.paymentProof.status !== 'pending' &&
      appointment.paymentProof.status !== 'approved' &&
      !markers.isSubmitted(entry.appointmentId) &&
      markers.selected !== entry.appointmentId
    );
  });
  if (pending.length === 0) return null;

  return (
    <div
      role="status"
      className="mt-4 space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      {pending.map((entry) => (
        <p key={entry.appointmentId}>
          {t.warning({ doctor: entry.doctorName, payOnline: fixed.payOnline })}
        </p>
      ))}
    </div>
  );
}
