import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPrivatePage, requestLocale } from '@clinic/contracts';
import type { Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../../context.js';
import { criticalCss } from './critical-css.js';
import { pageDocument } from './document.js';
import type { HindiTexts, ViteManifest } from './document.js';
import { loadRenderer } from './renderer.js';
import { createPageService } from './service.js';
import type { PageService } from './service.js';

/** Search engines index no private page (nor the console, which app.ts marks itself). */
export const NOINDEX = ['X-Robots-Tag', 'noindex'] as const;

/** A rendered page depends on these request headers: caches keep one copy per language. */
const VARY = 'Cookie, Accept-Language';

/** PUBLIC_URL when given, else the address the request was made to. */
function originOf(req: Request, { configuredPublicUrl }: AppContext['config']): string {
  return configuredPublicUrl !== ''
    ? configuredPublicUrl
    : `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * GET of any page of the patient site (app.ts mounts it after the built files): rendered on the
 * server when the web app's server build is there, else the plain index.html as before.
 */
export function pageRoutes(ctx: AppContext, indexFile: string): RequestHandler {
  const { config, logger } = ctx;
  const manifestFile = path.join(config.webDist, '.vite', 'manifest.json');
  const hindiTextsFile = path.join(config.webDist, '.vite', 'hindi-texts.json');
  const service: Promise<PageService | null> = loadRenderer(config.webDist, logger).then(
    (render) => {
      if (!render) return null;
      const manifest = existsSync(manifestFile)
        ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
        : {};
      const hindiTexts = existsSync(hindiTextsFile)
        ? (JSON.parse(readFileSync(hindiTextsFile, 'utf8')) as HindiTexts)
        : {};
      return createPageService(
        ctx,
        render,
        pageDocument(readFileSync(indexFile, 'utf8'), manifest, hindiTexts, (stylesheet) =>
          criticalCss(config.webDist, stylesheet),
        ),
      );
    },
  );
  // A failed load is logged once; every page then falls back to the plain index.html.
  service.catch((error: unknown) => logger.error('The server build could not be loaded', error));

  const sendIndex = (req: Request, res: Response) => {
    if (isPrivatePage(req.path)) res.setHeader(...NOINDEX);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.resolve(indexFile));
  };

  return async (req, res) => {
    const pages = await service.catch(() => null);
    if (!pages) {
      sendIndex(req, res);
      return;
    }
    let page;
    try {
      // The reader's choice (the `lang` cookie), else the browser's languages, else English.
      const locale = requestLocale(req.get('cookie'), req.get('accept-language'));
      page = await pages.page(req.originalUrl, originOf(req, config), locale);
    } catch (error) {
      // The page still works, rendered in the browser; the failure is for the logs.
      logger.error(`Rendering ${req.path} failed`, error);
      sendIndex(req, res);
      return;
    }
    if (page.noindex) res.setHeader(...NOINDEX);
    res
      .status(page.status)
      .set({ 'Cache-Control': 'no-cache', Vary: VARY })
      .type('html')
      .send(page.html);
  };
}
