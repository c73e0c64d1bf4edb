/**
 * The API server's sqlite store checkpoints its WAL in a thread of its own
 * (src/store/sqlite/checkpointer.ts): a write never copies the WAL into clinic.db and waits for
 * the disk itself, which set the p99 of bookings in bench/data-scale.ts.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStore } from '../../src/store/index.js';
import type { Store } from '../../src/store/index.js';

let opened: { store: Store; dataDir: string } | undefined;
afterEach(async () => {
  if (!opened) return;
  await opened.store.close();
  rmSync(opened.dataDir, { recursive: true, force: true });
  opened = undefined;
});

describe('the API server’s sqlite store', () => {
  it('when it has written a hundred pages, then they reach clinic.db within three seconds, copied by the checkpoint thread rather than by a later write', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-checkpoints-'));
    const store = await openStore({ dataDir, backgroundCheckpoints: true });
    opened = { store, dataDir };
    const file = path.join(dataDir, 'clinic.db');
    const before = statSync(file).size;

    // About 100 pages of 4 KB in a few hundred WAL frames: below the 1000 frames at which
    // sqlite's own checkpoint would run.
    for (let index = 0; index < 40; index++) {
      await store.users.create({
        name: `Patient ${index}`,
        email: `patient${index}@example.com`,
        phone: '9000000000',
        passwordHash: 'h'.repeat(8_000),
      });
    }

    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 250_000), {
      timeout: 3_000,
      interval: 100,
    });
  });
});
