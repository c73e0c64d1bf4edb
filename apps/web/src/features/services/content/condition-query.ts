import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONDITIONS } from './catalogue';
import type { ServiceSection } from './types';

/** A condition page's text arrives as its own chunk; cached for the session once loaded. */
export const conditionQueryOptions = (section: ServiceSection) =>
  queryOptions({
    queryKey: ['service-condition', section],
    queryFn: () => CONDITIONS[section].pages.en(),
    staleTime: Infinity,
  });

export const useCondition = (section: ServiceSection) => useQuery(conditionQueryOptions(section));

/** Starts fetching a condition's chunk when a link to it is pointed at or focused. */
export function usePrefetchCondition() {
  const queryClient = useQueryClient();
  return (section: ServiceSection) => {
    void queryClient.prefetchQuery(conditionQueryOptions(section));
  };
}
