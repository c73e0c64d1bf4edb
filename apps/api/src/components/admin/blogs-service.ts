/**
 * The operator's blog posts: publish, edit and delete, with one image or video given as an upload
 * or a link. Each change refreshes the prepared blog answers and is written to the audit log.
 */
import { ADMIN_TEXTS } from '@clinic/contracts';
import type { Blog, BlogFormRequest, BlogPatchRequest } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type { StoredBlog } from '../../store/types.js';
import type { Actor, AuditLog } from './audit-log.js';
import { createMediaStore } from './media.js';

/** What the audit log keeps of a post; the text itself can be long, its length tells enough. */
function auditState(blog: StoredBlog) {
  return {
    title: blog.title,
    author: blog.author,
    mediaType: blog.mediaType,
    mediaUrl: blog.mediaUrl,
    language: blog.language,
    contentLength: blog.content.length,
  };
}

const mediaRequired = () =>
  AppError.badRequest('blogMediaRequired', {
    errors: { media: ADMIN_TEXTS.blogMediaRequired },
  });

export function createAdminBlogService(ctx: AppContext, audit: AuditLog) {
  const { store, catalogs, clock, blogLikes, publicUrls } = ctx;
  const media = createMediaStore(ctx);

  async function find(blogId: string): Promise<StoredBlog> {
    const blog = await store.blogs.findById(blogId);
    if (!blog) throw AppError.notFound('blogNotFound');
    return blog;
  }

  /** An uploaded file wins over a link; null when the request brings no new media. */
  async function newMedia(
    mediaType: Blog['mediaType'],
    file: Buffer | undefined,
    link: string | undefined,
  ) {
    if (file) return media.save(file, mediaType);
    return link ? link : null;
  }

  async function create(
    actor: Actor,
    fields: BlogFormRequest,
    file: Buffer | undefined,
  ): Promise<Blog> {
    const mediaUrl = await newMedia(fields.mediaType, file, fields.mediaUrl);
    if (!mediaUrl) throw mediaRequired();
    const blog = await store.blogs.create({
      title: fields.title,
      content: fields.content,
      author: fields.author,
      mediaType: fields.mediaType,
      language: fields.language,
      mediaUrl,
      createdAt: clock(),
    });
    catalogs.blogs.invalidate();
    await audit.record(actor, {
      action: 'blog.create',
      targetType: 'blog',
      targetId: blog._id,
      before: null,
      after: auditState(blog),
    });
    return publicUrls.blog(blogLikes.publicBlog(blog));
  }

  async function update(
    actor: Actor,
    blogId: string,
    patch: BlogPatchRequest,
    file: Buffer | undefined,
  ): Promise<Blog> {
    const before = await find(blogId);
    const mediaType = patch.mediaType ?? before.mediaType;
    const mediaUrl = await newMedia(mediaType, file, patch.mediaUrl);
    // A new media type needs media of that type: an image link cannot turn into a video.
    if (!mediaUrl && mediaType !== before.mediaType) throw mediaRequired();
    const after = await store.blogs.update(blogId, {
      title: patch.title,
      content: patch.content,
      author: patch.author,
      language: patch.language,
      mediaType,
      ...(mediaUrl ? { mediaUrl } : {}),
    });
    if (!after) throw AppError.notFound('blogNotFound');
    catalogs.blogs.invalidate();
    await audit.record(actor, {
      action: 'blog.update',
      targetType: 'blog',
      targetId: blogId,
      before: auditState(before),
      after: auditState(after),
    });
    return publicUrls.blog(blogLikes.publicBlog(after));
  }

  async function remove(actor: Actor, blogId: string): Promise<void> {
    const before = await find(blogId);
    if (!(await store.blogs.remove(blogId))) throw AppError.notFound('blogNotFound');
    catalogs.blogs.invalidate();
    await audit.record(actor, {
      action: 'blog.delete',
      targetType: 'blog',
      targetId: blogId,
      before: auditState(before),
      after: null,
    });
  }

  return { create, update, remove };
}
