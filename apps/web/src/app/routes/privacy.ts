import { site, titled } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

export default {
  path: '/privacy',
  page: lazyPage('../features/privacy/privacy-page.tsx'),
  useHead: ({ texts: t }) => titled(t.privacy, t.privacyDescription(site)),
} satisfies PageRoute;
