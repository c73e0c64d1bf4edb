import { API, cancelSeriesRestResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/appointments-key';
import { doctorsQueryOptions } from '../../../lib/doctors';

export const cancelSeriesRest = (seriesId: string) =>
  apiClient.post(API.cancelSeriesRest, cancelSeriesRestResponse, { seriesId });

export function useCancelSeriesRest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeriesRest,
    // The freed times show again on the doctor's page, as after one cancel.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: doctorsQueryOptions().queryKey }),
      ]),
  });
}
