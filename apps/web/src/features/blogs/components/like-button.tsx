import type { Blog } from '@clinic/contracts';
import { toast } from 'react-toastify/unstyled';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../lib/i18n';
import { useToken } from '../../../lib/session';
import { texts } from '../../../lib/texts';
import { useLikeStatus } from '../api/get-like-status';
import { useLikeBlog } from '../api/like-blog';

export const messages = i18n('blogs/like', {
  like: 'Like',
  oneLike: '1 like',
  likes: params('{count} likes'),
});

/** Like or unlike a post; only a logged-in patient can, as the server checks too. */
export function LikeButton({ blog }: { blog: Blog }) {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const token = useToken();
  const likeStatus = useLikeStatus(blog._id, token);
  const like = useLikeBlog();
  const liked = token !== null && likeStatus.data === true;
  const count = blog.likeCount;

  const onClick = () => {
    if (!token) {
      toast.error(fixed.likeFailed);
      return;
    }
    like.mutate(blog._id);
  };

  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={onClick}
        disabled={like.isPending}
        aria-pressed={liked}
        className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors disabled:opacity-60 ${
          liked
            ? 'border-red-200 bg-red-50 text-red-700'
            : 'border-gray-300 text-gray-700 hover:border-red-300 hover:text-red-700'
        }`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-5 ${liked ? 'fill-red-600' : 'fill-none stroke-current stroke-2'}`}
        >
          <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.4 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.4 0 5.6 3.4 4.3 6.7C19.5 16.4 12 21 12 21Z" />
        </svg>
        {t.like}
      </button>
      <p aria-live="polite" className="text-sm text-gray-600">
        {count === 1 ? t.oneLike : t.likes({ count })}
      </p>
    </div>
  );
}
