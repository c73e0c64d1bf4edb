import { site, titled } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

export default {
  path: '/blog',
  page: lazyPage('../features/blogs/blog-list-page.tsx'),
  // The server reads it (src/entry-server.tsx); in the browser the components fetch their own.
  ...(import.meta.env.SSR && {
    load: async ({ source }) => {
      await source.blogs();
      return true;
    },
  }),
  useHead: ({ texts: t }) => titled(t.blog, t.blogDescription(site)),
  quickExit: true,
} satisfies PageRoute;
