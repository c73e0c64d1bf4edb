/**
 * Likes: a second like by the same patient takes it back. The list and each post are prepared
 * answers (src/catalogs.ts), rebuilt after a like; they show likes as marks and a count
 * (src/libraries/blog-likes.ts), so whether a patient likes a post is told to that patient alone.
 */
import type { LikeResponse } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';

export function createBlogService({ store, catalogs, blogLikes }: AppContext) {
  async function toggleLike(
    blogId: string,
    userId: string,
  ): Promise<Omit<LikeResponse, 'success'>> {
    const likedBy = await store.blogs.toggleLike(blogId, userId);
    if (!likedBy) throw AppError.notFound('blogNotFound');
    catalogs.blogs.invalidate();
    return {
      likes: blogLikes.marks(blogId, likedBy),
      likeCount: likedBy.length,
      liked: likedBy.includes(userId),
    };
  }

  async function isLikedBy(blogId: string, userId: string): Promise<boolean> {
    const blog = await store.blogs.findById(blogId);
    if (!blog) throw AppError.notFound('blogNotFound');
    return blog.likes.includes(userId);
  }

  return { toggleLike, isLikedBy };
}
