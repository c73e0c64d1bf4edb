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
  /** A card shows a still preview; the article plays the video with controls. */
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
      // A preview only: the card links to the article, where the video plays.
      <video
        src={blog.mediaUrl}
        muted
        playsInline
        preload="metadata"
        aria-label={t.video({ title: blog.title })}
        className={frame}
      />
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
