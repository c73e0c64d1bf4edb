/**
 * The only reader of process.env. Every variable is validated with zod at start-up; a bad value
 * stops the server with a message naming the variable. `.env.example` lists them all.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_CLINIC_TZ,
  DEFAULT_QUICK_EXIT_URL,
  EMAIL_PATTERN,
  TELE_MANAS,
  helplineName,
} from '@clinic/contracts';
import { z } from 'zod';
import { indiscreetWords } from './libraries/discreet.js';
import { PRIVATE, ensureDirSync } from './libraries/file-modes.js';

/** apps/api, whichever of src/ or dist/ this file runs from. */
const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DEFAULT_EMERGENCY_NUMBERS = `${TELE_MANAS.name}, national mental health helpline (24x7, free)=${TELE_MANAS.number};${TELE_MANAS.name} toll-free=1-800-891-4416`;

const text = (fallback: string) => z.string().trim().default(fallback);
/** A name every mail carries in its subject or sender (docs/decisions.md, Mail). */
const discreetText = (fallback: string) =>
  text(fallback).refine(
    (value) => indiscreetWords(value).length === 0,
    "must not name a condition, a speciality or 'mental': mail subjects and senders carry it",
  );
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const email = (fallback: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(EMAIL_PATTERN, 'must be an e-mail address')
    .default(fallback);
const url = (protocols: RegExp) =>
  optionalText.refine(
    (value) => value === undefined || (URL.canParse(value) && protocols.test(value)),
    {
      message: `must be a URL (${protocols.source})`,
    },
  );

const timeZone = z
  .string()
  .trim()
  .default(DEFAULT_CLINIC_TZ)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Asia/Kolkata');

/** `Label=number;Label=number`: the Emergency Care card's numbers. */
const emergencyNumbers = z
  .string()
  .default(DEFAULT_EMERGENCY_NUMBERS)
  .transform((value, ctx) => {
    const entries = value
      .split(';')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const at = entry.lastIndexOf('=');
        return { label: entry.slice(0, at).trim(), number: entry.slice(at + 1).trim() };
      });
    if (
      entries.length === 0 ||
      entries.some((entry) => !entry.label || !/^[\d +-]{3,20}$/.test(entry.number))
    ) {
      ctx.addIssue({ code: 'custom', message: 'must be "Label=number;Label=number"' });
      return z.NEVER;
    }
    // The first helpline's short name is in every mail's crisis line (libraries/mail.ts).
    if (indiscreetWords(helplineName(entries[0]?.label ?? '')).length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          "the first helpline's name (its label up to a comma or bracket) must not name a condition, a speciality or 'mental': every mail's crisis line carries it",
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The keys that seal the staff's TOTP secrets (TOTP_SEAL_KEY) or the patients' sensitive fields
 * (FIELD_SEAL_KEY): one, or during a rotation the new key first (it seals) and then the older ones
 * (they only open), comma-separated (docs/operations.md).
 */
const sealKeys = optionalText
  .transform((value) =>
    value
      ?.split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  )
  .refine(
    (keys) => keys === undefined || (keys.length > 0 && keys.every((key) => key.length >= 32)),
    'must be keys of at least 32 characters, comma-separated (the first seals)',
  );

/** `24,2`: whole hours before a visit at which its reminder goes, 1 to 168 (a week) each. */
const reminderHours = z
  .string()
  .default('24,2')
  .transform((value, ctx) => {
    const hours = value.split(',').map((entry) => entry.trim());
    if (
      !hours.every((entry) => /^\d+$/.test(entry) && Number(entry) >= 1 && Number(entry) <= 168)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be whole hours from 1 to 168, such as "24,2"',
      });
      return z.NEVER;
    }
    return [...new Set(hours.map(Number))].sort((a, b) => b - a);
  });

