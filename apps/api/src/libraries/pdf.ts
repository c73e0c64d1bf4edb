/**
 * One-page PDF sheets (receipts, credit notes): a letterhead, a title, label and value rows and
 * closing notes, laid out by pdfkit in a pool of worker threads (pdf-worker.js). Off the event
 * loop because a sheet is slow to lay out: pdfkit parses the embedded font's layout tables for
 * every document. A receipt on the main thread, measured on this project's 2-CPU machine while it
 * was busy (load average about 10; Node 20): 76 to 107 ms median, 34 ms at best, 280 to 360 ms
 * the first; that is well over the ~20 ms we let one request hold the event loop. Through the pool:
 * 83 to 108 ms median each, the first about 2 s (the thread starts and loads pdfkit), and the event
 * loop stayed within 28 ms while 10 were laid out at once. Threads start on first use and stop
 * after a minute idle.
 */
import { createWorkerPool } from './worker-pool.js';
import type { WorkerPoolOptions } from './worker-pool.js';

export interface Sheet {
  /** The document's title: its heading and the PDF's Title. */
  title: string;
  /** The issuer's name first (printed large), then its address lines. */
  letterhead: string[];
  rows: { label: string; value: string }[];
  notes: string[];
  /** The PDF's creation date: the document's own date, so that a copy reads the same. */
  createdAt: Date;
}

/** pdfkit in worker threads; a full queue answers 503 (src/libraries/worker-pool.ts). */
export interface SheetRendering {
  render(sheet: Sheet): Promise<Buffer>;
  /** Lets sheets in flight finish, then stops the threads. */
  close(): Promise<void>;
}

/** A full queue (20 sheets a thread, about 0.1 s each) drains in about 2 s. */
const RENDERING_RETRY_AFTER_SECONDS = 2;

export function createSheetRendering(options: WorkerPoolOptions = {}): SheetRendering {
  const pool = createWorkerPool(
    new URL('./pdf-worker.js', import.meta.url),
    RENDERING_RETRY_AFTER_SECONDS,
    options,
  );
  return {
    async render(sheet) {
      const bytes = (await pool.run(sheet, 'render')) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: pool.close,
  };
}

/** The process's pool: the app's unless its deps hand it another (src/context.ts). */
export const sharedSheetRendering = createSheetRendering({ metricsName: 'sheets' });

/** start.ts, on SIGINT/SIGTERM. */
export const closePdfRendering = sharedSheetRendering.close;
