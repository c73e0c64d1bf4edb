/**
 * deploy/nginx.conf in front of the API: nginx runs the file itself (only the listen port and
 * the upstream address are replaced), on 127.0.0.1, with a temporary prefix. Every answer must
 * carry the API's security headers, the API must see the client's address (never one the client
 * wrote into X-Forwarded-For), and the body limits must match the API's uploads. Without an
 * nginx binary (NGINX_PATH, PATH, /usr/sbin) it is skipped with one printed line; under CI, where
 * .ci/run installs Debian's nginx, that is a failure.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { API, HEALTH_PATHS, TEXTS, readinessResponse } from '@clinic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/libraries/logger.js';
import { startSchedule } from '../src/schedule.js';
import type { Schedule } from '../src/schedule.js';
import { startApi, stopApi } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const NGINX_CONF = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));
/** What the file says in production, replaced here by a local port and address. */
const LISTEN = 'listen 80;';
const UPSTREAM = 'http://api:3000';
const METRICS_TOKEN = 'm'.repeat(40);

// Test tooling, like harness.ts: which nginx to run, and whether a missing one is a failure (CI).
const { CI, NGINX_PATH, PATH } = process.env;

function findNginx(): string | null {
  if (NGINX_PATH) return existsSync(NGINX_PATH) ? NGINX_PATH : null;
  const dirs = [...(PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = path.join(dir, 'nginx');
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

const NGINX = findNginx();
if (!NGINX) {
  const why = "no nginx binary (install Debian's nginx, as .ci/run does, or set NGINX_PATH)";
  if (CI) {
    console.error(`[deploy-nginx] the nginx deployment tests cannot run: ${why}`);
    describe('deploy/nginx.conf', () => {
      it('runs under CI', () => {
        throw new Error(`CI must run the nginx deployment tests: ${why}`);
      });
    });
  } else {
    console.log(`[deploy-nginx] nginx deployment tests skipped: ${why}`);
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) {
    throw new Error(`deploy/nginx.conf should say "${from}" exactly once; update this test`);
  }
  return parts.join(to);
}

interface RunningNginx {
  port: number;
  stop(): Promise<void>;
}

/** deploy/nginx.conf on 127.0.0.1, forwarding to 127.0.0.1:upstreamPort. */
async function startNginx(upstreamPort: number): Promise<RunningNginx> {
  if (!NGINX) throw new Error('No nginx binary');
  const prefix = mkdtempSync(path.join(tmpdir(), 'clinic-nginx-test-'));
  const port = await freePort();
  let server = readFileSync(NGINX_CONF, 'utf8');
  server = replaceOnce(server, LISTEN, `listen 127.0.0.1:${port};`);
  server = replaceOnce(server, UPSTREAM, `http://127.0.0.1:${upstreamPort}`);
  writeFileSync(path.join(prefix, 'server.conf'), server);
  const temp = (name: string) => `"${path.join(prefix, name)}"`;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      // As root, the workers would otherwise switch to `nobody`, who cannot use the temp folders.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'events { worker_connections 256; }',
      'http {',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  client_body_temp_path ${temp('client_body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${temp('server.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    NGINX,
    [
      '-p',
      `${prefix}/`,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-e',
      'stderr',
      '-g',
      `daemon off; pid ${path.join(prefix, 'nginx.pid')}; error_log stderr;`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start on 127.0.0.1:${port}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, stop };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address: another loopback address than nginx's 127.0.0.1. */
  from?: string;
}

function send(port: number, pathname: string, options: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString(),
          });
        });
      },
    );
    // nginx may answer a body it refuses (413) before reading it, and then close the connection.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(options.body);
  });
}

