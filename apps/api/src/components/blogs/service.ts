/**
 * Likes: a second like by the same patient takes it back. The list and each post are prepared
 * answers (src/catalogs.ts), rebuilt after a like.
 */
import { TEXTS } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';

export function createBlogService({ store, catalogs }: AppContext) {
  async function toggleLike(blogId: string, userId: string): Promise<string[]> {
    const likes = await store.blogs.toggleLike(blogId, userId);
    if (!likes) throw AppError.notFound(TEXTS.blogNotFound);
    catalogs.blogs.invalidate();
    return likes;
  }

  return { toggleLike };
}
