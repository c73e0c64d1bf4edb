import { API, type DoctorListResponse, type Speciality } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Home and doctors grids show at most this many doctors (docs/product.md, `/` and `/doctors`). */
export const DOCTOR_GRID_LIMIT = 10;

/** One page of the doctors grid: the first 10 are page 1, every further 10 a page more. */
export interface DoctorsPage<T> {
  shown: T[];
  /** 1-based, within 1..pageCount. */
  page: number;
  pageCount: number;
}

/**
 * The page `requested` (the address's `?page=`) of `doctors`: anything but a whole number from 1
 * reads as the first page, a number past the end as the last, so every address shows doctors.
 */
export function doctorsPage<T>(doctors: readonly T[], requested: string | null): DoctorsPage<T> {
  const pageCount = Math.max(1, Math.ceil(doctors.length / DOCTOR_GRID_LIMIT));
  const asked = requested !== null && /^\d{1,4}$/.test(requested) ? Number(requested) : 1;
  const page = Math.min(Math.max(asked, 1), pageCount);
  const start = (page - 1) * DOCTOR_GRID_LIMIT;
  return { shown: doctors.slice(start, start + DOCTOR_GRID_LIMIT), page, pageCount };
}

/** The address of a page of the doctors grid, with the speciality chosen (the canonical form). */
export function doctorsAddress(speciality: Speciality | null, page: number): string {
  const query = new URLSearchParams();
  if (speciality) query.set('speciality', speciality);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/doctors?${search}` : '/doctors';
}

/** The public doctor list, shared by home, the doctors grid, booking and (for reloads) appointments. */
export const doctorsQueryOptions = () =>
  queryOptions({
    queryKey: ['doctors'],
    queryFn: async () => (await apiClient.get<DoctorListResponse>(API.doctorList)).doctors,
  });

export const useDoctors = () => useQuery(doctorsQueryOptions());
