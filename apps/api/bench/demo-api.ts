/**
 * The API the benches load: a fresh sqlite store in a temporary folder, seeded with the demo
 * data, listening on 127.0.0.1 in the bench's child process; `stop` closes it and removes the
 * folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import { createMediaStore } from '../src/components/admin/media.js';
import { parseEnv, resolveSecrets } from '../src/env.js';
import type { EnvInput, ResolvedConfig } from '../src/env.js';
import { createLogger } from '../src/libraries/logger.js';
import { createMailer } from '../src/libraries/mail.js';
import { localImageStore } from '../src/libraries/uploads.js';
import { seedDemoData } from '../src/seed/index.js';
import { openStore } from '../src/store/index.js';
import type { Store } from '../src/store/index.js';

export interface DemoApi {
  apiUrl: string;
  config: ResolvedConfig;
  store: Store;
  clock: () => Date;
  stop(): Promise<void>;
}

export async function startDemoApi(env: EnvInput = {}): Promise<DemoApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-bench-'));
  const config = resolveSecrets(
    parseEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'none'),
      CONSOLE_DIST: path.join(dataDir, 'none'),
      ...env,
    }),
  );
  const logger = createLogger('warn');
  const clock = () => new Date();
  // As the API server opens it (start.ts).
  const store = await openStore({ dataDir, backgroundCheckpoints: true });
  const imageStore = localImageStore(path.join(dataDir, 'uploads'));
  const media = createMediaStore({ config, imageStore });
  await seedDemoData(store, {
    imageStore,
    saveVideo: (webm) => media.save(webm, 'video'),
    clock,
    timeZone: config.clinic.timeZone,
    bcryptCost: 4,
  });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mail.from,
    outboxDir: path.join(dataDir, 'outbox'),
    logger,
  });
  const server = createApp({ store, config, clock, mailer, imageStore, logger }).listen(
    0,
    '127.0.0.1',
  );
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    config,
    store,
    clock,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
