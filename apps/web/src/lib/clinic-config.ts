import { API, type ClinicConfigResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Clinic details, emergency numbers, UPI payee and time zone, served by the API from its env. */
export const clinicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['clinic-config'],
    queryFn: async () => (await apiClient.get<ClinicConfigResponse>(API.config)).config,
    staleTime: Infinity,
  });

export const useClinicConfig = () => useQuery(clinicConfigQueryOptions());
