import type { BlogSummary } from '@clinic/contracts';
import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { locale } from '../../../lib/i18n';
import { bylineMessages, formatBlogDate } from './blog-date';
import { BlogMedia } from './blog-media';

/**
 * A blog in the list: media, title, author and date, and the 100-character excerpt. The
 * title and excerpt are in the post's own language (`lang`), the byline in the reader's.
 */
export function BlogCard({ blog, eager }: { blog: BlogSummary; eager: boolean }) {
  const t = useStore(bylineMessages);
  const code = useStore(locale);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 transition-shadow focus-within:shadow-md hover:shadow-md">
      <BlogMedia blog={blog} variant="card" eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2
          lang={blog.language}
          className="text-lg font-semibold text-gray-900 group-hover:text-primary"
        >
          {/* The whole card is the link's click area; its name stays the title. */}
          <Link to={`/blogs/${blog._id}`} className="after:absolute after:inset-0">
            {blog.title}
          </Link>
        </h2>
        <p className="text-xs text-gray-500">
          {t.by({ author: blog.author })}
          {blog.createdAt && (
            <>
              {' · '}
              <time dateTime={blog.createdAt}>{formatBlogDate(blog.createdAt, code)}</time>
            </>
          )}
        </p>
        <p lang={blog.language} className="text-sm text-gray-700">
          {blog.excerpt}
        </p>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-gray-100">
      <div className="aspect-video w-full animate-pulse bg-gray-200 motion-reduce:animate-none" />
      <div className="space-y-2 p-5">
        <div className="h-4 w-3/4 rounded bg-gray-200" />
        <div className="h-3 w-1/3 rounded bg-gray-200" />
        <div className="h-3 w-full rounded bg-gray-200" />
        <div className="h-3 w-5/6 rounded bg-gray-200" />
      </div>
    </div>
  );
}
