/**
 * The modes of what the API writes under DATA_DIR (docs/decisions.md, Security): DATA_DIR and
 * what it holds are the owner's only (the store, its WAL, generated secrets, the mail outbox),
 * except the uploads, which the API serves to everyone. mkdir's and open's modes are masked by
 * the umask and leave an existing entry as it was, so each mode is set again with chmod.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';

export const PRIVATE = { dir: 0o700, file: 0o600 } as const;
export const PUBLIC = { dir: 0o755, file: 0o644 } as const;

export function ensureDirSync(dir: string, mode: number): void {
  mkdirSync(dir, { recursive: true, mode });
  chmodSync(dir, mode);
}

export async function ensureDir(dir: string, mode: number): Promise<void> {
  await mkdir(dir, { recursive: true, mode });
  await chmod(dir, mode);
}

export async function writeFileWithMode(
  file: string,
  data: string | Buffer,
  mode: number,
): Promise<void> {
  await writeFile(file, data, { mode });
  await chmod(file, mode);
}
