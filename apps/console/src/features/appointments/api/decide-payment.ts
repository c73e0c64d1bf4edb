import { ADMIN_API, adminAppointmentResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiClient } from '../../../lib/api-client';
import { invalidateBookingViews } from '../../../lib/shared-queries';

export const approvePayment = (appointmentId: string) =>
  apiClient.post(ADMIN_API.approvePayment(appointmentId), adminAppointmentResponse);

export const rejectPayment = ({
  appointmentId,
  reason,
}: {
  appointmentId: string;
  reason: string;
}) => apiClient.post(ADMIN_API.rejectPayment(appointmentId), adminAppointmentResponse, { reason });

export function useApprovePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePayment,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await invalidateBookingViews(queryClient);
    },
  });
}

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await invalidateBookingViews(queryClient);
    },
  });
}
