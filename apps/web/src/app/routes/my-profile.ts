import { titled } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

/** Private (PRIVATE_PAGE_PATHS in the contracts): the server renders its head only. */
export default {
  path: '/my-profile',
  page: lazyPage('../features/profile/my-profile-page.tsx'),
  useHead: ({ texts: t }) => titled(t.myProfile, t.myProfileDescription),
  quickExit: true,
} satisfies PageRoute;
