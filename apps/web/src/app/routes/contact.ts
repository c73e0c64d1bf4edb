import { site, titled, useClinicStructuredData } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

export default {
  path: '/contact',
  page: lazyPage('../features/contact/contact-page.tsx'),
  useHead: ({ origin, texts: t }) => ({
    ...titled(t.contact, t.contactDescription(site)),
    structuredData: useClinicStructuredData(origin),
  }),
} satisfies PageRoute;
