import type { Blog } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../lib/i18n';

export const messages = i18n('blogs/media', {
  video: params('Video: {title}'),
  download: 'Download the video',
  illustration: params('Illustration for {title}'),
});

interface BlogMediaProps {
  blog: Pick<Blog, 'mediaUrl' | 'mediaType' | 'title'>;
  /**
   * A card marks a video with a play sign in its frame and downloads none of it (a list of posts
   * spends none of a patient's data on videos they have not chosen); the article plays it.
   */
  variant: 'card' | 'article';
  eager?: boolean;
}

export function BlogMedia({ blog, variant, eager = false }: BlogMediaProps) {
  const t = useStore(messages);
  // A frame of its own size (16:9), whatever the picture's: the page does not shift when a video's
  // size or an image of another shape arrives.
  const frame =
    variant === 'card'
      ? 'aspect-video w-full bg-primary-soft object-cover'
      : 'aspect-video max-h-[28rem] w-full rounded-xl bg-gray-100 object-contain';

  if (blog.mediaType === 'video') {
    return variant === 'card' ? (
      // The card links to the article, where the video plays.
      <div
        role="img"
        aria-label={t.video({ title: blog.title })}
        className={`${frame} flex items-center justify-center`}
      >
        <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12">
          <circle cx="24" cy="24" r="24" className="fill-primary" />
          <path d="M19 15v18l15-9z" className="fill-white" />
        </svg>
      </div>
    ) : (
      <video
        src={blog.mediaUrl}
        controls
        playsInline
        preload="metadata"
        aria-label={t.video({ title: blog.title })}
        className={frame}
      >
        <a href={blog.mediaUrl}>{t.download}</a>
      </video>
    );
  }

  return (
    <img
      src={blog.mediaUrl}
      alt={t.illustration({ title: blog.title })}
      width={variant === 'card' ? 640 : 960}
      height={variant === 'card' ? 360 : 540}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={frame}
    />
  );
}
