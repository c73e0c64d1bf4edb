import { useEffect } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useStore } from '@nanostores/react';
import { ErrorState } from '../../components/error-state';
import { i18n } from '../../lib/i18n';
import { texts } from '../../lib/texts';
import { useBlogs } from './api/get-blogs';
import { BlogCard, BlogCardSkeleton } from './components/blog-card';

export const messages = i18n('blogs/list', {
  our: 'Our',
  blogs: 'Blogs',
  intro:
    'Articles and videos from our doctors on mental health, wellbeing and caring for the people you love.',
  loading: 'Loading blogs…',
  notLoaded: 'We could not load the articles.',
  none: 'No articles yet. Please check back soon.',
});

/** /blog: every post as a card, newest first as the API orders them. */
export default function BlogListPage() {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const blogs = useBlogs();

  useEffect(() => {
    // One toast per failure, even when the effect runs twice in development.
    if (blogs.isError) toast.error(fixed.blogsLoadFailed, { toastId: 'blogs-load-failed' });
  }, [blogs.isError, fixed.blogsLoadFailed]);

  return (
    <div className="space-y-8 py-8 md:py-12">
      <header className="text-center">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">
          {t.our} <span className="text-primary">{t.blogs}</span>
        </h1>
        <p className="mx-auto mt-2 max-w-2xl text-gray-600">{t.intro}</p>
      </header>

      {blogs.isPending ? (
        <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t.loading}</span>
          <BlogCardSkeleton />
          <BlogCardSkeleton />
          <BlogCardSkeleton />
        </div>
      ) : blogs.isError ? (
        <ErrorState title={t.notLoaded} error={blogs.error} onRetry={() => blogs.refetch()} />
      ) : blogs.data.length === 0 ? (
        <p className="rounded-xl bg-gray-50 p-6 text-center text-gray-600">{t.none}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {blogs.data.map((blog, index) => (
            <li key={blog._id}>
              <BlogCard blog={blog} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
