/**
 * What every component is built from: the dependencies start.ts (or a test) hands in, and the
 * shared pieces made from them once per app. Components import this module; app.ts imports the
 * components; nothing here imports a component, so imports point one way.
 */
import type { ResolvedConfig } from './env.js';
import { createCatalogs } from './catalogs.js';
import type { Catalogs } from './catalogs.js';
import { createAuth } from './libraries/auth.js';
import type { Auth } from './libraries/auth.js';
import { createBlogLikes } from './libraries/blog-likes.js';
import type { BlogLikes } from './libraries/blog-likes.js';
import type { JsonLogger } from './libraries/logger.js';
import { withCrisisLine, withMailMetrics } from './libraries/mail.js';
import type { Mailer } from './libraries/mail.js';
import { sharedPasswordHashing } from './libraries/passwords.js';
import type { PasswordHashing } from './libraries/passwords.js';
import { sharedSheetRendering } from './libraries/pdf.js';
import type { SheetRendering } from './libraries/pdf.js';
import { createPublicUrls } from './libraries/public-url.js';
import type { PublicUrls } from './libraries/public-url.js';
import { createLoginThrottle } from './libraries/rate-limit.js';
import type { LoginThrottle } from './libraries/rate-limit.js';
import { createFieldSeal } from './libraries/sealing.js';
import type { FieldSeal } from './libraries/sealing.js';
import { createSecondFactor } from './libraries/second-factor.js';
import type { SecondFactor } from './libraries/second-factor.js';
import type { ImageStore } from './libraries/uploads.js';
import type { Store } from './store/types.js';

export interface AppDeps {
  store: Store;
  config: ResolvedConfig;
  clock: () => Date;
  mailer: Mailer;
  imageStore: ImageStore;
  logger: JsonLogger;
  /** bcrypt's worker threads: the process's shared pool unless given (a test's small one). */
  passwords?: PasswordHashing;
  /** The PDF sheets' worker threads, likewise. */
  sheets?: SheetRendering;
}

export interface AppContext extends AppDeps {
  passwords: PasswordHashing;
  sheets: SheetRendering;
  auth: Auth;
  /** Prepared answers; invalidate them after writing what they show. */
  catalogs: Catalogs;
  /** Blog likes as the public sees them: marks and a count, no account ids. */
  blogLikes: BlogLikes;
  /** Login tries per (e-mail, client), e-mail and client, shared by patient and operator logins. */
  loginThrottle: LoginThrottle;
  /** The staff's TOTP secrets and recovery codes. */
  secondFactor: SecondFactor;
  /** Image URLs as answers carry them: absolute under PUBLIC_URL. */
  publicUrls: PublicUrls;
  /** The patients' sensitive fields, sealed under FIELD_SEAL_KEY (libraries/patient-fields.ts). */
  fieldSeal: FieldSeal;
}

/** Prepared answers are rebuilt at least this often (writes of other API processes show up). */
const PREPARED_MAX_AGE_MS = 5_000;

export function createContext(deps: AppDeps): AppContext {
  const { store, config, clock } = deps;
  const blogLikes = createBlogLikes(config.jwtSecret);
  const publicUrls = createPublicUrls(config.configuredPublicUrl);
  return {
    ...deps,
    mailer: withMailMetrics(withCrisisLine(deps.mailer, config.clinic.emergencyNumbers)),
    passwords: deps.passwords ?? sharedPasswordHashing,
    sheets: deps.sheets ?? sharedSheetRendering,
    auth: createAuth({
      store,
      secret: config.jwtSecret,
      clock,
      sessionHours: config.sessionHours,
    }),
    catalogs: createCatalogs(
      store,
      { maxAgeMs: PREPARED_MAX_AGE_MS, now: clock },
      blogLikes,
      publicUrls,
      config,
    ),
    blogLikes,
    publicUrls,
    secondFactor: createSecondFactor(config.totpSealKeys, config.clinic.name),
    fieldSeal: createFieldSeal(config.fieldSealKeys),
    loginThrottle: createLoginThrottle(store.limits, clock, {
      perPair: config.limits.loginMaxFailures,
      perEmail: config.limits.loginMaxPerEmail,
      perClient: config.limits.loginMaxPerAddress,
      windowMs: config.limits.loginWindowMs,
    }),
  };
}
