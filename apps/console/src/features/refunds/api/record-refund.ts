import { ADMIN_API, adminAppointmentResponse, type RecordRefundRequest } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiClient } from '../../../lib/api-client';
import { invalidateBookingViews } from '../../../lib/shared-queries';

export const recordRefund = ({
  appointmentId,
  ...refund
}: RecordRefundRequest & { appointmentId: string }) =>
  apiClient.post(ADMIN_API.recordRefund(appointmentId), adminAppointmentResponse, refund);

export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRefund,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await invalidateBookingViews(queryClient);
    },
  });
}
