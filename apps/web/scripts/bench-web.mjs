// Web performance budget (apps/web/README.md): serves the built site as `npm start` does (the API
// on a fresh embedded store), then prints the gzipped JS and CSS the home page loads (for a reader
// of English and of Hindi), the largest chunk, and Lighthouse's mobile performance and SEO scores
// for /, /doctors and /appointment/<id>, for each reader (Hindi: the `lang=hi` cookie).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumSearched, findChromium } from './chromium-path.mjs';

const BUDGET = { homeJsKb: 130, homeCssKb: 15, lighthouse: 95, seo: 100 };
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const distDir = new URL('../dist/', import.meta.url).pathname;
const apiStart = new URL('../../api/dist/start.js', import.meta.url).pathname;
const browser = findChromium();
if (!browser) {
  console.error(`[bench-web] ${chromiumSearched()}`);
  process.exit(1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'clinic-bench-web-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [apiStart], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-web-secret-bench-web-secret',
    OTP_SECRET: 'bench-web-codes-bench-web-codes-bench',
    TOTP_SEAL_KEY: 'bench-web-seal-bench-web-seal-bench-web',
    FIELD_SEAL_KEY: 'bench-web-fields-bench-web-fields-bench',
    // Production needs a mail server or this explicit opt-in; the bench sends no mail.
    MAIL_OUTBOX: 'true',
    // ...and backups, or this opt-out; and starts empty unless asked for the demo data it reads.
    BACKUP_AT: 'off',
    SEED_DEMO: 'true',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-web-operator',
  },
  // The server's errors (a configuration it refuses) show; its routine log does not.
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  const doctors = await (await waitFor(`${base}/api/doctor/list`)).json();
  const doctorId = doctors.doctors[0]._id;

  const readers = [
    { name: 'English', cookie: undefined },
    { name: 'Hindi', cookie: 'lang=hi' },
  ];

  // What the home page fetches before it settles, measured in a real browser.
  const pw = await chromium.launch({ executablePath: browser, args: CHROME_FLAGS });
  async function homeAssets(cookie) {
    const context = await pw.newContext({ viewport: { width: 375, height: 812 } });
    if (cookie) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: base }]);
    }
    const page = await context.newPage();
    const assets = new Set();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.(js|css)$/.test(path)) assets.add(path);
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await context.close();
    const sizes = { js: 0, css: 0, jsFiles: 0 };
    for (const path of assets) {
      const size = gzipSize(join(distDir, path));
      if (path.endsWith('.js')) {
        sizes.js += size;
        sizes.jsFiles += 1;
      } else sizes.css += size;
    }
    return sizes;
  }
  const home = await homeAssets(undefined);
  const hindiHome = await homeAssets('lang=hi');
  await pw.close();

  const chunks = readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: gzipSize(join(distDir, 'assets', name)) }))
    .sort((a, b) => b.size - a.size);

  console.log('\nWeb budget (gzip level 9)');
  console.log(
    `  home page JavaScript: ${kb(home.js)} KB (budget ${BUDGET.homeJsKb} KB) in ${home.jsFiles} files`,
  );
  console.log(
    `  the same for Hindi:   ${kb(hindiHome.js)} KB in ${hindiHome.jsFiles} files (its texts included)`,
  );
  console.log(`  home page CSS:        ${kb(home.css)} KB (budget ${BUDGET.homeCssKb} KB)`);
  console.log(
    `  largest chunks:       ${chunks
      .slice(0, 4)
      .map((c) => `${c.name} ${kb(c.size)} KB`)
      .join(', ')}`,
  );

  // Lighthouse drives its own Chromium over the DevTools protocol.
  const debugPort = await freePort();
  const chrome = spawn(
    browser,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${join(dataDir, 'chrome')}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`);
    console.log('\nLighthouse mobile performance (simulated throttling) and SEO');
    const runs = readers.flatMap((reader) =>
      ['/', '/doctors', `/appointment/${doctorId}`].map((path) => ({ reader, path })),
    );
    for (const { reader, path } of runs) {
      const result = await lighthouse(`${base}${path}`, {
        port: debugPort,
        onlyCategories: ['performance', 'seo'],
        logLevel: 'error',
        output: 'json',
        ...(reader.cookie && { extraHeaders: { Cookie: reader.cookie } }),
      });
      const lhr = result.lhr;
      const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
      console.log(
        `  ${reader.name.padEnd(8)}${path.padEnd(40)} score ${Math.round(lhr.categories.performance.score * 100)} (budget ${BUDGET.lighthouse})  SEO ${Math.round(lhr.categories.seo.score * 100)} (budget ${BUDGET.seo})  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
      );
      const failed = Object.values(lhr.audits).filter(
        (audit) =>
          lhr.categories.seo.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) &&
          audit.score !== null &&
          audit.score < 1,
      );
      if (failed.length > 0)
        console.log(`    SEO audits failed: ${failed.map((audit) => audit.id).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
