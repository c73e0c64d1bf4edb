import { ADMIN_API, bookSeriesResponse, type BookSeriesRequest } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiClient } from '../../../lib/api-client';
import { invalidateBookingViews } from '../../../lib/shared-queries';

export const bookSeries = (request: BookSeriesRequest) =>
  apiClient.post(ADMIN_API.series, bookSeriesResponse, request);

export function useBookSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSeries,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await invalidateBookingViews(queryClient);
    },
  });
}
