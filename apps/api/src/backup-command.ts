/**
 * The backup commands (docs/operations.md, Backups), run on the server with the API's
 * configuration:
 *
 *   npm run backup                            take a backup now into BACKUP_DIR, then delete
 *                                             those older than BACKUP_KEEP days
 *   npm run backup:verify -- <file>           decrypt it, open its store and count its records
 *   npm run restore -- <file> [--force]       put it in place of the store and DATA_DIR's
 *                                             uploads; --force replaces ones that hold data
 *
 * verify and restore decrypt with BACKUP_IDENTITY (the age identity, or its file), which only
 * the operator holds: it belongs in the shell that runs them, never in the server's settings.
 */
import path from 'node:path';
import { pruneBackups, readIdentity, restoreBackup, takeBackup, verifyBackup } from './backups.js';
import type { Verified } from './backups.js';
import { loadRestoreSettings, resolveSecrets } from './env.js';
import { openStore } from './store/index.js';

const USAGE = [
  'Usage: npm run backup',
  '       npm run backup:verify -- <file>',
  '       npm run restore -- <file> [--force]',
].join('\n');

function describe({ manifest, summary }: Verified): string {
  const records = Object.entries(summary.counts)
    .map(([table, count]) => `  ${table}: ${count}`)
    .join('\n');
  return `Taken ${manifest.takenAt}, ${manifest.engine} store at schema ${manifest.schemaVersion}, ${manifest.uploads} upload files\n${records}`;
}

async function main(argv: string[]): Promise<number> {
  const [command, file, ...flags] = argv;
  const { settings, identity } = loadRestoreSettings();
  const storeOptions = { mongodbUri: settings.mongodbUri, dataDir: settings.dataDir };
  if (command === 'backup' && file === undefined) {
    const { recipient, dir, keepDays } = settings.backups;
    if (!recipient) throw new Error('BACKUP_RECIPIENT: set it to the age public key (age1...)');
    // As at start-up, so that the generated secrets exist to be backed up.
    const config = resolveSecrets(settings);
    const started = Date.now();
    const store = await openStore(storeOptions);
    try {
      const now = new Date();
      const taken = await takeBackup({ store, dataDir: config.dataDir, dir, recipient, now });
      const deleted = await pruneBackups(dir, now, keepDays);
      console.log(
        `${taken.file}: ${taken.bytes} bytes, ${taken.manifest.uploads} upload files, in ${Date.now() - started} ms; older than ${keepDays} days, deleted: ${deleted.length}`,
      );
    } finally {
      await store.close();
    }
    return 0;
  }
  if ((command === 'verify' || command === 'restore') && file !== undefined) {
    const force = flags.includes('--force');
    if (flags.some((flag) => flag !== '--force') || (command === 'verify' && force)) {
      console.error(USAGE);
      return 2;
    }
    const identities = await readIdentity(identity);
    const started = Date.now();
    const verified =
      command === 'verify'
        ? await verifyBackup(file, identities, settings.backups.dir)
        : await restoreBackup({
            file,
            identities,
            dataDir: settings.dataDir,
            store: storeOptions,
            force,
            now: new Date(),
          });
    console.log(
      `${path.basename(file)}: ${command === 'verify' ? 'opened' : 'restored'} in ${Date.now() - started} ms\n${describe(verified)}`,
    );
    return 0;
  }
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
