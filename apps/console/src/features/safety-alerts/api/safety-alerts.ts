import { ADMIN_API, callBackResponse, safetyAlertsResponse } from '@clinic/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ALERTS_KEY } from './open-safety-alerts';

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