function expectSecurityHeaders(answer: Answer): void {
  const csp = String(answer.headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/frame-ancestors 'self'/);
  expect(answer.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

const json = { 'Content-Type': 'application/json' };

describe.skipIf(!NGINX)('deploy/nginx.conf in front of the API', () => {
  const ASSET = '/assets/index-d3adb33f.js';
  let api: TestApi;
  let apiPort: number;
  let nginx: RunningNginx;
  let webDist: string;
  let schedule: Schedule | undefined;

  beforeAll(async () => {
    // A built patient site: a page and a hashed asset.
    webDist = mkdtempSync(path.join(tmpdir(), 'clinic-nginx-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Holistic Mind Clinic</title><div id="root"></div>',
    );
    writeFileSync(
      path.join(webDist, ASSET),
      `export const doctors = ${JSON.stringify(Array(200).fill('Dr. Asha Rao'))};\n`,
    );
    api = await startApi('sqlite', {
      TRUST_PROXY: '1',
      LOGIN_MAX_FAILURES: '2',
      LOGIN_MAX_PER_ADDRESS: '2',
      WEB_DIST: webDist,
      METRICS_TOKEN,
    });
    schedule = startSchedule({ ...api, clock: api.clock.now, logger: createLogger('silent') });
    if (!api.server.listening) await once(api.server, 'listening');
    apiPort = (api.server.address() as AddressInfo).port;
    nginx = await startNginx(apiPort);
  });

  afterAll(async () => {
    schedule?.stop();
    await nginx?.stop();
    if (api) await stopApi(api);
    rmSync(webDist, { recursive: true, force: true });
  });

  it('the home page, an asset and API answers carry the API’s security headers', async () => {
    const home = await send(nginx.port, '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>Holistic Mind Clinic</title>');
    expectSecurityHeaders(home);

    const asset = await send(nginx.port, ASSET, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.body).toString()).toContain('Dr. Asha Rao');
    expectSecurityHeaders(asset);

    const config = await send(nginx.port, API.config);
    expect(config.status).toBe(200);
    expectSecurityHeaders(config);

    const missing = await send(nginx.port, '/api/no-such-route');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);

    // The very headers the API sends: nginx adds, drops or rewrites none of them.
    const direct = await send(apiPort, '/');
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
    ]) {
      expect(home.headers[name], name).toBe(direct.headers[name]);
    }
  });

  it.skipIf(process.platform !== 'linux')(
    'the API limits logins by the client’s address, whatever X-Forwarded-For the client sends',
    async () => {
      // nginx reaches the API from 127.0.0.1; the clients come from 127.0.0.2 and 127.0.0.3.
      const failLogin = (from: string, n: number) =>
        send(nginx.port, API.login, {
          method: 'POST',
          from,
          headers: { ...json, 'X-Forwarded-For': `198.51.100.${n}` },
          body: JSON.stringify({ email: `nobody${n}@example.in`, password: 'not the password' }),
        });
      // LOGIN_MAX_PER_ADDRESS=2: two failures from one address, each claiming another address...
      expect((await failLogin('127.0.0.2', 1)).status).toBe(401);
      expect((await failLogin('127.0.0.2', 2)).status).toBe(401);
      // ...block that address, whatever it claims next (the e-mail is a fresh one)...
      const blocked = await failLogin('127.0.0.2', 3);
      expect(blocked.status).toBe(429);
      expect(JSON.parse(blocked.text)).toMatchObject({ message: TEXTS.tooManyLogins });
      expectSecurityHeaders(blocked);
      // ...and no other client: the API does not count nginx's address.
      expect((await failLogin('127.0.0.3', 4)).status).toBe(401);
    },
  );

  it('refuses bodies over 3 MB itself, in the API’s error shape, with security headers', async () => {
    const tooLarge = await send(nginx.port, API.updateProfile, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Buffer.alloc(4 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers['content-type']).toContain('application/json');
    expect(JSON.parse(tooLarge.text)).toEqual({ success: false, message: TEXTS.bodyTooLarge });
    expectSecurityHeaders(tooLarge);
  });

  it('passes the health probes through to the API: JSON, never cached, with security headers', async () => {
    const live = await send(nginx.port, HEALTH_PATHS.live);
    expect(live.status).toBe(200);
    expect(JSON.parse(live.text)).toEqual({ status: 'ok' });

    const ready = await send(nginx.port, HEALTH_PATHS.ready);
    expect(ready.status).toBe(200);
    expect(readinessResponse.parse(JSON.parse(ready.text)).status).toBe('ok');
    expect(ready.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(ready);
  });

  it('never passes /metrics through, even with the token: 404 in its own strict answer', async () => {
    const tries: Record<string, string>[] = [{}, { Authorization: `Bearer ${METRICS_TOKEN}` }];
    for (const headers of tries) {
      const metrics = await send(nginx.port, '/metrics', { headers });
      expect(metrics.status).toBe(404);
      expect(JSON.parse(metrics.text)).toEqual({ success: false });
      expect(metrics.text).not.toContain('http_requests_total');
      expectSecurityHeaders(metrics);
    }
    // The API itself serves them with the token: only nginx keeps them in.
    const direct = await send(apiPort, '/metrics', {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(direct.status).toBe(200);
  });

  it('gives every request its own id, which the API answers and logs, never the client’s', async () => {
    const first = await send(nginx.port, HEALTH_PATHS.live, {
      headers: { 'X-Request-Id': 'chosen-by-the-client' },
    });
    const second = await send(nginx.port, HEALTH_PATHS.live);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('lets blog media up to the API’s video limit through to the API', async () => {
    // 10 MB, above the image limit: the API (not nginx) answers, here for the missing token.
    const upload = await send(nginx.port, '/api/admin/blogs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Buffer.alloc(10 * 1024 * 1024),
    });
    expect(upload.status).toBe(401);
    expect(JSON.parse(upload.text)).toMatchObject({ success: false });
    expectSecurityHeaders(upload);
  });
});

describe.skipIf(!NGINX)('deploy/nginx.conf towards its upstream', () => {
  let echo: http.Server;
  let nginx: RunningNginx;

  beforeAll(async () => {
    // Answers with the request line and headers nginx sent, as JSON long enough to be gzipped.
    echo = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ url: req.url, headers: req.headers, padding: 'x'.repeat(2048) }));
    });
    echo.listen(0, '127.0.0.1');
    await once(echo, 'listening');
    nginx = await startNginx((echo.address() as AddressInfo).port);
  });

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => echo?.close(resolve));
  });

  it('sends the client’s address, scheme and host, never the ones the client claims', async () => {
    const answer = await send(nginx.port, '/api/doctors?page=2', {
      from: process.platform === 'linux' ? '127.0.0.2' : undefined,
      headers: {
        Host: 'clinic.example',
        'X-Forwarded-For': '198.51.100.9',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'attacker.example',
      },
    });
    expect(answer.status).toBe(200);
    const seen = JSON.parse(answer.text) as { url: string; headers: IncomingHttpHeaders };
    const client = process.platform === 'linux' ? '127.0.0.2' : '127.0.0.1';
    expect(seen.url).toBe('/api/doctors?page=2');
    // The last entry is nginx's own view of the client: the one TRUST_PROXY=1 makes the API use.
    expect(seen.headers['x-forwarded-for']).toBe(`198.51.100.9, ${client}`);
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe('clinic.example');
    expect(seen.headers.host).toBe('clinic.example');
  });

  it('compresses JSON answers', async () => {
    const answer = await send(nginx.port, '/api/anything', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toMatchObject({ url: '/api/anything' });
  });

  it('answers with security headers when no API instance answers', async () => {
    const down = await startNginx(await freePort());
    try {
      const answer = await send(down.port, '/');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.text)).toMatchObject({ success: false });
      expectSecurityHeaders(answer);
    } finally {
      await down.stop();
    }
  });
});
