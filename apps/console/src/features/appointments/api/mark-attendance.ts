import { ADMIN_API, adminAppointmentResponse } from '@clinic/contracts';
import type { Attendance } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiClient } from '../../../lib/api-client';
import { invalidateBookingViews } from '../../../lib/shared-queries';

export const markAttendance = ({
  appointmentId,
  attendance,
}: {
  appointmentId: string;
  attendance: Attendance;
}) =>
  apiClient.post(ADMIN_API.markAttendance(appointmentId), adminAppointmentResponse, {
    attendance,
  });

/** The dashboard's missed-visit figures count the marks, so they go stale with the list. */
export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await invalidateBookingViews(queryClient);
    },
  });
}
