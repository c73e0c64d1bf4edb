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
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

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

let pool: Piscina | undefined;

function renderingPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./pdf-worker.js', import.meta.url).href,
    // One core stays with the event loop; idle threads are unref'd, so they never hold a process.
    maxThreads: Math.max(1, availableParallelism() - 1),
    minThreads: 0,
    idleTimeout: 60_000,
  });
  return pool;
}

export async function renderSheet(sheet: Sheet): Promise<Buffer> {
  const bytes = (await renderingPool().run(sheet, { name: 'render' })) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Lets sheets in flight finish, then stops the threads (start.ts, on SIGINT/SIGTERM). */
export async function closePdfRendering(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
