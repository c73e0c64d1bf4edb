import { site, titled } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

/** Private (PRIVATE_PAGE_PATHS in the contracts): the server renders its head only. */
export default {
  path: '/reset-password',
  page: lazyPage('../features/auth/reset-password-page.tsx'),
  useHead: ({ texts: t }) => titled(t.resetPassword, t.resetPasswordDescription(site)),
} satisfies PageRoute;
