// Runs the root commands with nothing but Node and npm on the machine: pnpm comes through npx,
// pinned by the packageManager field, and dependencies are installed before anything else runs.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const rootManifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pnpmVersion = rootManifest.packageManager.replace(/^pnpm@/, '');

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: rootDir,
      stdio: 'inherit',
      shell: process.platform === 'win32',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0 || signal === 'SIGINT' || signal === 'SIGTERM') resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}

const pnpm = (...args) => run('npx', ['-y', `pnpm@${pnpmVersion}`, ...args]);

async function backupCommand(command) {
  await pnpm('install', '--frozen-lockfile');
  await pnpm('turbo', 'run', 'build', '--filter=@clinic/api...');
  const from = process.env.INIT_CWD ?? process.cwd();
  const args = process.argv
    .slice(3)
    .map((arg) => (arg.startsWith('--') ? arg : path.resolve(from, arg)));
  await run(process.execPath, ['apps/api/dist/backup-command.js', command, ...args]);
}

const commands = {
  async start() {
    await pnpm('install', '--frozen-lockfile');
    await pnpm(
      'turbo',
      'run',
      'build',
      '--filter=@clinic/api...',
      '--filter=@clinic/web',
      '--filter=@clinic/console',
    );
    // Node runs the server directly, from the root, so DATA_DIR=./data is the root's data folder
    // and Ctrl-C reaches it without a package manager reporting a failure.
    await run(process.execPath, ['apps/api/dist/start.js']);
  },
  /** `npm run staff -- <command> <e-mail>`: src/staff-command.ts, from the root like start. */
  async staff() {
    await pnpm('install', '--frozen-lockfile');
    await pnpm('turbo', 'run', 'build', '--filter=@clinic/api...');
    await run(process.execPath, ['apps/api/dist/staff-command.js', ...process.argv.slice(3)]);
  },
  /**
   * `npm run backup`, `npm run backup:verify -- <file>`, `npm run restore -- <file> [--force]`:
   * src/backup-command.ts, from the root like start; a file is read from where npm was run.
   */
  async backup() {
    await backupCommand('backup');
  },
  async 'backup:verify'() {
    await backupCommand('verify');
  },
  async restore() {
    await backupCommand('restore');
  },
  async test() {
    await pnpm('install', '--frozen-lockfile');
    await pnpm('turbo', 'run', 'build', 'typecheck', 'lint', 'test', '--concurrency=1');
    await pnpm('turbo', 'run', 'e2e', '--concurrency=1');
  },
  async bench() {
    await pnpm('install', '--frozen-lockfile');
    await pnpm('turbo', 'run', 'build', '--filter=@clinic/api...');
    await pnpm('--filter', '@clinic/api', 'run', 'bench');
  },
  async 'bench:web'() {
    await pnpm('install', '--frozen-lockfile');
    await pnpm('turbo', 'run', 'build');
    // `npm run bench:web -- home booking`: only the pages named (apps/web/scripts/bench-web.mjs).
    await pnpm('--filter', '@clinic/web', 'run', 'bench', ...process.argv.slice(3));
  },
};

const name = process.argv[2];
const command = commands[name];
if (!command) {
  console.error(`Unknown command "${name}". Known: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
command().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
