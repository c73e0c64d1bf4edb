/**
 * Blog likes as the public sees them. The store keeps who likes a post (patient ids), but the
 * post is one answer shared by everyone and cached (src/catalogs.ts), and being a patient of this
 * clinic is itself private. So each like goes out as a mark: an HMAC of the post and the patient
 * under a key derived from JWT_SECRET, which every API process shares, so their prepared answers
 * and ETags agree. A mark cannot be turned back into an account, and one patient's marks on two
 * posts differ, so nobody can follow a patient from post to post. The wire carries `likes`
 * as a list; `likeCount` says the same plainly. Whether the caller likes a post is a personal
 * answer of its own (src/components/blogs/routes.ts).
 */
import { createHmac, hkdfSync } from 'node:crypto';
import type { Blog } from '@clinic/contracts';
import type { StoredBlog } from '../store/types.js';

export interface BlogLikes {
  /** The post as anyone may see it. */
  publicBlog(blog: StoredBlog): Blog;
  /** The marks of the patients who like a post, in the order they liked it. */
  marks(blogId: string, userIds: readonly string[]): string[];
}

/** 16 bytes of the HMAC, as base64url: unguessable, and short in a long list. */
const MARK_LENGTH = 22;

export function createBlogLikes(secret: string): BlogLikes {
  // A key of its own: a mark says nothing about the key that signs the tokens.
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'clinic blog like marks', 32));
  const marks = (blogId: string, userIds: readonly string[]) =>
    userIds.map((userId) =>
      createHmac('sha256', key)
        .update(`${blogId}:${userId}`)
        .digest('base64url')
        .slice(0, MARK_LENGTH),
    );
  return {
    marks,
    publicBlog: (blog) => ({
      _id: blog._id,
      title: blog.title,
      content: blog.content,
      author: blog.author,
      createdAt: blog.createdAt,
      mediaUrl: blog.mediaUrl,
      mediaType: blog.mediaType,
      language: blog.language,
      likes: marks(blog._id, blog.likes),
      likeCount: blog.likes.length,
    }),
  };
}
