import { API, messageResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/appointments-key';
import { doctorsQueryOptions } from '../../../lib/doctors';

export const cancelAppointment = (appointmentId: string) =>
  apiClient.post(API.cancelAppointment, messageResponse, { appointmentId });

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    // The freed slot shows again on the doctor's page (docs/product.md, Appointment states).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: doctorsQueryOptions().queryKey }),
      ]),
  });
}
