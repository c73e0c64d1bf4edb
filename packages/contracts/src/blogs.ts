import { z } from 'zod';
import { idSchema } from './common.js';

export const MEDIA_TYPES = ['image', 'video'] as const;
export const mediaTypeSchema = z.enum(MEDIA_TYPES);

export const blogSchema = z.object({
  _id: idSchema,
  title: z.string(),
  content: z.string(),
  author: z.string(),
  createdAt: z.string(),
  mediaUrl: z.string(),
  mediaType: mediaTypeSchema,
  /** Ids of the patients who like the post. */
  likes: z.array(z.string()),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListResponse = z.object({ success: z.literal(true), blogs: z.array(blogSchema) });
export type BlogListResponse = z.infer<typeof blogListResponse>;

export const blogResponse = z.object({ success: z.literal(true), blog: blogSchema });
export type BlogResponse = z.infer<typeof blogResponse>;

export const likeResponse = z.object({ success: z.literal(true), likes: z.array(z.string()) });
export type LikeResponse = z.infer<typeof likeResponse>;

export const BLOG_EXCERPT_LENGTH = 100;

/** The first 100 characters; a cut mid-text ends in '...' (without doubling a full stop). */
export function blogExcerpt(content: string): string {
  if (content.length <= BLOG_EXCERPT_LENGTH) return content;
  return `${content.slice(0, BLOG_EXCERPT_LENGTH).replace(/[\s.]+$/, '')}...`;
}
