import { API, type BookAppointmentRequest, type BookAppointmentResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/appointments-key';
import { doctorsQueryOptions } from '../../../lib/doctors';

/** Unparsed like the home page's calls: the booking page is on the performance budget too. */
export const bookAppointment = (body: BookAppointmentRequest) =>
  apiClient.post<BookAppointmentResponse>(API.bookAppointment, undefined, body);

export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAppointment,
    // The booked time leaves the doctor's free slots; the new appointment joins the patient's list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: doctorsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
      ]),
  });
}
