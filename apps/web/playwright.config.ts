import { defineConfig } from '@playwright/test';
import { E2E } from './e2e/support/env';

const serverEnv = {
  NODE_ENV: 'test',
  ADMIN_EMAIL: E2E.admin.email,
  ADMIN_PASSWORD: E2E.admin.password,
  // Every journey signs up its own patient, all from this one address.
  OTP_SENDS_PER_IP_PER_HOUR: '500',
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: E2E.baseUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: E2E.browser,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: 'node ../api/dist/start.js',
      url: `${E2E.baseUrl}/api/doctor/list`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(E2E.port),
        PUBLIC_URL: E2E.baseUrl,
        DATA_DIR: E2E.dataDir,
        QUICK_EXIT_URL: E2E.quickExitUrl,
      },
    },
    {
      // The same, with the cancellation policy's cut-off: e2e/cancel-cutoff.spec.ts.
      command: 'node ../api/dist/start.js',
      url: `${E2E.cutoff.baseUrl}/api/doctor/list`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(E2E.cutoff.port),
        PUBLIC_URL: E2E.cutoff.baseUrl,
        DATA_DIR: E2E.cutoff.dataDir,
        CANCEL_CUTOFF_HOURS: String(E2E.cutoff.hours),
      },
    },
  ],
});
