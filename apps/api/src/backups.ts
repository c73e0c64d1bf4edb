/**
 * Encrypted backups (docs/operations.md, Backups). One file per backup,
 * `clinic-<UTC time>.tar.gz.age`: a gzipped tar of
 * - manifest.json: when, which engine and schema, the records per table and the upload files;
 * - store/: the store's dump (Store.dump: sqlite's online backup, or MongoDB's collections as EJSON);
 * - uploads/: DATA_DIR/uploads (photos, portraits, videos);
 * - secrets.json: DATA_DIR/secrets.json when there is one (the generated secrets outside
 *   production: without it, second factors sealed by a generated key would not open again);
 * encrypted with age to BACKUP_RECIPIENT, a public key. The server never holds the identity that
 * decrypts: the operator keeps it apart and gives it only to `npm run restore` and
 * `npm run backup:verify` (BACKUP_IDENTITY). The plain archive exists only as a stream; the
 * dump is staged in a folder of BACKUP_DIR that only the owner may open, deleted at the end.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Decrypter, Encrypter } from 'age-encryption';
import * as tar from 'tar';
import { z } from 'zod';
import { PRIVATE, ensureDir } from './libraries/file-modes.js';
import {
  SCHEMA_VERSIONS,
  engineOf,
  inspectDump,
  openStore,
  restoreDump,
  storeIsBlank,
} from './store/index.js';
import type { DumpSummary, Store, StoreOptions } from './store/index.js';

const manifestSchema = z.object({
  format: z.literal(1),
  takenAt: z.iso.datetime(),
  engine: z.enum(['sqlite', 'mongo']),
  schemaVersion: z.number().int().min(1),
  counts: z.record(z.string(), z.number().int().min(0)),
  uploads: z.number().int().min(0),
  secrets: z.boolean(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** `clinic-20260302T033000Z.tar.gz.age`: the time sorts and names the backup. */
const BACKUP_FILE = /^clinic-(\d{8}T\d{6}Z)\.tar\.gz\.age$/;
/** Work folders in BACKUP_DIR and DATA_DIR: owner-only, deleted when done. */
const STAGING_PREFIX = '.staging-';
const DAY_MS = 86_400_000;

const stamp = (at: Date): string => at.toISOString().replace(/[-:]|\.\d+/g, '');

function stampTime(name: string): number | null {
  const match = BACKUP_FILE.exec(name)?.[1];
  if (!match) return null;
  const iso = `${match.slice(0, 4)}-${match.slice(4, 6)}-${match.slice(6, 8)}T${match.slice(9, 11)}:${match.slice(11, 13)}:${match.slice(13, 15)}Z`;
  return Date.parse(iso);
}

/** The files under `dir`, as paths relative to it; none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export interface BackupTaken {
  file: string;
  bytes: number;
  manifest: Manifest;
}

export interface BackupOptions {
  store: Store;
  dataDir: string;
  dir: string;
  recipient: string;
  now: Date;
}

/** Takes one backup now into `dir` (made owner-only); answers its file, size and manifest. */
export async function takeBackup({
  store,
  dataDir,
  dir,
  recipient,
  now,
}: BackupOptions): Promise<BackupTaken> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  await ensureDir(dir, PRIVATE.dir);
  const staging = await mkdtemp(path.join(dir, STAGING_PREFIX));
  const file = path.join(dir, `clinic-${stamp(now)}.tar.gz.age`);
  const partial = `${file}.partial`;
  try {
    await mkdir(path.join(staging, 'store'), { mode: PRIVATE.dir });
    const dump = await store.dump(path.join(staging, 'store'));
    const entries = ['manifest.json', 'store'];
    const uploadsDir = path.join(dataDir, 'uploads');
    const uploads = await filesUnder(uploadsDir);
    // The tar follows this link: the uploads go in as they are, without a copy on disk.
    if (existsSync(uploadsDir)) {
      await symlink(uploadsDir, path.join(staging, 'uploads'));
      entries.push('uploads');
    }
    const secrets = existsSync(path.join(dataDir, 'secrets.json'));
    if (secrets) {
      await copyFile(path.join(dataDir, 'secrets.json'), path.join(staging, 'secrets.json'));
      entries.push('secrets.json');
    }
    const manifest: Manifest = {
      format: 1,
      takenAt: now.toISOString(),
      engine: dump.engine,
      schemaVersion: dump.schemaVersion,
      counts: dump.counts,
      uploads: uploads.length,
      secrets,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE.file,
    });
    const archive = tar.create({ cwd: staging, gzip: true, follow: true, portable: true }, entries);
    const encrypted = await encrypter.encrypt(ReadableStream.from(archive));
    await pipeline(
      Readable.fromWeb(encrypted),
      createWriteStream(partial, { mode: PRIVATE.file, flags: 'wx' }),
    );
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Deletes the backups in `dir` taken more than `keepDays` days before `now` (by the time in their
 * name), and work folders an interrupted backup left; answers the names of the backups deleted.
 */
export async function pruneBackups(dir: string, now: Date, keepDays: number): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const oldest = now.getTime() - keepDays * DAY_MS;
  const deleted: string[] = [];
  for (const name of await readdir(dir)) {
    const takenAt = stampTime(name);
    if (takenAt !== null && takenAt < oldest) {
      await rm(path.join(dir, name), { force: true });
      deleted.push(name);
    } else if (name.startsWith(STAGING_PREFIX) || name.endsWith('.partial')) {
      // Left by a process that died mid-backup (a running one's are younger than a day).
      const { mtimeMs } = await stat(path.join(dir, name));
      if (mtimeMs < now.getTime() - DAY_MS)
        await rm(path.join(dir, name), { recursive: true, force: true });
    }
  }
  return deleted.sort();
}

