import { useStore } from '@nanostores/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { locale, type Locale } from '../../lib/i18n';
import { suffixed, titled } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

/**
 * A condition's title and summary in one language, from the services catalogue's chunk: the home
 * page does not carry the ten summaries.
 */
export const conditionMetaQueryOptions = (section: string, language: Locale) =>
  queryOptions({
    queryKey: ['condition-meta', section, language],
    queryFn: async () =>
      (await import('../../features/services/content/catalogue')).conditionMeta(section, language),
    staleTime: Infinity,
  });

/** The services hub, and a condition's page at `/services/<section>`. */
export default {
  path: '/services/:section?',
  page: lazyPage('../features/services/services-page.tsx'),
  // The server reads it (src/entry-server.tsx); in the browser the components fetch their own.
  ...(import.meta.env.SSR && {
    load: async ({ params: { section }, queryClient, language }) => {
      if (section === undefined) return true;
      // A condition page's head and text are chunks of their own, loaded by queries
      // (features/services/content/condition-query.ts).
      const [{ isServiceSection }, { conditionQueryOptions }] = await Promise.all([
        import('../../features/services/content/catalogue'),
        import('../../features/services/content/condition-query'),
        queryClient.prefetchQuery(conditionMetaQueryOptions(section, language)),
      ]);
      if (isServiceSection(section))
        await queryClient.prefetchQuery(conditionQueryOptions(section, language));
      // Any other segment (the navigation's literal `:section`, docs/product.md) shows the hub.
      return true;
    },
  }),
  useHead: ({ params: { section }, origin, texts: t }) => {
    const language = useStore(locale);
    const condition = useQuery({
      ...conditionMetaQueryOptions(section ?? '', language),
      enabled: section !== undefined,
    });
    const hub = titled(t.services, t.servicesDescription);
    if (section === undefined) return hub;
    if (!condition.data) return { ...hub, url: `${origin}/services` };
    const { title, summary } = condition.data;
    return { title: suffixed(title), description: summary, ogType: 'article' };
  },
  quickExit: true,
} satisfies PageRoute;
