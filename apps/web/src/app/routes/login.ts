import { site, titled } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

/** Private (PRIVATE_PAGE_PATHS in the contracts): the server renders its head only. */
export default {
  path: '/login',
  page: lazyPage('../features/auth/login-page.tsx'),
  useHead: ({ texts: t }) => titled(t.login, t.loginDescription(site)),
} satisfies PageRoute;
