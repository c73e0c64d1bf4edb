// Runs the browser journeys against the real API (built) on a fresh embedded store. Chromium is
// what scripts/chromium-path.mjs finds (CHROMIUM_PATH, the system's, Playwright's); without one the
// journeys are skipped with one printed line (outside CI).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumSearched, findChromium } from '../scripts/chromium-path.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const executable = findChromium();
if (!executable) {
  const why = chromiumSearched();
  // CI installs a browser, so there a missing one is a failure, not a skip.
  if (process.env.CI) {
    console.error(`[e2e] browser journeys cannot run: ${why}`);
    process.exit(1);
  }
  console.log(`[e2e] browser journeys skipped: ${why}`);
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'clinic-e2e-'));
const port = await freePort();
// The second server (the cancellation policy's cut-off) keeps its own store and port.
const cutoffDataDir = mkdtempSync(join(tmpdir(), 'clinic-e2e-cutoff-'));
let cutoffPort = await freePort();
while (cutoffPort === port) cutoffPort = await freePort();
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_BROWSER: executable,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_CUTOFF_PORT: String(cutoffPort),
    E2E_CUTOFF_DATA_DIR: cutoffDataDir,
  },
});
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(cutoffDataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
