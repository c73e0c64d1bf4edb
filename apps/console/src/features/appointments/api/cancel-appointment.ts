import { ADMIN_API, adminAppointmentResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiClient } from '../../../lib/api-client';
import { invalidateBookingViews } from '../../../lib/shared-queries';

export const cancelAppointment = (appointmentId: string) =>
  apiClient.post(ADMIN_API.cancelAppointment(appointmentId), adminAppointmentResponse);

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await invalidateBookingViews(queryClient);
    },
  });
}
