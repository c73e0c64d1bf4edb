import { titled } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

/** Private (PRIVATE_PAGE_PATHS in the contracts): the server renders its head only. */
export default {
  path: '/my-appointment/:id/intake',
  page: lazyPage('../features/intake/intake-page.tsx'),
  useHead: ({ texts: t }) => titled(t.beforeYourVisit, t.beforeYourVisitDescription),
  quickExit: true,
} satisfies PageRoute;