/** Every variable, once: its name, its check and its default. */
const variables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 0, 65_535),
  DATA_DIR: text('./data'),
  MONGODB_URI: url(/^mongodb(?:\+srv)?:\/\//),
  JWT_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters',
  ),
  OTP_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters',
  ),
  TOTP_SEAL_KEY: sealKeys,
  FIELD_SEAL_KEY: sealKeys,
  SESSION_HOURS: int(12, 1, 24 * 30),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: int(0, 0, 10),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) => origins.every((origin) => URL.canParse(origin)),
      'must be comma-separated origins',
    ),

  CLINIC_NAME: discreetText('Holistic Mind Clinic'),
  CLINIC_PHONE: text('+91 98765 43210'),
  CLINIC_EMAIL: email('care@clinic.example'),
  CLINIC_ADDRESS_LINE1: text('12 MG Road, Indiranagar'),
  CLINIC_ADDRESS_LINE2: text('Bengaluru, Karnataka 560038'),
  CLINIC_MAP_URL: url(/^https:\/\//).default(
    'https://www.openstreetmap.org/export/embed.html?bbox=77.6300%2C12.9650%2C77.6500%2C12.9850&layer=mapnik&marker=12.9750%2C77.6400',
  ),
  CLINIC_TZ: timeZone,
  EMERGENCY_NUMBERS: emergencyNumbers,
  QUICK_EXIT_URL: url(/^https?:\/\//).default(DEFAULT_QUICK_EXIT_URL),
  PRIVACY_CONTACT_NAME: text('Privacy officer, Holistic Mind Clinic'),
  PRIVACY_CONTACT_EMAIL: email('privacy@clinic.example'),
  PRIVACY_CONTACT_PHONE: text('+91 98765 43210'),

  UPI_VPA: z
    .string()
    .trim()
    .regex(/^[\w.-]{2,256}@[a-z][\w.-]{1,64}$/i, 'must be a UPI id such as clinic@okbank')
    .default('clinic@upi'),
  UPI_PAYEE_NAME: text('Holistic Mind Clinic'),

  SMTP_URL: url(/^smtps?:\/\//),
  MAIL_OUTBOX: z.enum(['true', 'false'], 'must be true or false').default('false'),
  MAIL_FROM: discreetText('Holistic Mind Clinic <no-reply@clinic.example>'),
  CLOUDINARY_URL: url(/^cloudinary:\/\//),

  /** Where people reach the site: staff invitations' links and the image URLs in answers start with it. */
  PUBLIC_URL: url(/^https?:\/\//),
  ADMIN_EMAIL: email('admin@clinic.example'),
  ADMIN_PASSWORD: optionalText.refine(
    (value) => value === undefined || (value.length >= 8 && value.length <= 128),
    'must be 8 to 128 characters',
  ),

  BCRYPT_COST: int(12, 4, 15),
  OTP_TTL_MINUTES: int(10, 1, 60),
  OTP_RESEND_SECONDS: int(60, 0, 3600),
  OTP_MAX_ATTEMPTS: int(5, 1, 20),
  OTP_SENDS_PER_IP_PER_HOUR: int(20, 1, 10_000),
  LOGIN_MAX_FAILURES: int(10, 1, 1000),
  LOGIN_MAX_PER_EMAIL: int(100, 1, 100_000),
  LOGIN_MAX_PER_ADDRESS: int(100, 1, 100_000),
  LOGIN_WINDOW_MINUTES: int(15, 1, 24 * 60),
  CONTACT_PER_IP_PER_HOUR: int(10, 1, 10_000),
  MAX_UNPAID_BOOKINGS: int(3, 1, 100),
  CANCEL_CUTOFF_HOURS: int(0, 0, 168),
  MESSAGE_RETENTION_MONTHS: int(24, 1, 120),
  // The Rules ask that records of processing be kept at least a year (docs/privacy.md).
  AUDIT_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .min(12, 'must be at least 12 (audit entries are kept at least a year)')
    .max(1200)
    .optional(),
  REMINDER_HOURS: reminderHours,

  // Demo data and backups (src/backups.ts, docs/operations.md, Backups), kept together.
  SEED_DEMO: z.enum(['true', 'false'], 'must be true or false').optional(),
  BACKUP_DIR: optionalText,
  BACKUP_AT: z
    .string()
    .trim()
    .regex(/^(?:off|(?:[01]\d|2[0-3]):[0-5]\d)$/, 'must be a time of day such as 02:30, or off')
    .default('02:30'),
  BACKUP_KEEP: int(14, 1, 3650),
  BACKUP_RECIPIENT: z
    .string()
    .trim()
    .regex(/^age1[02-9ac-hj-np-z]{58,}$/, 'must be an age public key (age1...)')
    .optional(),
  // Read by `npm run restore` and `npm run backup:verify` only (loadRestoreSettings below).
  BACKUP_IDENTITY: optionalText,

  WEB_DIST: text('../web/dist'),
  CONSOLE_DIST: text('../console/dist'),

  // Observability (docs/operations.md, Metrics): the metrics on a port of their own, or at
  // /metrics behind a Bearer token; neither set, no metrics are served.
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters',
  ),
});

/** The variables as checked, before they are grouped. */
type Variables = z.output<typeof variables>;

/** The name of every variable start-up reads (`.env.example` lists each with its default). */
export const ENV_VARIABLES = Object.keys(variables.shape);

/**
 * What start-up refuses although each variable is valid alone: production never falls back to a
 * generated secret, a printed password or mail on disk, and no two keys are the same key.
 */
function refusals(env: Variables): { variable: keyof Variables; message: string }[] {
  const production = env.NODE_ENV === 'production';
  const required = (variable: keyof Variables, unset: boolean, also = '') =>
    production && unset
      ? [{ variable, message: `is required when NODE_ENV=production${also}` }]
      : [];
  return [
    ...required('JWT_SECRET', !env.JWT_SECRET),
    ...required('OTP_SECRET', !env.OTP_SECRET),
    ...required('TOTP_SEAL_KEY', !env.TOTP_SEAL_KEY),
    ...required('FIELD_SEAL_KEY', !env.FIELD_SEAL_KEY),
    ...required('PUBLIC_URL', !env.PUBLIC_URL),
    ...required(
      'SMTP_URL',
      !env.SMTP_URL && env.MAIL_OUTBOX !== 'true',
      ' (or MAIL_OUTBOX=true to write mail to DATA_DIR/outbox)',
    ),
    ...required(
      'BACKUP_RECIPIENT',
      !env.BACKUP_RECIPIENT && env.BACKUP_AT !== 'off',
      ' (the age public key backups are encrypted to; or BACKUP_AT=off when backups are taken elsewhere)',
    ),
    ...(production && env.BACKUP_IDENTITY !== undefined
      ? [
          {
            variable: 'BACKUP_IDENTITY' as const,
            message:
              'must not be set for the server when NODE_ENV=production (give it to npm run restore or backup:verify only)',
          },
        ]
      : []),
    ...(env.OTP_SECRET !== undefined && env.OTP_SECRET === env.JWT_SECRET
      ? [{ variable: 'OTP_SECRET' as const, message: 'must differ from JWT_SECRET' }]
      : []),
    ...(env.TOTP_SEAL_KEY?.some((key) => key === env.JWT_SECRET || key === env.OTP_SECRET)
      ? [
          {
            variable: 'TOTP_SEAL_KEY' as const,
            message: 'must differ from JWT_SECRET and OTP_SECRET',
          },
        ]
      : []),
    ...(env.FIELD_SEAL_KEY?.some(
      (key) => key === env.JWT_SECRET || key === env.OTP_SECRET || env.TOTP_SEAL_KEY?.includes(key),
    )
      ? [
          {
            variable: 'FIELD_SEAL_KEY' as const,
            message: 'must differ from JWT_SECRET, OTP_SECRET and TOTP_SEAL_KEY',
          },
        ]
      : []),
  ];
}

/**
 * The variables, checked, then grouped as the code reads them; `Config` is this schema's output.
 * A new variable is one line in `variables` and its place here. The transform runs only when
 * every variable is valid, so the refusals above see checked values.
 */
const configSchema = variables.transform((env, ctx) => {
  const refused = refusals(env);
  for (const { variable, message } of refused) {
    ctx.addIssue({ code: 'custom', path: [variable], message });
  }
  if (refused.length > 0) return z.NEVER;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    /** The site's address as people reach it, without a trailing slash. */
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/(?<!\/)\/+$/, ''),
    /** PUBLIC_URL as set, '' when unset: the prefix of image URLs in answers (libraries/public-url.ts). */
    configuredPublicUrl: (env.PUBLIC_URL ?? '').replace(/(?<!\/)\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    mongodbUri: env.MONGODB_URI,
    /** Undefined until resolveSecrets: set, or generated once and kept in DATA_DIR. */
    jwtSecret: env.JWT_SECRET,
    /** The key of the sign-up codes' HMAC, apart from the JWT secret; resolved like it. */
    otpSecret: env.OTP_SECRET,
    /** TOTP_SEAL_KEY's keys, the sealing one first; resolved like the JWT secret. */
    totpSealKeys: env.TOTP_SEAL_KEY,
    fieldSealKeys: env.FIELD_SEAL_KEY,
    sessionHours: env.SESSION_HOURS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    clinic: {
      name: env.CLINIC_NAME,
      phone: env.CLINIC_PHONE,
      email: env.CLINIC_EMAIL,
      address: { line1: env.CLINIC_ADDRESS_LINE1, line2: env.CLINIC_ADDRESS_LINE2 },
      mapEmbedUrl: env.CLINIC_MAP_URL,
      timeZone: env.CLINIC_TZ,
      emergencyNumbers: env.EMERGENCY_NUMBERS,
      /** Who answers privacy questions and grievances (shown on /privacy and in the footer). */
      privacyContact: {
        name: env.PRIVACY_CONTACT_NAME,
        email: env.PRIVACY_CONTACT_EMAIL,
        phone: env.PRIVACY_CONTACT_PHONE,
      },
      /** The neutral site the 'Leave this site' button replaces the page with. */
      quickExitUrl: env.QUICK_EXIT_URL,
    },
    upi: { vpa: env.UPI_VPA, payeeName: env.UPI_PAYEE_NAME },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    cloudinaryUrl: env.CLOUDINARY_URL,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    bcryptCost: env.BCRYPT_COST,
    limits: {
      otpTtlMs: env.OTP_TTL_MINUTES * 60_000,
      otpResendMs: env.OTP_RESEND_SECONDS * 1000,
      otpMaxAttempts: env.OTP_MAX_ATTEMPTS,
      otpSendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginMaxPerEmail: env.LOGIN_MAX_PER_EMAIL,
      loginMaxPerAddress: env.LOGIN_MAX_PER_ADDRESS,
      loginWindowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
      contactPerIpPerHour: env.CONTACT_PER_IP_PER_HOUR,
      /** Live, unpaid appointments from today on that one patient may hold; the next booking is refused. */
      maxUnpaidBookings: env.MAX_UNPAID_BOOKINGS,
      /** Hours before a visit after which patients change it by phone only; 0: until it starts. */
      cancelCutoffHours: env.CANCEL_CUTOFF_HOURS,
    },
    /** How long the schedule keeps data before deleting it (docs/privacy.md). */
    retention: {
      messageMonths: env.MESSAGE_RETENTION_MONTHS,
      /** Unset: the audit is never deleted. */
      auditMonths: env.AUDIT_RETENTION_MONTHS,
    },
    /** Reminders before each visit (src/components/appointments/reminders.ts). */
    reminders: {
      /** Hours before the visit, longest first. */
      hours: env.REMINDER_HOURS,
    },
    /** Demo doctors, posts and patients on an empty store's first start: not in production unless asked. */
    seedDemo:
      env.SEED_DEMO === undefined ? env.NODE_ENV !== 'production' : env.SEED_DEMO === 'true',
    /** The schedule's encrypted backups (src/backups.ts). */
    backups: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
      /** HH:MM on the clinic's clock, daily; null: the schedule takes none. */
      at: env.BACKUP_AT === 'off' ? null : env.BACKUP_AT,
      keepDays: env.BACKUP_KEEP,
      /** The age public key backups are encrypted to; unset: none are taken. */
      recipient: env.BACKUP_RECIPIENT,
    },
    webDist: path.resolve(API_ROOT, env.WEB_DIST),
    consoleDist: path.resolve(API_ROOT, env.CONSOLE_DIST),
    /** Where Prometheus scrapes: a port of its own, and/or /metrics with this Bearer token. */
    metrics: { port: env.METRICS_PORT, token: env.METRICS_TOKEN },
  };
});

