import { site, titled, useClinicStructuredData } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

export default {
  path: '/about',
  page: lazyPage('../features/about/about-page.tsx'),
  // The server reads it (src/entry-server.tsx); in the browser the components fetch their own.
  ...(import.meta.env.SSR && {
    load: async ({ source }) => {
      await source.doctors();
      return true;
    },
  }),
  useHead: ({ origin, texts: t }) => ({
    ...titled(t.about, t.aboutDescription(site)),
    structuredData: useClinicStructuredData(origin),
  }),
} satisfies PageRoute;