/**
 * BACKUP_IDENTITY: an age identity (`AGE-SECRET-KEY-1...`), or the path of a file holding one
 * (age-keygen's output, comments and all).
 */
export async function readIdentity(value: string | undefined): Promise<string[]> {
  if (!value) throw new Error('BACKUP_IDENTITY: set it to the age identity or its file');
  const text = value.trim().startsWith('AGE-SECRET-KEY-') ? value : await readFile(value, 'utf8');
  const identities = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('AGE-SECRET-KEY-'));
  if (identities.length === 0)
    throw new Error('BACKUP_IDENTITY: no age identity (AGE-SECRET-KEY-...) in it');
  return identities;
}

/** Decrypts and unpacks `file` into the folder `into`; answers its manifest. */
async function unpack(file: string, identities: string[], into: string): Promise<Manifest> {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  const decrypted = await decrypter.decrypt(
    Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
  );
  await pipeline(Readable.fromWeb(decrypted), tar.extract({ cwd: into, strict: true }));
  const parsed = manifestSchema.safeParse(
    JSON.parse(await readFile(path.join(into, 'manifest.json'), 'utf8')),
  );
  if (!parsed.success) throw new Error(`${file} is not a backup of this site (its manifest)`);
  return parsed.data;
}

/** Runs `work` on a new owner-only folder in `parent`, deleted afterwards. */
async function withStaging<T>(parent: string, work: (dir: string) => Promise<T>): Promise<T> {
  await ensureDir(parent, PRIVATE.dir);
  const dir = await mkdtemp(path.join(parent, STAGING_PREFIX));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The dump's counts must be the manifest's, and every upload the manifest counted there. */
async function check(manifest: Manifest, dir: string): Promise<DumpSummary> {
  const summary = await inspectDump(manifest.engine, path.join(dir, 'store'));
  const uploads = (await filesUnder(path.join(dir, 'uploads'))).length;
  const mismatch = Object.entries(manifest.counts).find(
    ([table, count]) => summary.counts[table] !== count,
  );
  if (mismatch)
    throw new Error(
      `The backup's ${mismatch[0]} holds ${summary.counts[mismatch[0]] ?? 0} records; its manifest says ${mismatch[1]}`,
    );
  if (uploads !== manifest.uploads)
    throw new Error(
      `The backup holds ${uploads} upload files; its manifest says ${manifest.uploads}`,
    );
  return summary;
}

export interface Verified {
  manifest: Manifest;
  summary: DumpSummary;
}

/**
 * `npm run backup:verify`: decrypts `file` in a work folder of `workParent`, opens its dump and
 * counts the records and files against its manifest.
 */
export function verifyBackup(
  file: string,
  identities: string[],
  workParent: string,
): Promise<Verified> {
  return withStaging(workParent, async (dir) => {
    const manifest = await unpack(file, identities, dir);
    return { manifest, summary: await check(manifest, dir) };
  });
}

export interface RestoreOptions {
  file: string;
  identities: string[];
  dataDir: string;
  store: StoreOptions;
  /** Replace a store and uploads that hold data (`--force`). */
  force: boolean;
  /** When the restore happens: its audit entry's time. */
  now: Date;
}

/**
 * `npm run restore`: puts the backup in `file` in place of the store and DATA_DIR's uploads (and
 * secrets.json, when it holds one), refusing a store or uploads that hold data unless `force`.
 * Stop every API process first. The store then opens once, which runs the migrations of a backup
 * from an earlier release, and its audit log gains an entry naming the backup.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Verified> {
  const { dataDir, force } = options;
  const uploadsDir = path.join(dataDir, 'uploads');
  const secretsFile = path.join(dataDir, 'secrets.json');
  if (!force) {
    if (!(await storeIsBlank(options.store)))
      throw new Error('The store holds data; restore with --force to replace it');
    if ((await filesUnder(uploadsDir)).length > 0)
      throw new Error(`${uploadsDir} holds files; restore with --force to replace them`);
  }
  const verified = await withStaging(dataDir, async (dir) => {
    const manifest = await unpack(options.file, options.identities, dir);
    const engine = engineOf(options.store);
    if (manifest.engine !== engine)
      throw new Error(
        `${options.file} is a backup of the ${manifest.engine} store; this configuration opens the ${engine} store`,
      );
    if (manifest.schemaVersion > SCHEMA_VERSIONS[engine])
      throw new Error(
        `${options.file} has schema ${manifest.schemaVersion}; this build knows up to ${SCHEMA_VERSIONS[engine]}: restore with a later release`,
      );
    const summary = await check(manifest, dir);
    await restoreDump(options.store, path.join(dir, 'store'), force);
    await rm(uploadsDir, { recursive: true, force: true });
    if (existsSync(path.join(dir, 'uploads'))) await rename(path.join(dir, 'uploads'), uploadsDir);
    if (manifest.secrets) await rename(path.join(dir, 'secrets.json'), secretsFile);
    return { manifest, summary };
  });
  const store = await openStore(options.store);
  try {
    // The restored log's last entry: which backup replaced the store, and when.
    const { manifest } = verified;
    await store.audit.append({
      actorId: '',
      actorEmail: 'server command: restore',
      action: 'store.restore',
      targetType: 'backup',
      targetId: path.basename(options.file),
      before: null,
      after: {
        takenAt: manifest.takenAt,
        schemaVersion: manifest.schemaVersion,
        counts: manifest.counts,
        uploads: manifest.uploads,
        forced: force,
      },
      at: options.now,
    });
  } finally {
    await store.close();
  }
  return verified;
}
