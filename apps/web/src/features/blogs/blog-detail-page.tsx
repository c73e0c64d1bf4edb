import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { useNavigate } from '../../lib/history';
import { toast } from 'react-toastify/unstyled';
import { useStore } from '@nanostores/react';
import { Skeleton } from '../../components/skeleton';
import { i18n, locale } from '../../lib/i18n';
import { texts } from '../../lib/texts';
import { useBlog } from './api/get-blog';
import { bylineMessages, formatBlogDate } from './components/blog-date';
import { BlogMedia } from './components/blog-media';
import { LikeButton } from './components/like-button';

export const messages = i18n('blogs/detail', {
  loading: 'Loading the article…',
  all: '← All blogs',
});

/**
 * /blogs/:id: the whole post with its media and likes; a post that cannot load sends you back.
 * Its title and text keep the language it is written in (`lang`), whatever the interface's.
 */
export default function BlogDetailPage() {
  const t = useStore(messages);
  const byline = useStore(bylineMessages);
  const fixed = useStore(texts);
  const code = useStore(locale);
  const { id = '' } = useParams();
  const blog = useBlog(id);
  const navigate = useNavigate();

  useEffect(() => {
    if (!blog.isError) return;
    toast.error(fixed.blogLoadFailed, { toastId: 'blog-load-failed' });
    navigate('/blog', { replace: true });
  }, [blog.isError, navigate, fixed.blogLoadFailed]);

  if (blog.isPending || blog.isError) {
    return (
      <div role="status" className="mx-auto max-w-3xl space-y-4 py-8 md:py-12">
        <span className="sr-only">{t.loading}</span>
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="aspect-video w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    );
  }

  const post = blog.data;
  const paragraphs = post.content
    .split(/\n\s*\n|\n/)
    .filter((paragraph) => paragraph.trim() !== '');

  return (
    <article className="mx-auto max-w-3xl space-y-6 py-8 md:py-12">
      <Link
        to="/blog"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t.all}
      </Link>
      <header className="space-y-2">
        <h1 lang={post.language} className="text-2xl font-semibold text-gray-900 sm:text-3xl">
          {post.title}
        </h1>
        <p className="text-sm text-gray-500">
          {byline.by({ author: post.author })}
          {post.createdAt && (
            <>
              {' · '}
              <time dateTime={post.createdAt}>{formatBlogDate(post.createdAt, code)}</time>
            </>
          )}
        </p>
      </header>
      <BlogMedia blog={post} variant="article" eager />
      <div lang={post.language} className="space-y-4 leading-relaxed text-gray-800">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <LikeButton blog={post} />
    </article>
  );
}
