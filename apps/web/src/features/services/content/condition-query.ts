import { useStore } from '@nanostores/react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { locale, type Locale } from '../../../lib/i18n';
import { CONDITIONS } from './catalogue';
import type { ServiceSection } from './types';

/** A condition page's text in one language arrives as its own chunk; cached for the session. */
export const conditionQueryOptions = (section: ServiceSection, language: Locale) =>
  queryOptions({
    queryKey: ['service-condition', section, language],
    queryFn: () => CONDITIONS[section].pages[language](),
    staleTime: Infinity,
  });

/** The page in the reader's language; switching language loads the other one. */
export const useCondition = (section: ServiceSection) =>
  useQuery(conditionQueryOptions(section, useStore(locale)));

/** Starts fetching a condition's chunk when a link to it is pointed at or focused. */
export function usePrefetchCondition() {
  const queryClient = useQueryClient();
  const language = useStore(locale);
  return (section: ServiceSection) => {
    void queryClient.prefetchQuery(conditionQueryOptions(section, language));
  };
}
