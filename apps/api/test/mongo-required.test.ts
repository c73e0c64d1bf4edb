/**
 * REQUIRE_MONGO=true, set by .github/workflows/ci.yml beside its MONGODB_URI: an API test run that
 * would skip the mongo engine fails instead (test/support/global-setup.ts), so the workflow's
 * MongoDB can never silently stop being the engine's proof.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const API_ROOT = path.resolve(import.meta.dirname, '..');

/** Runs the API's vitest on env.test.ts (no store) with only these variables besides PATH. */
async function testRun(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', 'test/env.test.ts'],
      { cwd: API_ROOT, env: { PATH: process.env.PATH ?? '', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('REQUIRE_MONGO', () => {
  it('when REQUIRE_MONGO=true and MONGODB_URI is not set, then the test run fails before any test, saying the mongo runs would be skipped', async () => {
    const run = await testRun({ REQUIRE_MONGO: 'true' });

    expect(run.code).toBe(1);
    expect(run.output).toContain(
      'REQUIRE_MONGO=true but MONGODB_URI is not set: the mongo runs would be skipped.',
    );
    expect(run.output).not.toMatch(/Tests\s+\d+ passed/);
  });

  it('when REQUIRE_MONGO=true and MONGODB_URI is set, then the run goes ahead on both stores', async () => {
    const run = await testRun({
      REQUIRE_MONGO: 'true',
      MONGODB_URI: 'mongodb://127.0.0.1:27017/unused',
    });

    expect(run.output).toContain('API tests run on the sqlite and mongo stores');
    expect(run.code).toBe(0);
  });
});
