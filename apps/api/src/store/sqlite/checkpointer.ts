/**
 * WAL checkpoints in a thread of their own, for the API server's connection (docs/decisions.md,
 * Stores). By default sqlite runs one inside the commit that brings the WAL to 1000 pages: that
 * write then copies up to 4 MB into the database file and waits for the disk's fsync, tens of
 * milliseconds on the bench's machine, and the request that made it (a booking, an operator's
 * read with its audit entry) pays for it. Here a thread checkpoints every second, so the WAL is
 * copied while it is still small and starts over before it reaches the 1000 pages; sqlite's own
 * checkpoint stays as the bound should the thread fall behind.
 */
import { Worker } from 'node:worker_threads';

const INTERVAL_MS = 1000;

export interface Checkpointer {
  /** Ends the thread after its current checkpoint. */
  stop(): Promise<void>;
}

export function checkpointInBackground(file: string): Checkpointer {
  const worker = new Worker(new URL('./checkpoint-worker.js', import.meta.url), {
    workerData: { file, intervalMs: INTERVAL_MS },
  });
  // Never what keeps a process alive; killed at exit, a checkpoint is simply redone later.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // A thread that fails leaves the checkpoints to sqlite's own, as in every other process.
  worker.on('error', (error) =>
    process.emitWarning(`The sqlite checkpoint thread stopped: ${error.message}`),
  );
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}
