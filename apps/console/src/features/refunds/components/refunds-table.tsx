import { formatRupees } from '@clinic/client-kit';
import type { AdminAppointment } from '@clinic/contracts';
import { DataTable } from '../../../components/data-table';
import { formatSlot } from '../../../lib/format';
import { RecordRefundForm } from './record-refund-form';

const COLUMNS = ['Patient', 'Doctor', 'Visit', 'Amount', 'Transaction ID', 'Record refund'];

export function RefundsTable({ refunds, today }: { refunds: AdminAppointment[]; today: string }) {
  return (
    <DataTable caption="Refunds due" columns={COLUMNS} bodyClassName="align-top">
      {refunds.map((appointment) => (
        <tr key={appointment._id}>
          <td className="px-4 py-3">
            <p className="font-medium text-gray-900">{appointment.userData.name}</p>
            <p className="text-gray-500">{appointment.userData.email}</p>
          </td>
          <td className="px-4 py-3 text-gray-900">{appointment.docData.name}</td>
          <td className="whitespace-nowrap px-4 py-3">
            {formatSlot(appointment.slotDate, appointment.slotTime)}
          </td>
          <td className="whitespace-nowrap px-4 py-3">{formatRupees(appointment.amount)}</td>
          <td className="px-4 py-3 font-mono">{appointment.paymentProof.transactionId ?? '—'}</td>
          <td className="px-4 py-3">
            <RecordRefundForm appointment={appointment} today={today} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
