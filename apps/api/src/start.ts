/**
 * `npm start`: read the configuration, open the store (running its migrations), seed demo data
 * on the first start when asked, create the first owner, listen, and stop cleanly on
 * SIGINT/SIGTERM (server first, then the store and the password-hashing threads).
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { toDateKey, zonedClock } from '@clinic/contracts';
import { createApp } from './app.js';
import { createMediaStore } from './components/admin/media.js';
import { setupCode } from './components/admin/staff-service.js';
import { ConfigError, loadConfig, secretsFile } from './env.js';
import type { ResolvedConfig } from './env.js';
import { loadCommonPasswords } from './libraries/common-passwords.js';
import { createLogger } from './libraries/logger.js';
import type { Logger } from './libraries/logger.js';
import { createMailer } from './libraries/mail.js';
import { METRICS_PATH, answerMetrics } from './libraries/metrics.js';
import { PRIVATE, writeFileWithMode } from './libraries/file-modes.js';
import { closePasswordHashing, hashPassword, verifyPassword } from './libraries/passwords.js';
import { closePdfRendering } from './libraries/pdf.js';
import {
  reportResealedPatientFields,
  resealPatientFieldsAtStart,
} from './libraries/patient-fields.js';
import { createFieldSeal } from './libraries/sealing.js';
import { resealSecondFactors } from './libraries/second-factor.js';
import { createImageStore } from './libraries/uploads.js';
import { seedDemoData } from './seed/index.js';
import { startSchedule } from './schedule.js';
import { openStore } from './store/index.js';
import type { Store } from './store/index.js';

/**
 * The first owner (docs/operations.md, First owner): made from ADMIN_EMAIL/ADMIN_PASSWORD on an
 * empty store; without a password (production without ADMIN_PASSWORD) the console's set-up step
 * makes it, with the code this writes to DATA_DIR/setup-code. ADMIN_PASSWORD is read only then:
 * a later change is reported, never applied silently. The login is printed outside production
 * only, and a generated password only on the start that made the account.
 */
async function ensureOwner(store: Store, config: ResolvedConfig, logger: Logger): Promise<void> {
  const { email, password, generated } = config.admin;
  const empty = (await store.operators.count()) === 0;
  if (password === null) {
    if (!empty) return;
    const file = path.join(config.dataDir, 'setup-code');
    await writeFileWithMode(file, `${setupCode(config.jwtSecret)}\n`, PRIVATE.file);
    logger.warn(
      `No staff account yet: open ${config.publicUrl}/console/setup with the set-up code kept in ${file}`,
    );
    return;
  }
  const created =
    empty &&
    (await store.operators.createFirst({
      name: 'Clinic owner',
      email,
      passwordHash: await hashPassword(password, config.bcryptCost),
      role: 'owner',
    })) !== null;
  if (created) logger.info('First owner (ADMIN_EMAIL) created');
  else if (!generated) {
    const owner = await store.operators.findByEmail(email);
    if (owner && !(await verifyPassword(password, owner.passwordHash)))
      logger.warn(
        'ADMIN_PASSWORD differs from the password of the ADMIN_EMAIL account and is not applied: it sets only the first password of a new installation. Change the password in the console (My account).',
      );
  }
  if (config.nodeEnv === 'production') return;
  const kept = secretsFile(config.dataDir);
  const shown = !generated
    ? '(the ADMIN_PASSWORD you set)'
    : created
      ? `${password} (generated, kept in ${kept})`
      : `(the generated password kept in ${kept})`;
  console.log(`Operator console login: ${email} / ${shown}`);
}

/**
 * METRICS_PORT: /metrics alone, for Prometheus on the private network (the port is never
 * published, docs/operations.md); still behind METRICS_TOKEN when that is set too.
 */
async function serveMetrics(config: ResolvedConfig): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && (req.url ?? '').split('?')[0] === METRICS_PATH) {
      void answerMetrics(req, res, config.metrics.token);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    res.end('Not found\n');
  }).listen(config.metrics.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

async function main(): Promise<void> {
  let config: ResolvedConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const clock = () => new Date();
  const store = await openStore({
    mongodbUri: config.mongodbUri,
    dataDir: config.dataDir,
    backgroundCheckpoints: true,
  });
  logger.info(
    `Store: ${store.engine}${store.engine === 'sqlite' ? ` in ${config.dataDir}` : ''}, schema ${store.schemaVersion}`,
  );
  // Before the first request, not only at the schedule's first tick a minute later: a crash
  // between two writes of an earlier run, or an older build, may have left the store's kept
  // state out of line with the appointments.
  await store.appointments.reconcile(toDateKey(zonedClock(clock(), config.clinic.timeZone)));
  // Before the first login: secrets sealed by a key TOTP_SEAL_KEY lists after the first (a
  // rotation) or by an earlier build's JWT_SECRET-derived key move under the first key.
  const seals = await resealSecondFactors(store.operators, config);
  if (seals.resealed > 0)
    logger.info(`Second factors re-sealed under the first key of TOTP_SEAL_KEY: ${seals.resealed}`);
  if (seals.unreadable > 0)
    logger.warn(
      `Second factors that no key of TOTP_SEAL_KEY opens: ${seals.unreadable}. Put the key that sealed them back in TOTP_SEAL_KEY (after the first), or reset those second factors (docs/operations.md)`,
    );
  // Likewise the patients' sealed fields, and fields an earlier build kept in clear: only where
  // the pass may find work, since it opens every patient's fields.
  const fields = await resealPatientFieldsAtStart(
    store,
    createFieldSeal(config.fieldSealKeys),
    clock(),
  );
  if (fields) reportResealedPatientFields(logger, fields);
  const imageStore = createImageStore({
    cloudinaryUrl: config.cloudinaryUrl,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });
  // Only when asked: SEED_DEMO, on by default outside production (docs/operations.md).
  if (config.seedDemo) {
    const media = createMediaStore({ config, imageStore });
    const seeded = await seedDemoData(store, {
      imageStore,
      saveVideo: (webm) => media.save(webm, 'video'),
      clock,
      bcryptCost: config.bcryptCost,
      timeZone: config.clinic.timeZone,
    });
    if (seeded) logger.info('Demo data seeded');
  }
  await ensureOwner(store, config, logger);
  // Unpacked now (some 60 ms) rather than in the first sign-up.
  loadCommonPasswords();

  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  const server = createApp({ store, config, clock, mailer, imageStore, logger }).listen(
    config.port,
  );
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });

  const schedule = startSchedule({ store, config, clock, logger, mailer });
  const metricsServer = config.metrics.port === undefined ? null : await serveMetrics(config);
  if (config.backups.at !== null && config.backups.recipient === undefined)
    logger.warn('No BACKUP_RECIPIENT: the schedule takes no backups (docs/operations.md, Backups)');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping`);
    schedule.stop();
    metricsServer?.close();
    // Requests in flight finish before the store closes, so no write is cut off.
    server.close(() => {
      Promise.all([store.close(), closePasswordHashing(), closePdfRendering()]).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('Closing the store or the worker threads failed', error);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Printed once the signals are handled: whoever waits for this line may stop the server at once.
  const { port } = server.address() as AddressInfo;
  console.log(
    `Clinic site: http://localhost:${port}/  (operator console: http://localhost:${port}/console/)`,
  );
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error);
  process.exit(1);
});
