/**
 * The app, without listen(): security headers, the reads and the JSON API of every component, the
 * uploaded images, and the built web app and operator console with their client-side routes.
 * createApp answers the HTTP server start.ts (and the tests) listen with: Express behind the fast
 * path for the busiest reads (src/fast-path.ts).
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { API } from '@clinic/contracts';
import compression from 'compression';
import cors from 'cors';
import express, { Router } from 'express';
import type { Express, RequestHandler } from 'express';
import { adminRoutes } from './components/admin/routes.js';
import { appointmentReads, appointmentRoutes } from './components/appointments/routes.js';
import { authRoutes } from './components/auth/routes.js';
import { blogReads, blogRoutes } from './components/blogs/routes.js';
import { configReads } from './components/config/routes.js';
import { contactErrorFields, contactRoutes } from './components/contact/routes.js';
import { dataRightsRoutes } from './components/data-rights/routes.js';
import { doctorReads } from './components/doctors/routes.js';
import { healthRoutes } from './components/health/routes.js';
import { imageReads } from './components/images/routes.js';
import { familyRoutes } from './components/family/routes.js';
import { intakeRoutes } from './components/intake/routes.js';
import { seriesRoutes } from './components/series/routes.js';
import { NOINDEX, pageRoutes } from './components/pages/routes.js';
import { paymentRoutes } from './components/payments/routes.js';
import { receiptRoutes } from './components/receipts/routes.js';
import { passwordRoutes } from './components/passwords/routes.js';
import { seoRoutes } from './components/seo/routes.js';
import { userRoutes } from './components/users/routes.js';
import { waitlistRoutes } from './components/waitlist/routes.js';
import { createContext } from './context.js';
import type { AppContext, AppDeps } from './context.js';
import { serverWithFastPath } from './fast-path.js';
import { AppError, apiNotFound, errorHandler } from './libraries/errors.js';
import { httpObservation } from './libraries/http-observation.js';
import type { Logger } from './libraries/logger.js';
import { METRICS_PATH, answerMetrics } from './libraries/metrics.js';
import { readRouter } from './libraries/reads.js';
import type { Read } from './libraries/reads.js';
import { headerList, securityHeaders } from './libraries/security-headers.js';
import type { SecurityHeaders } from './libraries/security-headers.js';
import { PUBLIC_UPLOAD_FOLDERS } from './libraries/uploads.js';

/** The largest JSON body the API reads (docs/decisions.md: 413 above it). */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;
const YEAR_SECONDS = 31_536_000;

/** Hashed build assets never change; pages are revalidated; other files (icons) keep a day. */
function cacheHeaders(res: express.Response, file: string): void {
  if (file.includes(`${path.sep}assets${path.sep}`)) {
    res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
  } else if (file.endsWith('.html')) {
    res.setHeader('Cache-Control', 'no-cache');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=86400');
  }
}

/**
 * A built single-page app at `prefix`: its files, compressed, and index.html for every client
 * route (so a deep link such as /appointment/<id> reloads), or what `pages` makes of the route.
 * Skipped with a log line when absent.
 */
function singlePageApp(
  dist: string,
  prefix: string,
  logger: Logger,
  pages?: (indexFile: string) => RequestHandler,
): Router | null {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    logger.info(`No build at ${dist}: ${prefix} is not served (build it to serve it)`);
    return null;
  }
  const router = Router();
  router.use(compression());
  router.use(express.static(dist, { index: false, redirect: false, setHeaders: cacheHeaders }));
  const page = pages?.(indexFile);
  router.use((req, res, next) => {
    // A missing file (it has an extension) is a 404, not the app's page.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path.extname(req.path) !== '') {
      next();
      return;
    }
    if (prefix !== '/' && req.originalUrl === prefix) {
      res.redirect(301, `${prefix}/`);
      return;
    }
    if (page) {
      page(req, res, next);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}

interface ExpressApp {
  app: Express;
  /** The GET calls the fast path may answer before Express. */
  reads: Read[];
  headers: SecurityHeaders;
}

/** Express alone, reads included: what the fast path hands everything else to. */
export function expressApp(ctx: AppContext): ExpressApp {
  const { config, logger } = ctx;
  const headers = securityHeaders(config);
  const reads = [
    ...doctorReads(ctx),
    ...blogReads(ctx),
    ...configReads(ctx),
    ...appointmentReads(ctx),
    ...imageReads(ctx),
  ];

  const app = express();
  app.disable('x-powered-by');
  // Prepared answers carry their own ETag; Express's would hash every other body again.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.use(headers);
  app.use(healthRoutes(ctx));
  // Behind its token, or not here at all (the metrics port serves them, docs/operations.md).
  const metricsToken = config.metrics.token;
  app.get(METRICS_PATH, async (req, res, next) => {
    if (metricsToken === undefined) next(AppError.notFound());
    else await answerMetrics(req, res, metricsToken);
  });
  if (config.corsOrigins.length > 0) app.use('/api', cors({ origin: config.corsOrigins }));
  app.use(readRouter(reads));
  // Every other API answer may carry personal or operator data (a profile, a token, a patient's
  // appointment): no browser or proxy cache may keep it.
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT_BYTES }));

  for (const routes of [
    blogRoutes,
    authRoutes,
    userRoutes,
    passwordRoutes,
    dataRightsRoutes,
    appointmentRoutes,
    familyRoutes,
    intakeRoutes,
    seriesRoutes,
    waitlistRoutes,
    paymentRoutes,
    receiptRoutes,
    contactRoutes,
    adminRoutes,
  ]) {
    app.use(routes(ctx));
  }
  app.use('/api', apiNotFound);

  // The public folders only: a patient's photo is the API's to answer, to those who may see it;
  // asked for here it is a 404 like a missing file, so nobody learns that it exists.
  app.use(
    '/uploads',
    (req, _res, next) => {
      const folder = req.path.split('/')[1] ?? '';
      next(PUBLIC_UPLOAD_FOLDERS.includes(folder) ? undefined : AppError.notFound());
    },
    express.static(path.join(config.dataDir, 'uploads'), {
      index: false,
      redirect: false,
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
    }),
    (_req, _res, next) => next(AppError.notFound()),
  );

  // Before the web app, whose fallback would answer them with its page.
  app.use(seoRoutes(ctx));

  const consoleApp = singlePageApp(config.consoleDist, '/console', logger);
  if (consoleApp)
    app.use(
      '/console',
      (_req, res, next) => {
        res.setHeader(...NOINDEX);
        next();
      },
      consoleApp,
    );
  const webApp = singlePageApp(config.webDist, '/', logger, (indexFile) =>
    pageRoutes(ctx, indexFile),
  );
  if (webApp) app.use(webApp);

  app.use((_req, _res, next) => next(AppError.notFound()));
  app.use(API.econtact, contactErrorFields);
  app.use(errorHandler(logger));

  return { app, reads, headers };
}

export function createApp(deps: AppDeps): Server {
  const ctx = createContext(deps);
  const { app, reads, headers } = expressApp(ctx);
  const corsEnabled = ctx.config.corsOrigins.length > 0;
  return serverWithFastPath(app, {
    reads,
    securityHeaders: headerList(headers),
    needsExpress: (req) => corsEnabled && req.headers.origin !== undefined,
    observe: httpObservation(ctx.logger),
  });
}
