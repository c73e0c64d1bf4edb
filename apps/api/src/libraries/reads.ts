/**
 * Reads: GET calls whose handler uses only Node's request and response (no Express helpers), so
 * that Express and the fast path in front of it (src/fast-path.ts) call the very same function.
 * A handler answers in full or throws before writing anything; Express's error handler (or, on
 * the fast path, Express itself) then answers the failure.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from 'express';

export type ReadHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  /** The path's `:name` parameters. */
  params: Record<string, string>,
) => Promise<void>;

export interface Read {
  /** An Express path; `:name` segments become `params`. */
  path: string;
  handle: ReadHandler;
}

/** The reads as Express routes (GET, and so HEAD). */
export function readRouter(reads: readonly Read[]): Router {
  const router = Router();
  for (const read of reads) {
    router.get(read.path, async (req, res) => {
      await read.handle(req, res, req.params as Record<string, string>);
    });
  }
  return router;
}

/** A personal JSON answer: written in one go and never kept by a cache. */
export function sendPersonalJson(res: ServerResponse, body: unknown): void {
  sendPersonalJsonText(res, JSON.stringify(body));
}

/** `sendPersonalJson` of an answer already serialised (a store's JSON text, say). */
export function sendPersonalJsonText(res: ServerResponse, json: string): void {
  res.writeHead(200, {
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(json)),
  });
  res.end(json);
}

/**
 * A patient's photo, shown (not saved): kept by no cache, shared or the browser's, so that it is
 * gone with the account and never reaches anyone the API would refuse.
 */
export function sendPersonalImage(res: ServerResponse, webp: Buffer): void {
  res.writeHead(200, {
    'Cache-Control': 'private, no-store',
    'Content-Type': 'image/webp',
    'Content-Length': String(webp.length),
  });
  res.end(webp);
}

/** A personal file to save (a receipt, say): an attachment named `fileName`, never cached. */
export function sendPersonalFile(
  res: ServerResponse,
  file: { fileName: string; contentType: string; bytes: Buffer },
): void {
  res.writeHead(200, {
    'Cache-Control': 'no-store',
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Content-Length': String(file.bytes.length),
  });
  res.end(file.bytes);
}
