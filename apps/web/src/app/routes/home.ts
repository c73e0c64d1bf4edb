import HomePage from '../../features/home/home-page';
import { site, useClinicStructuredData } from '../page-meta';
import type { PageRoute } from '../page-route';

/** The home page: in the first chunk, not a lazy one (the site's most visited page). */
export default {
  path: '/',
  page: HomePage,
  // The server reads it (src/entry-server.tsx); in the browser the components fetch their own.
  ...(import.meta.env.SSR && {
    load: async ({ source }) => {
      await source.doctors();
      return true;
    },
  }),
  useHead: ({ origin, texts: t }) => ({
    title: t.homeTitle(site),
    description: t.homeDescription,
    structuredData: useClinicStructuredData(origin),
  }),
} satisfies PageRoute;
