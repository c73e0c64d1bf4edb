import { API, bookAppointmentResponse, type BookAppointmentRequest } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const bookAppointment = (body: BookAppointmentRequest) =>
  apiClient.post(API.bookAppointment, bookAppointmentResponse, body);

export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAppointment,
    // The booked time leaves the doctor's free slots; the new appointment joins the patient's list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['doctors'] }),
        queryClient.invalidateQueries({ queryKey: ['appointments'] }),
      ]),
  });
}
