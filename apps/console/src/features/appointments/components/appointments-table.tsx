import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminAppointment } from '@clinic/contracts';
import { formatRupees } from '@clinic/client-kit';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { formatSlot } from '../../../lib/format';
import { useMay } from '../../../lib/operator';
import { configQueryOptions } from '../../../lib/shared-queries';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useDownloadReceipt } from '../api/download-receipt';
import { AttendanceCell } from './attendance-cell';
import { ConsentNote } from './consent-note';
import { IntakeNote } from './intake-note';
import { PatientNames } from './patient-names';
import { StatusBadge } from './status-badge';

/** The clinic may cancel any live appointment; a paid one needs a refund, made outside the console. */
function CancelCell({ appointment }: { appointment: AdminAppointment }) {
  const [confirming, setConfirming] = useState(false);
  const cancelMutation = useCancelAppointment();
  if (appointment.cancelled) return null;
  if (!confirming) {
    return (
      <Button
        variant="secondary"
        small
        onClick={() => setConfirming(true)}
        aria-label={`Cancel appointment of ${appointment.patient?.name ?? appointment.userData.name}`}
      >
        Cancel
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label="Confirm cancellation"
      className="flex flex-wrap items-center gap-2"
    >
      {appointment.payment && (
        <p className="w-full text-xs text-amber-700">
          Paid: refund {formatRupees(appointment.amount)} to the patient.
        </p>
      )}
      <Button
        variant="danger"
        small
        autoFocus
        disabled={cancelMutation.isPending}
        onClick={() =>
          cancelMutation.mutate(appointment._id, { onSettled: () => setConfirming(false) })
        }
      >
        Yes, cancel
      </Button>
      <Button variant="secondary" small onClick={() => setConfirming(false)}>
        Keep
      </Button>
    </div>
  );
}

/** A paid appointment's receipt, for a patient who asks the front desk for it again. */
function ReceiptButton({ appointment }: { appointment: AdminAppointment }) {
  const download = useDownloadReceipt();
  if (!appointment.payment) return null;
  return (
    <Button
      variant="secondary"
      small
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => download.mutate(appointment._id)}
      aria-label={`Receipt for ${appointment.userData.name}, ${formatSlot(appointment.slotDate, appointment.slotTime)}`}
    >
      Receipt
    </Button>
  );
}

/**
 * Cancelling, payment proofs and receipts are the front desk's and the owner's; marking a visit
 * attended or missed is every role's (a doctor's list holds their own visits only).
 */
export function AppointmentsTable({ appointments }: { appointments: AdminAppointment[] }) {
  const may = useMay();
  const mayDecide = may('payments');
  const mayMark = may('attendance');
  // The visit's end is read in the clinic's zone (docs/decisions.md, Calendar).
  const config = useQuery(configQueryOptions());
  const now = new Date();
  const columns = ['Slot', 'Patient', 'Doctor', 'Amount', 'Status'];
  return (
    <DataTable
      caption="Appointments"
      columns={mayDecide || mayMark ? [...columns, 'Actions'] : columns}
    >
      {appointments.map((appointment) => (
        <tr key={appointment._id} className="align-top">
          <td className="whitespace-nowrap px-4 py-3 font-medium text-gray-900">
            {formatSlot(appointment.slotDate, appointment.slotTime)}
          </td>
          <td className="px-4 py-3">
            <PatientNames appointment={appointment} />
            <ConsentNote consents={appointment.consents} />
            <IntakeNote appointment={appointment} />
          </td>
          <td className="px-4 py-3">
            <p className="text-gray-900">{appointment.docData.name}</p>
            <p className="text-gray-500">{appointment.docData.speciality}</p>
          </td>
          <td className="whitespace-nowrap px-4 py-3">{formatRupees(appointment.amount)}</td>
          <td className="px-4 py-3">
            <StatusBadge appointment={appointment} />
          </td>
          {(mayDecide || mayMark) && (
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-2">
                {mayMark && config.data && (
                  <AttendanceCell
                    appointment={appointment}
                    timeZone={config.data.timeZone}
                    now={now}
                  />
                )}
                {mayDecide &&
                  appointment.paymentProof.status === 'pending' &&
                  !appointment.cancelled && (
                    <Link
                      to={`/payments#proof-${appointment._id}`}
                      className="rounded-lg px-3 py-1.5 text-sm font-medium text-primary hover:bg-primary-soft"
                    >
                      Review proof
                    </Link>
                  )}
                {mayDecide && <ReceiptButton appointment={appointment} />}
                {mayDecide && <CancelCell appointment={appointment} />}
              </div>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
