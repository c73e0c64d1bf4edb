import {
  API,
  type RescheduleAppointmentRequest,
  type RescheduleAppointmentResponse,
} from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/appointments-key';
import { doctorsQueryOptions } from '../../../lib/doctors';

/** Unparsed like booking: the page is on the performance budget. */
export const rescheduleAppointment = (body: RescheduleAppointmentRequest) =>
  apiClient.post<RescheduleAppointmentResponse>(API.rescheduleAppointment, undefined, body);

export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleAppointment,
    // The new time leaves the doctor's free slots and the old one returns; the card shows the move.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: doctorsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
      ]),
  });
}
