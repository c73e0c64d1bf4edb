import { ADMIN_API, openSafetyAlertsResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Every query of the alerts starts with it: a call-back refreshes the banner and the lists. */
export const ALERTS_KEY = ['safety-alerts'] as const;

/** The banner looks again every minute: a new alert must not wait for a page change. */
const OPEN_POLL_MS = 60_000;

/** The console's shell loads this on every screen: it reads the count only. */
export const openSafetyAlertsQueryOptions = () =>
  queryOptions({
    queryKey: [...ALERTS_KEY, 'open'],
    queryFn: async () =>
      (await apiClient.get(ADMIN_API.openSafetyAlerts, openSafetyAlertsResponse)).open,
    refetchInterval: OPEN_POLL_MS,
  });

export const useOpenSafetyAlerts = (enabled: boolean) =>
  useQuery({ ...openSafetyAlertsQueryOptions(), enabled });
