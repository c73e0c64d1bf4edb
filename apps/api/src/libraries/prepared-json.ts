/**
 * Answers that change rarely (the doctor list, the blogs) are serialised once when the data
 * changes, not on every request: the bytes, their gzip form and an ETag are kept until
 * `invalidate()`, and a matching If-None-Match gets a 304. The value itself is kept beside them
 * for the server-rendered pages (components/pages), which would otherwise parse the bytes again.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface PreparedBody<T = unknown> {
  raw: Buffer;
  gzip: Buffer;
  etag: string;
  /** What `raw` is the JSON of. */
  value: T;
}

export function prepareBody<T>(value: T): PreparedBody<T> {
  const raw = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
  return { raw, gzip: gzipSync(raw), etag, value };
}

/** Below this size gzip saves too little to be worth the client's work. */
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(req: IncomingMessage): boolean {
  const accepted = req.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b/.test(accepted);
}

function matches(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return (
    header === etag || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  );
}

/** Writes a prepared body (or 304) in one go: no per-call serialising, no framework helpers. */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, body: PreparedBody): void {
  const common = ['ETag', body.etag, 'Cache-Control', 'no-cache', 'Vary', 'Accept-Encoding'];
  if (matches(req, body.etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const gzip = body.raw.length >= GZIP_MIN_BYTES && acceptsGzip(req);
  const bytes = gzip ? body.gzip : body.raw;
  const typed = [
    ...common,
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(bytes.length),
  ];
  res.writeHead(200, gzip ? [...typed, 'Content-Encoding', 'gzip'] : typed);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

export interface Freshness {
  /**
   * Answers are rebuilt at least this often even without an invalidation, so that writes made
   * by another process (a second API instance on the same MongoDB) show up soon.
   */
  maxAgeMs: number;
  now: () => Date;
}

interface Entry<T> {
  body: Promise<PreparedBody<T>>;
  builtAt: number;
}

function build<T>(load: () => Promise<T>, at: number): Entry<T> {
  return { body: load().then(prepareBody), builtAt: at };
}

/** One prepared answer, rebuilt from `load` on the first request after an invalidation. */
export class PreparedJson<T> {
  private current: Entry<T> | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly freshness: Freshness,
  ) {}

  get(): Promise<PreparedBody<T>> {
    const at = this.freshness.now().getTime();
    if (this.current && at - this.current.builtAt < this.freshness.maxAgeMs)
      return this.current.body;
    const entry = build(this.load, at);
    this.current = entry;
    // A failed build is not kept; one overtaken by invalidate() was already dropped.
    entry.body.catch(() => {
      if (this.current === entry) this.current = null;
    });
    return entry.body;
  }

  invalidate(): void {
    this.current = null;
  }
}

/**
 * Prepared answers per key (a blog's detail by id), all dropped together on invalidation. A load
 * that fails (an unknown id) keeps nothing, so random ids cannot grow the map.
 */
export class PreparedJsonMap<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly load: (key: string) => Promise<T>,
    private readonly freshness: Freshness,
  ) {}

  get(key: string): Promise<PreparedBody<T>> {
    const at = this.freshness.now().getTime();
    const kept = this.entries.get(key);
    if (kept && at - kept.builtAt < this.freshness.maxAgeMs) return kept.body;
    const entry = build(() => this.load(key), at);
    this.entries.set(key, entry);
    entry.body.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.body;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
