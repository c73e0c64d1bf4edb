import {
  ADMIN_API,
  callBackResponse,
  openSafetyAlertsResponse,
  safetyAlertsResponse,
} from '@clinic/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ALERTS_KEY = ['safety-alerts'] as const;

/** The banner looks again every minute: a new alert must not wait for a page change. */
const OPEN_POLL_MS = 60_000;

export const openSafetyAlertsQueryOptions = () =>
  queryOptions({
    queryKey: [...ALERTS_KEY, 'open'],
    queryFn: async () =>
      (await apiClient.get(ADMIN_API.openSafetyAlerts, openSafetyAlertsResponse)).open,
    refetchInterval: OPEN_POLL_MS,
  });

export const useOpenSafetyAlerts = (enabled: boolean) =>
  useQuery({ ...openSafetyAlertsQueryOptions(), enabled });

export const safetyAlertsQueryOptions = () =>
  queryOptions({
    queryKey: [...ALERTS_KEY, 'list'],
    queryFn: async () => (await apiClient.get(ADMIN_API.safetyAlerts, safetyAlertsResponse)).alerts,
  });

export const useSafetyAlerts = () => useQuery(safetyAlertsQueryOptions());

export function useRecordCallBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: string }) =>
      apiClient.post(ADMIN_API.safetyAlertCallBack(id), callBackResponse, { outcome }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}
