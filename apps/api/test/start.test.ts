import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, doctorListResponse } from '@clinic/contracts';
import { afterEach, describe, expect, it } from 'vitest';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  exit: Promise<number | null>;
  output: () => string;
  stop: (signal: NodeJS.Signals) => void;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', BCRYPT_COST: '4', LOG_LEVEL: 'info', PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    output: () => output,
    stop: (signal) => child.kill(signal),
  };
}

async function waitFor(started: Started, pattern: RegExp): Promise<RegExpMatchArray> {
  for (let waited = 0; waited < 50_000; waited += 100) {
    const match = started.output().match(pattern);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${pattern}; output so far:\n${started.output()}`);
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm start (src/start.ts)', () => {
  it('when started on an empty DATA_DIR, then it seeds demo data, prints the URL and operator login, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const started = start({ DATA_DIR: dataDir, ADMIN_EMAIL: 'desk@clinic.example' });

    const [, port] = await waitFor(started, /Clinic site: http:\/\/localhost:(\d+)\//);
    const response = await fetch(`http://127.0.0.1:${port}${API.doctorList}`);
    started.stop('SIGTERM');

    expect(started.output()).toMatch(/Operator console login: desk@clinic\.example \/ \S{8,}/);
    expect(doctorListResponse.parse(await response.json()).doctors.length).toBeGreaterThanOrEqual(
      12,
    );
    expect(await started.exit).toBe(0);
    expect(existsSync(path.join(dataDir, 'clinic.db'))).toBe(true);
  }, 60_000);

  it('when a variable has a bad value, then it stops at once naming the variable', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-start-'));
    dirs.push(dataDir);
    const started = start({ DATA_DIR: dataDir, CLINIC_TZ: 'Nowhere/Atlantis' });

    expect(await started.exit).toBe(1);
    expect(started.output()).toContain('CLINIC_TZ: must be an IANA time zone');
  }, 30_000);
});
