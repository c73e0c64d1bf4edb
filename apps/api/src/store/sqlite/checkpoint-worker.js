// @ts-check
/**
 * The WAL checkpoints of sqlite/checkpointer.ts, in their own thread and on their own connection,
 * so that the copy into the database file and its fsync never hold up the event loop. Plain
 * JavaScript for the reason libraries/password-worker.js gives.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @type {{ file: string, intervalMs: number }} */
const { file, intervalMs } = workerData;
const db = new Database(file);
// PASSIVE: copies what no reader still needs and never waits for a lock.
const timer = setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), intervalMs);

parentPort?.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
