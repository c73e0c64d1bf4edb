/**
 * A piscina pool of worker threads with a bounded queue, behind password hashing (passwords.ts)
 * and PDF sheets (pdf.ts). Without a bound, a flood of slow tasks queued every login behind it:
 * 40 made-up staff invitations, each a bcrypt hash at cost 12, made a patient's login take 16 s
 * instead of 0.6 s. With it, a task that finds `maxQueue` others waiting answers 503
 * TEXTS.serverBusy with Retry-After at once, and the rate limits in front of each call keep one
 * client from filling the queue (docs/decisions.md, Security). Threads start on first use; idle
 * ones stop after a minute and are unref'd, so they never hold a process.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from './errors.js';
import { watchPoolQueue } from './metrics.js';

/** The default queue per thread: at cost 12, about 5 s of bcrypt on this project's 2 CPUs. */
const QUEUE_PER_THREAD = 20;

export interface WorkerPoolOptions {
  /** Default: one fewer than the CPUs (one core stays with the event loop), at least one. */
  maxThreads?: number;
  /** Tasks that may wait for a thread (at least one); default 20 per thread. */
  maxQueue?: number;
  /** The pool's label in clinic_worker_pool_queue_depth; unnamed pools (tests' own) are not shown. */
  metricsName?: string;
}

export interface WorkerPool {
  /** Runs the worker's export `name`; 503 TEXTS.serverBusy when the queue is full. */
  run(task: unknown, name: string): Promise<unknown>;
  /** Lets the tasks in flight finish, then stops the threads; a later run starts them anew. */
  close(): Promise<void>;
}

export function createWorkerPool(
  worker: URL,
  /** How long a refused caller should wait: about the time a full queue takes to drain. */
  retryAfterSeconds: number,
  options: WorkerPoolOptions = {},
): WorkerPool {
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism() - 1);
  const maxQueue = Math.max(1, options.maxQueue ?? QUEUE_PER_THREAD * maxThreads);
  let pool: Piscina | undefined;
  if (options.metricsName) watchPoolQueue(options.metricsName, () => pool?.queueSize ?? 0);
  return {
    async run(task, name) {
      pool ??= new Piscina({
        filename: worker.href,
        maxThreads,
        minThreads: 0,
        idleTimeout: 60_000,
        maxQueue,
      });
      // piscina refuses a task past maxQueue with a bare Error; its own count, read first,
      // turns the same refusal into the typed 503.
      if (pool.queueSize >= maxQueue) throw AppError.unavailable('serverBusy', retryAfterSeconds);
      return pool.run(task, { name });
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.close();
    },
  };
}
