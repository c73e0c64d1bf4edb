import { Router } from 'express';
import type { Request } from 'express';
import type { AppContext } from '../../context.js';
import { createSeoService } from './service.js';

/** Search engines read them often; five minutes old is fresh enough for a new post or doctor. */
const CACHE_CONTROL = 'public, max-age=300';

/** GET /sitemap.xml and GET /robots.txt, at the site's root. */
export function seoRoutes(ctx: AppContext): Router {
  const service = createSeoService(ctx);
  const router = Router();
  // PUBLIC_URL when set; otherwise the address this request came to (TRUST_PROXY decides whether
  // a proxy's X-Forwarded-Proto counts).
  const originOf = (req: Request) =>
    ctx.config.configuredPublicUrl || `${req.protocol}://${req.get('host') ?? 'localhost'}`;

  router.get('/sitemap.xml', async (req, res) => {
    const xml = await service.sitemap(originOf(req));
    res.set('Cache-Control', CACHE_CONTROL).type('application/xml').send(xml);
  });

  router.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', CACHE_CONTROL)
      .type('text/plain')
      .send(service.robots(originOf(req)));
  });

  return router;
}
