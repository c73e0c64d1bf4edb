import { z } from 'zod';
import { idSchema } from './common.js';

export const MEDIA_TYPES = ['image', 'video'] as const;
export const mediaTypeSchema = z.enum(MEDIA_TYPES);

/** The language a post is written in; it stays so whatever the reader's interface language. */
export const BLOG_LANGUAGES = ['en', 'hi'] as const;
export const blogLanguageSchema = z.enum(BLOG_LANGUAGES);
export type BlogLanguage = z.infer<typeof blogLanguageSchema>;

export const blogSchema = z.object({
  _id: idSchema,
  title: z.string(),
  content: z.string(),
  author: z.string(),
  createdAt: z.string(),
  mediaUrl: z.string(),
  mediaType: mediaTypeSchema,
  language: blogLanguageSchema,
  /**
   * One opaque mark per patient who likes the post, never an account id: being a patient of the
   * clinic is itself private. A mark stays the same for one patient on one post and cannot be
   * linked to the same patient's marks on other posts. The wire has always carried the list;
   * its length is `likeCount`.
   */
  likes: z.array(z.string()),
  likeCount: z.number().int().nonnegative(),
});
export type Blog = z.infer<typeof blogSchema>;

/**
 * A post as the blog list shows it: its card's excerpt instead of its whole text, and its count of
 * likes without the marks. The list is read on every visit to /blog, and its server-rendered page
 * carries it too: with whole posts it was four times the size, on a patient's phone.
 */
export const blogSummarySchema = blogSchema
  .pick({
    _id: true,
    title: true,
    author: true,
    createdAt: true,
    mediaUrl: true,
    mediaType: true,
    language: true,
    likeCount: true,
  })
  .extend({ excerpt: z.string() });
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogListResponse = z.object({
  success: z.literal(true),
  blogs: z.array(blogSummarySchema),
});
export type BlogListResponse = z.infer<typeof blogListResponse>;

export const blogResponse = z.object({ success: z.literal(true), blog: blogSchema });
export type BlogResponse = z.infer<typeof blogResponse>;

/** After a like or its taking back: the post's marks and count, and whether the caller likes it now. */
export const likeResponse = z.object({
  success: z.literal(true),
  likes: z.array(z.string()),
  likeCount: z.number().int().nonnegative(),
  liked: z.boolean(),
});
export type LikeResponse = z.infer<typeof likeResponse>;

/** Whether the signed-in patient likes the post: a personal answer, apart from the shared post. */
export const likeStatusResponse = z.object({ success: z.literal(true), liked: z.boolean() });
export type LikeStatusResponse = z.infer<typeof likeStatusResponse>;

export const BLOG_EXCERPT_LENGTH = 100;

/** The first 100 characters; a cut mid-text ends in '...' (without doubling a full stop). */
export function blogExcerpt(content: string): string {
  if (content.length <= BLOG_EXCERPT_LENGTH) return content;
  return `${content.slice(0, BLOG_EXCERPT_LENGTH).replace(/(?<![\s.])[\s.]+$/, '')}...`;
}

/** A post as the blog list carries it (`blogSummarySchema`). */
export function blogSummary({ content, likes: _marks, ...card }: Blog): BlogSummary {
  return { ...card, excerpt: blogExcerpt(content) };
}
