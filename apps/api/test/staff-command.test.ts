/**
 * `npm run staff` (src/staff-command.ts): the server's way back into the console for an owner
 * who lost their second factor or was switched off, run with the API's configuration.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createLimiter } from '../src/libraries/rate-limit.js';
import { WRONG_CODES } from '../src/libraries/second-factor.js';
import { openStore } from '../src/store/index.js';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function staffCommand(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/staff-command.ts', ...args],
      { cwd: API_ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run staff', () => {
  it('when reset-second-factor names the owner, then their second factor, its lock, the count of wrong codes and their sessions are gone, and the audit names the command', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-staff-'));
    dirs.push(dataDir);
    let store = await openStore({ dataDir });
    const owner = await store.operators.create({
      name: 'Meera',
      email: 'meera@clinic.example',
      passwordHash: 'hash',
      role: 'owner',
    });
    await store.operators.offerSecondFactor(owner._id, 'sealed');
    await store.operators.enrolSecondFactor(owner._id, 'sealed', 7, ['code']);
    await store.operators.lockSecondFactor(owner._id, new Date());
    const wrongCodes = () => createLimiter(store.limits, () => new Date(), WRONG_CODES);
    for (let n = 0; n <= WRONG_CODES.limit; n++) await wrongCodes().take(owner._id);
    const session = await store.sessions.create({
      subjectId: owner._id,
      role: 'admin',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await store.close();

    const result = await staffCommand(dataDir, 'reset-second-factor', 'Meera@clinic.example');

    expect(result).toEqual({
      code: 0,
      output:
        'Meera@clinic.example: second factor reset; they set up a new one at their next login\n',
    });
    store = await openStore({ dataDir });
    expect(await store.operators.findById(owner._id)).toMatchObject({
      totpSecret: null,
      recoveryCodeHashes: [],
      secondFactorLockedAt: null,
    });
    expect(await wrongCodes().take(owner._id)).toBe(true);
    expect((await store.sessions.findById(session._id))?.revoked).toBe(true);
    const { entries } = await store.audit.list({ page: 1, pageSize: 10 });
    expect(entries).toEqual([
      expect.objectContaining({
        actorEmail: 'server command: reset-second-factor',
        action: 'operator.second-factor-reset',
        targetId: owner._id,
        before: { secondFactor: true, secondFactorLocked: true, disabled: false },
        after: { secondFactor: false, secondFactorLocked: false, disabled: false },
      }),
    ]);
    await store.close();
  }, 30_000);

  it('when the e-mail is no staff member or the command is unknown, then it fails saying so and changes nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-staff-'));
    dirs.push(dataDir);

    expect(await staffCommand(dataDir, 'switch-on', 'nobody@clinic.example')).toEqual({
      code: 1,
      output: 'No staff account has the e-mail nobody@clinic.example\n',
    });
    expect(await staffCommand(dataDir, 'delete-everyone', 'x@clinic.example')).toEqual({
      code: 2,
      output: 'Usage: npm run staff -- <reset-second-factor | switch-on> <e-mail>\n',
    });
  }, 30_000);
});
