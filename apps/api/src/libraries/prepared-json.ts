/**
 * Answers that change rarely (the doctor list, the blogs) are serialised once when the data
 * changes, not on every request: the bytes, their gzip form and an ETag are kept until
 * `invalidate()`, and a matching If-None-Match gets a 304.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

export interface PreparedBody {
  raw: Buffer;
  gzip: Buffer;
  etag: string;
}

export function prepareBody(value: unknown): PreparedBody {
  const raw = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
  return { raw, gzip: gzipSync(raw), etag };
}

/** Below this size gzip saves too little to be worth the client's work. */
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(req: Request): boolean {
  const accepted = req.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b/.test(accepted);
}

function matches(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return (
    header === etag || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  );
}

/** Writes a prepared body (or 304) straight to the socket, past Express's per-call serialising. */
export function sendPrepared(req: Request, res: Response, body: PreparedBody): void {
  res.setHeader('ETag', body.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (matches(req, body.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const gzip = body.raw.length >= GZIP_MIN_BYTES && acceptsGzip(req);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  const bytes = gzip ? body.gzip : body.raw;
  res.setHeader('Content-Length', bytes.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** One prepared answer, rebuilt from `load` on the first request after an invalidation. */
export class PreparedJson {
  private current: Promise<PreparedBody> | null = null;

  constructor(private readonly load: () => Promise<unknown>) {}

  get(): Promise<PreparedBody> {
    if (this.current) return this.current;
    const building = this.load().then(prepareBody);
    this.current = building;
    // A failed build is not kept; one overtaken by invalidate() was already dropped.
    building.catch(() => {
      if (this.current === building) this.current = null;
    });
    return building;
  }

  invalidate(): void {
    this.current = null;
  }
}

/**
 * Prepared answers per key (a blog's detail by id), all dropped together on invalidation. A load
 * that fails (an unknown id) keeps nothing, so random ids cannot grow the map.
 */
export class PreparedJsonMap {
  private readonly entries = new Map<string, Promise<PreparedBody>>();

  constructor(private readonly load: (key: string) => Promise<unknown>) {}

  get(key: string): Promise<PreparedBody> {
    const kept = this.entries.get(key);
    if (kept) return kept;
    const building = this.load(key).then(prepareBody);
    this.entries.set(key, building);
    building.catch(() => {
      if (this.entries.get(key) === building) this.entries.delete(key);
    });
    return building;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
