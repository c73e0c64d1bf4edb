import { API, type DoctorListResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Home and doctors grids show at most this many doctors (docs/product.md, `/` and `/doctors`). */
export const DOCTOR_GRID_LIMIT = 10;

/** The public doctor list, shared by home, the doctors grid, booking and (for reloads) appointments. */
export const doctorsQueryOptions = () =>
  queryOptions({
    queryKey: ['doctors'],
    queryFn: async () => (await apiClient.get<DoctorListResponse>(API.doctorList)).doctors,
  });

export const useDoctors = () => useQuery(doctorsQueryOptions());
