import { useState } from 'react';
import { paymentStorage, type OpenedPayment } from '../../lib/storage';

interface Markers {
  opened: OpenedPayment[];
  submitted: string[];
  selected: string | null;
}

const readMarkers = (): Markers => ({
  opened: paymentStorage.openedPayments(),
  submitted: paymentStorage.submittedAppointments(),
  selected: paymentStorage.selectedAppointmentId(),
});

/** The payment panel's local-storage markers (docs/glossary.md), mirrored in React state. */
export function usePaymentMarkers() {
  const [markers, setMarkers] = useState(readMarkers);
  const refresh = () => setMarkers(readMarkers());

  return {
    ...markers,
    isSubmitted: (appointmentId: string) => markers.submitted.includes(appointmentId),
    openPanel(entry: OpenedPayment) {
      paymentStorage.markOpened(entry);
      paymentStorage.selectAppointment(entry.appointmentId);
      refresh();
    },
    closePanel() {
      paymentStorage.selectAppointment(null);
      refresh();
    },
    submitted(appointmentId: string) {
      paymentStorage.markSubmitted(appointmentId);
      paymentStorage.forgetOpened(appointmentId);
      paymentStorage.selectAppointment(null);
      refresh();
    },
    forget(appointmentId: string) {
      paymentStorage.forgetOpened(appointmentId);
      if (paymentStorage.selectedAppointmentId() === appointmentId)
        paymentStorage.selectAppointment(null);
      refresh();
    },
  };
}

export type PaymentMarkers = ReturnType<typeof usePaymentMarkers>;