export type EnvInput = Record<string, string | undefined>;

/** The configuration the variables give, before resolveSecrets. */
export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates variables (process.env by default) into the typed configuration. Pure, no I/O. */
export function parseEnv(vars: EnvInput): Config {
  const blankless = Object.fromEntries(
    Object.entries(vars).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(blankless);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return result.data;
}

export interface ResolvedConfig extends Omit<Config, 'admin'> {
  jwtSecret: string;
  otpSecret: string;
  totpSealKeys: string[];
  fieldSealKeys: string[];
  /**
   * The first owner's login. No password in production without ADMIN_PASSWORD: the first owner
   * is then made through the console's set-up step.
   */
  admin: { email: string; password: string | null; generated: boolean };
}

/** Where resolveSecrets keeps what it generated. */
export function secretsFile(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

/**
 * Fills in the secrets that may be generated: the JWT secret, the sign-up code key, the TOTP and
 * field seal keys and, outside production, the first owner's password are made once and kept in
 * DATA_DIR/secrets.json (owner-only), so that tokens, codes and second factors survive a restart
 * and the printed demo login stays true.
 */
export function resolveSecrets(config: Config): ResolvedConfig {
  // The first thing start-up writes: DATA_DIR is made owner-only here, whatever else it will hold.
  ensureDirSync(config.dataDir, PRIVATE.dir);
  const file = secretsFile(config.dataDir);
  const kept = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<
        Record<'jwtSecret' | 'otpSecret' | 'totpSealKey' | 'fieldSealKey' | 'adminPassword', string>
      >)
    : {};
  const jwtSecret = config.jwtSecret ?? kept.jwtSecret ?? randomBytes(48).toString('base64url');
  const otpSecret = config.otpSecret ?? kept.otpSecret ?? randomBytes(48).toString('base64url');
  const totpSealKey = kept.totpSealKey ?? randomBytes(48).toString('base64url');
  const fieldSealKey = kept.fieldSealKey ?? randomBytes(48).toString('base64url');
  const generated = !config.admin.password && config.nodeEnv !== 'production';
  const adminPassword =
    config.admin.password ??
    (generated ? (kept.adminPassword ?? randomBytes(12).toString('base64url')) : null);
  const next = {
    ...(config.jwtSecret ? {} : { jwtSecret }),
    ...(config.otpSecret ? {} : { otpSecret }),
    ...(config.totpSealKeys ? {} : { totpSealKey }),
    ...(config.fieldSealKeys ? {} : { fieldSealKey }),
    ...(generated && adminPassword ? { adminPassword } : {}),
  };
  if (
    next.jwtSecret !== kept.jwtSecret ||
    next.otpSecret !== kept.otpSecret ||
    next.totpSealKey !== kept.totpSealKey ||
    next.fieldSealKey !== kept.fieldSealKey ||
    next.adminPassword !== kept.adminPassword
  ) {
    writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`, { mode: PRIVATE.file });
    chmodSync(file, PRIVATE.file);
  }
  return {
    ...config,
    jwtSecret,
    otpSecret,
    totpSealKeys: config.totpSealKeys ?? [totpSealKey],
    fieldSealKeys: config.fieldSealKeys ?? [fieldSealKey],
    admin: {
      email: config.admin.email,
      password: adminPassword,
      generated,
    },
  };
}

/**
 * Reads `.env` files (the working directory's, then the repository root's; neither overrides a
 * variable already set) and process.env, and generates nothing: the configuration of a command
 * that must leave DATA_DIR as it finds it (`npm run restore`, src/backup-command.ts).
 */
export function loadSettings(): Config {
  loadEnvFiles();
  return parseEnv(process.env);
}

/**
 * The settings of `npm run restore` and `npm run backup:verify`, with BACKUP_IDENTITY: the
 * identity is theirs alone, so it is not held against them as it is against the server.
 */
export function loadRestoreSettings(): { settings: Config; identity: string | undefined } {
  loadEnvFiles();
  const { BACKUP_IDENTITY: identity, ...rest } = process.env;
  return { settings: parseEnv(rest), identity: identity?.trim() || undefined };
}

function loadEnvFiles(): void {
  for (const envFile of new Set([path.resolve('.env'), path.resolve(API_ROOT, '../../.env')])) {
    if (existsSync(envFile)) process.loadEnvFile(envFile);
  }
}

/** loadSettings with the generated secrets resolved: the start-up configuration. */
export function loadConfig(): ResolvedConfig {
  return resolveSecrets(loadSettings());
}
