import { ADMIN_API, seriesPreviewResponse, type SeriesRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Each session of the series as the API would book it now, with why one cannot be. */
export const previewSeries = async (request: SeriesRequest) =>
  (await apiClient.post(ADMIN_API.seriesPreview, seriesPreviewResponse, request)).sessions;

export const usePreviewSeries = () => useMutation({ mutationFn: previewSeries });
