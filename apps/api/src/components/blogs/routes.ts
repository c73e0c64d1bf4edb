import { API, FIELD_TEXTS, idSchema } from '@clinic/contracts';
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../libraries/auth.js';
import { AppError } from '../../libraries/errors.js';
import { sendPrepared } from '../../libraries/prepared-json.js';
import { sendPersonalJson } from '../../libraries/reads.js';
import type { Read } from '../../libraries/reads.js';
import { createBlogService } from './service.js';

/** A malformed id is a 400 of its own, before any lookup. */
function blogId(value: unknown): string {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success)
    throw AppError.badRequest('invalidInput', { errors: { id: FIELD_TEXTS.id } });
  return parsed.data;
}

/** The blog list and each post, from prepared bytes; and whether the caller likes a post. */
export function blogReads(ctx: AppContext): Read[] {
  const { catalogs, auth } = ctx;
  const service = createBlogService(ctx);
  return [
    {
      path: API.blogs,
      handle: async (req, res) => sendPrepared(req, res, await catalogs.blogs.list.get()),
    },
    {
      path: API.blog(':id'),
      handle: async (req, res, { id }) =>
        sendPrepared(req, res, await catalogs.blogs.detail.get(blogId(id))),
    },
    {
      path: API.likeBlog(':id'),
      handle: async (req, res, { id }) => {
        const session = await auth.sessionFor(req, 'patient');
        sendPersonalJson(res, {
          success: true,
          liked: await service.isLikedBy(blogId(id), session.subjectId),
        });
      },
    },
  ];
}

export function blogRoutes(ctx: AppContext): Router {
  const service = createBlogService(ctx);
  const router = Router();

  router.post(API.likeBlog(':id'), ctx.auth.requireRole('patient'), async (req, res) => {
    const like = await service.toggleLike(blogId(req.params.id), sessionOf(req).subjectId);
    // `liked` is personal: no cache may keep it.
    res.set('Cache-Control', 'no-store').json({ success: true, ...like });
  });

  return router;
}
