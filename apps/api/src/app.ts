/**
 * The Express app, without listen(): security headers, the JSON API of every component, the
 * uploaded images, and the built web app and operator console with their client-side routes.
 * createHttpServer wraps it in the server that start.ts (and the tests) listen with.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import path from 'node:path';
import { API } from '@clinic/contracts';
import compression from 'compression';
import cors from 'cors';
import express, { Router } from 'express';
import type { Express, RequestHandler } from 'express';
import helmet from 'helmet';
import { adminRoutes } from './components/admin/routes.js';
import { appointmentReads, appointmentRoutes } from './components/appointments/routes.js';
import { authRoutes } from './components/auth/routes.js';
import { createBlogCatalog } from './components/blogs/service.js';
import type { BlogCatalog } from './components/blogs/service.js';
import { blogReads, blogRoutes } from './components/blogs/routes.js';
import { configReads } from './components/config/routes.js';
import { contactErrorFields, contactRoutes } from './components/contact/routes.js';
import { createDoctorCatalog } from './components/doctors/service.js';
import type { DoctorCatalog } from './components/doctors/service.js';
import { doctorReads } from './components/doctors/routes.js';
import { paymentRoutes } from './components/payments/routes.js';
import { userRoutes } from './components/users/routes.js';
import type { ResolvedConfig } from './env.js';
import { createAuth } from './libraries/auth.js';
import type { Auth } from './libraries/auth.js';
import { AppError, apiNotFound, errorHandler } from './libraries/errors.js';
import type { Logger } from './libraries/logger.js';
import { firstReader, sessionReader } from './libraries/fast-reads.js';
import type { FastReader } from './libraries/fast-reads.js';
import { preparedReader } from './libraries/prepared-json.js';
import type { Mailer } from './libraries/mail.js';
import { createLoginThrottle } from './libraries/rate-limit.js';
import type { LoginThrottle } from './libraries/rate-limit.js';
import type { ImageStore } from './libraries/uploads.js';
import type { Store } from './store/types.js';

export interface AppDeps {
  store: Store;
  config: ResolvedConfig;
  clock: () => Date;
  mailer: Mailer;
  imageStore: ImageStore;
  logger: Logger;
}

/** What every component's routes are built from. */
export interface AppContext extends AppDeps {
  auth: Auth;
  /** Prepared answers; invalidate them after writing what they show. */
  catalogs: { doctors: DoctorCatalog; blogs: BlogCatalog };
  /** Failed logins per e-mail and per address, shared by patient and operator logins. */
  loginThrottle: LoginThrottle;
}

const JSON_BODY_LIMIT = '100kb';
const YEAR_SECONDS = 31_536_000;
/** Prepared answers are rebuilt at least this often (writes of other API instances show up). */
const PREPARED_MAX_AGE_MS = 5_000;

function helmetFor(config: ResolvedConfig): RequestHandler {
  const mapOrigin = new URL(config.clinic.mapEmbedUrl).origin;
  return helmet({
    strictTransportSecurity: { maxAge: YEAR_SECONDS, includeSubDomains: true },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Photos may come from Cloudinary or a blog's media URL; the UPI QR code is a data: image.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [mapOrigin, 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Plain-http local runs (npm start, the browser tests) must keep working.
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
    crossOriginResourcePolicy: {
      policy: config.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin',
    },
  });
}

type HeaderList = (readonly [string, string])[];

/**
 * Helmet's headers depend on the configuration only, not on the request: they are worked out once
 * and then set on every answer.
 */
function securityHeaderList(config: ResolvedConfig): HeaderList {
  const headers: HeaderList = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  helmetFor(config)(
    {} as express.Request,
    recorder as unknown as express.Response,
    () => undefined,
  );
  return headers;
}

function setHeaders(headers: HeaderList): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** The fast reads of each app, for createHttpServer to answer before Express. */
const appReads = new WeakMap<Express, FastReader>();

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
 * route (so a deep link such as /appointment/<id> reloads). Skipped with a log line when absent.
 */
function singlePageApp(dist: string, prefix: string, logger: Logger): Router | null {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    logger.info(`No build at ${dist}: ${prefix} is not served (build it to serve it)`);
    return null;
  }
  const router = Router();
  router.use(compression());
  router.use(express.static(dist, { index: false, redirect: false, setHeaders: cacheHeaders }));
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
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}

export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const freshness = { maxAgeMs: PREPARED_MAX_AGE_MS, now: deps.clock };
  const ctx: AppContext = {
    ...deps,
    auth: createAuth({
      store: deps.store,
      secret: config.jwtSecret,
      clock: deps.clock,
      sessionHours: config.sessionHours,
    }),
    catalogs: {
      doctors: createDoctorCatalog(deps.store, freshness),
      blogs: createBlogCatalog(deps.store, freshness),
    },
    loginThrottle: createLoginThrottle({
      limit: config.limits.loginMaxFailures,
      windowMs: config.limits.loginWindowMs,
      now: deps.clock,
    }),
  };

  const app = express();
  app.disable('x-powered-by');
  // Prepared answers carry their own ETag; Express's would hash every other body again.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  const headers = securityHeaderList(config);
  app.use(setHeaders(headers));
  if (config.corsOrigins.length > 0) app.use('/api', cors({ origin: config.corsOrigins }));
  const reads = [...doctorReads(ctx), ...blogReads(ctx), ...configReads(ctx)];
  const readPrepared = preparedReader(reads);
  app.use((req, res, next) => {
    if (!readPrepared(req, res, next)) next();
  });
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT }));

  for (const routes of [
    blogRoutes,
    authRoutes,
    userRoutes,
    appointmentRoutes,
    paymentRoutes,
    contactRoutes,
    adminRoutes,
  ]) {
    app.use(routes(ctx));
  }
  app.use('/api', apiNotFound);

  app.use(
    '/uploads',
    express.static(path.join(config.dataDir, 'uploads'), {
      index: false,
      redirect: false,
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
    }),
    (_req, _res, next) => next(AppError.notFound()),
  );

  const consoleApp = singlePageApp(config.consoleDist, '/console', logger);
  if (consoleApp) app.use('/console', consoleApp);
  const webApp = singlePageApp(config.webDist, '/', logger);
  if (webApp) app.use(webApp);

  app.use((_req, _res, next) => next(AppError.notFound()));
  app.use(API.econtact, contactErrorFields);
  app.use(errorHandler(logger));

  const readFast = firstReader([
    preparedReader(reads, headers),
    sessionReader(appointmentReads(ctx), ctx.auth, headers.flat()),
  ]);
  const corsEnabled = config.corsOrigins.length > 0;
  // Cross-origin calls go through Express, where CORS answers them.
  appReads.set(
    app,
    (req, res, fallback) => !(corsEnabled && req.headers.origin) && readFast(req, res, fallback),
  );
  return app;
}

/**
 * The HTTP server of an app. The busiest reads (doctor list, blogs, config, the patient's
 * appointments) are answered before Express, with the same headers and the same services:
 * Express's per-request set-up costs more than these answers themselves. Anything else, and any
 * of those reads that cannot be answered (a bad id, a failing token), goes to Express.
 */
export function createHttpServer(app: Express): Server {
  const reads = appReads.get(app);
  return createServer((req, res) => {
    if (!reads?.(req, res, () => app(req, res))) app(req, res);
  });
}
