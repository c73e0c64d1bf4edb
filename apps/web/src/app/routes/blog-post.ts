import { useQuery } from '@tanstack/react-query';
import { blogQueryOptions } from '../../features/blogs/api/get-blog';
import { absolute, excerpt, site, suffixed, titled } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

export default {
  path: '/blogs/:id',
  page: lazyPage('../features/blogs/blog-detail-page.tsx'),
  // The server reads it (src/entry-server.tsx); in the browser the components fetch their own.
  ...(import.meta.env.SSR && {
    load: async ({ params, source }) => (await source.blog(params.id ?? '')) !== undefined,
  }),
  useHead: ({ params, origin, texts: t }) => {
    const id = params.id ?? '';
    const blog = useQuery(blogQueryOptions(id)).data;
    // Until the post has loaded in the browser, the page is one of the blogs.
    if (!blog || blog._id !== id) return titled(t.blog, t.blogDescription(site));
    return {
      title: suffixed(blog.title),
      description: excerpt(blog.content),
      ogType: 'article',
      ...(blog.mediaType === 'image' &&
        blog.mediaUrl && { image: absolute(blog.mediaUrl, origin) }),
    };
  },
  quickExit: true,
} satisfies PageRoute;
