import { ADMIN_API, API, adminDoctorsResponse, clinicConfigResponse } from '@clinic/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Several screens need the doctors (filters, editor, calendar); one key keeps them in step. */
export const doctorsQueryOptions = () =>
  queryOptions({
    queryKey: ['doctors'],
    queryFn: async () => (await apiClient.get(ADMIN_API.doctors, adminDoctorsResponse)).doctors,
  });

/** The clinic's time zone decides what "today" is on the calendar (docs/decisions.md, Calendar). */
export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: async () => (await apiClient.get(API.config, clinicConfigResponse)).config,
    staleTime: Infinity,
  });
