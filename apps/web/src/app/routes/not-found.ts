import { notFoundHead } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

/** Every address no other page has: a 404 without a canonical address. */
export default {
  path: '*',
  page: lazyPage('./layout/not-found-page.tsx'),
  useHead: ({ texts }) => notFoundHead(texts),
} satisfies PageRoute;
