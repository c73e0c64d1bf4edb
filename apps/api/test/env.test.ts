import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv as parseEnvFile } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, parseEnv, resolveSecrets } from '../src/env.js';
import { BACKUP_IDENTITY as BACKUP_IDENTITY_KEY, BACKUP_RECIPIENT } from './support/backup-keys.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-env-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const BACKUP_REQUIRED =
  'BACKUP_RECIPIENT: is required when NODE_ENV=production (the age public key backups are encrypted to; or BACKUP_AT=off when backups are taken elsewhere)';

/** Production's secrets and address, each set: what start-up asks for besides mail and backups. */
const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  OTP_SECRET: 'o'.repeat(40),
  TOTP_SEAL_KEY: 't'.repeat(40),
  FIELD_SEAL_KEY: 'f'.repeat(40),
  PUBLIC_URL: 'https://clinic.example/',
};

function problemsOf(vars: Record<string, string>): string[] {
  try {
    parseEnv(vars);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseEnv', () => {
  it('when nothing is set, then the defaults docs/decisions.md lists apply', () => {
    const config = parseEnv({});

    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      mongodbUri: undefined,
      corsOrigins: [],
      bcryptCost: 12,
      sessionHours: 12,
      limits: {
        otpTtlMs: 600_000,
        otpResendMs: 60_000,
        otpMaxAttempts: 5,
        loginMaxFailures: 10,
        loginWindowMs: 900_000,
      },
      retention: { messageMonths: 24, auditMonths: undefined },
      metrics: { port: undefined, token: undefined },
    });
    expect(config.clinic.timeZone).toBe('Asia/Kolkata');
    expect(config.reminders.hours).toEqual([24, 2]);
    expect(config.clinic.emergencyNumbers.map((entry) => entry.number)).toEqual([
      '14416',
      '1-800-891-4416',
    ]);
    expect(config.clinic.emergencyNumbers[0]?.label).toContain('Tele-MANAS');
    expect(config.clinic.quickExitUrl).toBe('https://www.google.com/');
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.consoleDist).toMatch(/apps[/\\]console[/\\]dist$/);
  });

  it('when .env.example is read as it stands, then it names exactly the variables start-up reads, each at its default', () => {
    const example = parseEnvFile(
      readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8'),
    );

    expect(Object.keys(example).sort()).toEqual([...ENV_VARIABLES].sort());
    expect(parseEnv(example)).toEqual(parseEnv({}));
  });

  it.each([
    ['PORT', 'three thousand'],
    ['PORT', '70000'],
    ['CLINIC_TZ', 'Mars/Olympus'],
    ['MONGODB_URI', 'http://localhost'],
    ['SMTP_URL', 'not a url'],
    ['CLINIC_EMAIL', 'nobody'],
    ['BCRYPT_COST', '3'],
    ['OTP_MAX_ATTEMPTS', '0'],
    ['JWT_SECRET', 'short'],
    ['OTP_SECRET', 'short'],
    ['MAIL_OUTBOX', 'yes'],
    ['CORS_ORIGINS', 'not an origin'],
    ['UPI_VPA', 'no at sign'],
    ['EMERGENCY_NUMBERS', 'Helpline=call us'],
    ['EMERGENCY_NUMBERS', 'Mental health line=14416'],
    ['EMERGENCY_NUMBERS', 'Depression helpline (24x7)=1800-000-0000;Tele-MANAS=14416'],
    ['ADMIN_PASSWORD', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['MESSAGE_RETENTION_MONTHS', '0'],
    ['AUDIT_RETENTION_MONTHS', '11'],
    ['CLINIC_NAME', 'Sunrise Psychiatry Centre'],
    ['MAIL_FROM', 'Calm Minds Therapy <no-reply@clinic.example>'],
    ['REMINDER_HOURS', '0'],
    ['REMINDER_HOURS', '24,169'],
    ['REMINDER_HOURS', '24,two'],
    ['REMINDER_HOURS', '1.5'],
    ['REMINDER_HOURS', '24,,2'],
    ['QUICK_EXIT_URL', 'www.google.com'],
    ['QUICK_EXIT_URL', 'javascript:alert(1)'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_PORT', '0'],
    ['METRICS_PORT', 'ninety'],
  ])('when %s is %j, then start-up stops naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });

    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it("when the first helpline's short name names a condition, then start-up stops naming EMERGENCY_NUMBERS and says why", () => {
    expect(problemsOf({ EMERGENCY_NUMBERS: 'Anxiety helpline=1800-000-0000' })).toEqual([
      "EMERGENCY_NUMBERS: the first helpline's name (its label up to a comma or bracket) must not name a condition, a speciality or 'mental': every mail's crisis line carries it",
    ]);
  });

  it("when only the words after the first helpline's name, or a later helpline, name one, then it starts", () => {
    expect(
      problemsOf({
        EMERGENCY_NUMBERS:
          'KIRAN, mental health rehabilitation=1800-599-0019;Depression line=1800-000-0000',
      }),
    ).toEqual([]);
  });

  it('when NODE_ENV is production with nothing set, then start-up stops naming each secret and the mail settings', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: is required when NODE_ENV=production',
      'OTP_SECRET: is required when NODE_ENV=production',
      'TOTP_SEAL_KEY: is required when NODE_ENV=production',
      'FIELD_SEAL_KEY: is required when NODE_ENV=production',
      'PUBLIC_URL: is required when NODE_ENV=production',
      'SMTP_URL: is required when NODE_ENV=production (or MAIL_OUTBOX=true to write mail to DATA_DIR/outbox)',
      BACKUP_REQUIRED,
    ]);
  });

  it('when NODE_ENV is production with the secrets and SMTP_URL or MAIL_OUTBOX=true, then it starts', () => {
    const secrets = {
      ...PRODUCTION_SECRETS,
      BACKUP_RECIPIENT,
    };

    expect(problemsOf({ ...secrets, SMTP_URL: 'smtp://mail.example:587' })).toEqual([]);
    expect(problemsOf({ ...secrets, MAIL_OUTBOX: 'true' })).toEqual([]);
    expect(problemsOf({ ...secrets, MAIL_OUTBOX: 'false' })).toEqual([
      'SMTP_URL: is required when NODE_ENV=production (or MAIL_OUTBOX=true to write mail to DATA_DIR/outbox)',
    ]);
    expect(parseEnv({ ...secrets, MAIL_OUTBOX: 'true' }).otpSecret).toBe('o'.repeat(40));
    expect(parseEnv({ ...secrets, MAIL_OUTBOX: 'true' }).publicUrl).toBe('https://clinic.example');
  });

  it('when NODE_ENV is production without BACKUP_RECIPIENT, then start-up stops naming it, unless BACKUP_AT=off', () => {
    const ready = {
      ...PRODUCTION_SECRETS,
      MAIL_OUTBOX: 'true',
    };

    expect(problemsOf(ready)).toEqual([BACKUP_REQUIRED]);
    expect(problemsOf({ ...ready, BACKUP_AT: 'off' })).toEqual([]);
    expect(parseEnv({ ...ready, BACKUP_AT: 'off' }).backups.at).toBeNull();
  });

  it('when the identity that decrypts backups is in the production server’s settings, then start-up stops naming it', () => {
    expect(
      problemsOf({
        ...PRODUCTION_SECRETS,
        MAIL_OUTBOX: 'true',
        BACKUP_RECIPIENT,
        BACKUP_IDENTITY: BACKUP_IDENTITY_KEY,
      }),
    ).toEqual([
      'BACKUP_IDENTITY: must not be set for the server when NODE_ENV=production (give it to npm run restore or backup:verify only)',
    ]);
  });

  it('when the backup settings are malformed, then start-up stops naming each', () => {
    expect(
      problemsOf({ BACKUP_RECIPIENT: 'AGE-SECRET-KEY-1ABC', BACKUP_AT: '25:00', BACKUP_KEEP: '0' }),
    ).toEqual([
      'BACKUP_AT: must be a time of day such as 02:30, or off',
      'BACKUP_KEEP: Too small: expected number to be >=1',
      'BACKUP_RECIPIENT: must be an age public key (age1...)',
    ]);
  });

  it('when nothing says otherwise, then backups go daily at 02:30 to DATA_DIR/backups and are kept 14 days, and demo data is seeded outside production only', () => {
    const config = parseEnv({ DATA_DIR: '/srv/clinic', BACKUP_RECIPIENT });

    expect(config.backups).toEqual({
      dir: '/srv/clinic/backups',
      at: '02:30',
      keepDays: 14,
      recipient: BACKUP_RECIPIENT,
    });
    expect(config.seedDemo).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(parseEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    const production = {
      ...PRODUCTION_SECRETS,
      MAIL_OUTBOX: 'true',
      BACKUP_RECIPIENT,
    };
    expect(parseEnv(production).seedDemo).toBe(false);
    expect(parseEnv({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('when OTP_SECRET is the JWT secret, then start-up stops naming OTP_SECRET', () => {
    expect(problemsOf({ JWT_SECRET: 'k'.repeat(40), OTP_SECRET: 'k'.repeat(40) })).toEqual([
      'OTP_SECRET: must differ from JWT_SECRET',
    ]);
  });

  it('when TOTP_SEAL_KEY lists keys, then they are kept in order, the sealing one first; a short key, an empty list or a key of JWT_SECRET or OTP_SECRET stops start-up naming it', () => {
    expect(
      parseEnv({ TOTP_SEAL_KEY: ` ${'n'.repeat(32)} , ${'o'.repeat(40)} ` }).totpSealKeys,
    ).toEqual(['n'.repeat(32), 'o'.repeat(40)]);
    expect(parseEnv({}).totpSealKeys).toBeUndefined();
    for (const keys of [`${'n'.repeat(40)},short`, ','])
      expect(problemsOf({ TOTP_SEAL_KEY: keys })).toEqual([
        'TOTP_SEAL_KEY: must be keys of at least 32 characters, comma-separated (the first seals)',
      ]);
    expect(
      problemsOf({
        JWT_SECRET: 'j'.repeat(40),
        OTP_SECRET: 'o'.repeat(40),
        TOTP_SEAL_KEY: `${'n'.repeat(40)},${'j'.repeat(40)}`,
      }),
    ).toEqual(['TOTP_SEAL_KEY: must differ from JWT_SECRET and OTP_SECRET']);
  });

  it('when FIELD_SEAL_KEY lists keys, then they are kept in order; a short key or a key of another secret stops start-up naming it', () => {
    expect(
      parseEnv({ FIELD_SEAL_KEY: `${'n'.repeat(32)},${'o'.repeat(40)}` }).fieldSealKeys,
    ).toEqual(['n'.repeat(32), 'o'.repeat(40)]);
    expect(problemsOf({ FIELD_SEAL_KEY: `${'n'.repeat(40)},short` })).toEqual([
      'FIELD_SEAL_KEY: must be keys of at least 32 characters, comma-separated (the first seals)',
    ]);
    expect(
      problemsOf({
        TOTP_SEAL_KEY: 't'.repeat(40),
        FIELD_SEAL_KEY: `${'n'.repeat(40)},${'t'.repeat(40)}`,
      }),
    ).toEqual(['FIELD_SEAL_KEY: must differ from JWT_SECRET, OTP_SECRET and TOTP_SEAL_KEY']);
  });

  it('when values are given, then they are used', () => {
    const config = parseEnv({
      PORT: '8080',
      CLINIC_TZ: 'Europe/London',
      CORS_ORIGINS: 'https://a.example,https://b.example',
      EMERGENCY_NUMBERS: 'Clinic emergency=+91 80 1234 5678;Tele-MANAS=14416',
      LOGIN_MAX_FAILURES: '3',
      REMINDER_HOURS: '2, 48,24,2',
      QUICK_EXIT_URL: 'https://weather.example/today',
    });

    expect(config.port).toBe(8080);
    expect(config.clinic.timeZone).toBe('Europe/London');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.clinic.emergencyNumbers).toEqual([
      { label: 'Clinic emergency', number: '+91 80 1234 5678' },
      { label: 'Tele-MANAS', number: '14416' },
    ]);
    expect(config.limits.loginMaxFailures).toBe(3);
    // Longest first, each once.
    expect(config.reminders.hours).toEqual([48, 24, 2]);
    expect(config.clinic.quickExitUrl).toBe('https://weather.example/today');
  });
});

describe('resolveSecrets', () => {
  it('when no JWT_SECRET, OTP_SECRET, TOTP_SEAL_KEY, FIELD_SEAL_KEY or ADMIN_PASSWORD is set, then they are generated once and kept owner-only in DATA_DIR', () => {
    const dataDir = tempDir();

    const first = resolveSecrets(parseEnv({ DATA_DIR: dataDir }));
    const second = resolveSecrets(parseEnv({ DATA_DIR: dataDir }));

    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.otpSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.otpSecret).not.toBe(first.jwtSecret);
    expect(first.totpSealKeys).toHaveLength(1);
    expect(first.totpSealKeys[0]?.length).toBeGreaterThanOrEqual(32);
    expect(first.totpSealKeys).not.toContain(first.jwtSecret);
    expect(first.fieldSealKeys).toHaveLength(1);
    expect(first.fieldSealKeys[0]?.length).toBeGreaterThanOrEqual(32);
    expect(first.fieldSealKeys).not.toEqual(first.totpSealKeys);
    expect(first.admin.generated).toBe(true);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.otpSecret).toBe(first.otpSecret);
    expect(second.totpSealKeys).toEqual(first.totpSealKeys);
    expect(second.fieldSealKeys).toEqual(first.fieldSealKeys);
    expect(second.admin.password).toBe(first.admin.password);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('when all five are set, then nothing is written', () => {
    const dataDir = tempDir();

    const config = resolveSecrets(
      parseEnv({
        DATA_DIR: dataDir,
        JWT_SECRET: 's'.repeat(40),
        OTP_SECRET: 'o'.repeat(40),
        TOTP_SEAL_KEY: 't'.repeat(40),
        FIELD_SEAL_KEY: 'f'.repeat(40),
        ADMIN_PASSWORD: 'front desk password',
      }),
    );

    expect(config.jwtSecret).toBe('s'.repeat(40));
    expect(config.otpSecret).toBe('o'.repeat(40));
    expect(config.totpSealKeys).toEqual(['t'.repeat(40)]);
    expect(config.fieldSealKeys).toEqual(['f'.repeat(40)]);
    expect(config.admin).toEqual({
      email: 'admin@clinic.example',
      password: 'front desk password',
      generated: false,
    });
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('when the secret is set later, then the generated one is dropped from the file', () => {
    const dataDir = tempDir();
    resolveSecrets(parseEnv({ DATA_DIR: dataDir }));

    resolveSecrets(parseEnv({ DATA_DIR: dataDir, JWT_SECRET: 'k'.repeat(40) }));

    expect(
      Object.keys(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))),
    ).toEqual(['otpSecret', 'totpSealKey', 'fieldSealKey', 'adminPassword']);
  });
});
