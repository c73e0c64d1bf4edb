/**
 * The HTTP server of the app, with a fast path in front of Express for the busiest reads.
 *
 * Why it exists: for these answers (prepared bytes, or one indexed query) Express's per-request
 * set-up costs more than the answer itself. Measured with `npm run bench`: through Express alone
 * the doctor list reached 0.19 of a bare node:http server, blogs 0.21 and the patient's
 * appointments a p99 of 30 ms; with this path 0.63, 0.55 and 8 ms.
 *
 * What it does: a GET or HEAD whose path matches one of the reads gets the same security headers
 * and the very same handler that Express mounts (src/libraries/reads.ts). Anything else goes to
 * Express, and so does a read whose handler fails (a bad id, a missing token): a handler throws
 * before writing, so Express can run it again and answer the failure through the one error
 * handler. Cross-origin calls go to Express too, where CORS answers them.
 *
 * The security headers and the request id of a read are given to writeHead together with the
 * read's own headers, in one array (`ReadResponse`): a setHeader for each of them cost more than
 * the rest of the fast path (docs/decisions.md, Prepared answers).
 *
 * To add a read: write it as a `Read` in its component and list it among the reads in app.ts.
 */
import { ServerResponse, createServer } from 'node:http';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, Server } from 'node:http';
import { REQUEST_ID_HEADER, markRoute } from './libraries/http-observation.js';
import type { Observation } from './libraries/http-observation.js';
import type { Read, ReadHandler } from './libraries/reads.js';

interface CompiledRead {
  path: string;
  exact: string | null;
  pattern: RegExp | null;
  names: string[];
  handle: ReadHandler;
}

/** An Express path with `:name` segments as an exact path or an anchored pattern. */
function compile(read: Read): CompiledRead {
  const names: string[] = [];
  const source = read.path.replace(/:(\w+)/g, (_segment, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return names.length === 0
    ? { path: read.path, exact: read.path, pattern: null, names, handle: read.handle }
    : {
        path: read.path,
        exact: null,
        pattern: new RegExp(`^${source}$`),
        names,
        handle: read.handle,
      };
}

interface Match {
  path: string;
  handle: ReadHandler;
  params: Record<string, string>;
}

function matcher(reads: readonly Read[]): (path: string) => Match | null {
  const compiled = reads.map(compile);
  const exact = new Map(compiled.flatMap((read) => (read.exact ? [[read.exact, read]] : [])));
  const patterns = compiled.filter((read) => read.pattern);
  const none: Record<string, string> = {};
  return (path) => {
    const read = exact.get(path);
    if (read) return { path: read.path, handle: read.handle, params: none };
    for (const candidate of patterns) {
      const found = candidate.pattern?.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      try {
        candidate.names.forEach((name, index) => {
          params[name] = decodeURIComponent(found[index + 1] ?? '');
        });
      } catch {
        // A malformed escape: Express answers it.
        return null;
      }
      return { path: candidate.path, handle: candidate.handle, params };
    }
    return null;
  };
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[];

/** `headers` (a flat list or an object) added to the flat list `first`, for writeHead. */
function headersAfter(
  first: OutgoingHttpHeader[],
  headers: Headers | undefined,
): OutgoingHttpHeader[] {
  if (Array.isArray(headers)) first.push(...headers);
  else if (headers) {
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) first.push(name, value);
  }
  return first;
}

/**
 * The server's responses: on the fast path, `firstHeaders` are written with the read's own
 * headers by one writeHead (the list is the response's own, made for it, and grows by them).
 * Express gives the responses it answers its own prototype, and with it Node's writeHead again.
 */
class ReadResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  firstHeaders: OutgoingHttpHeader[] | null = null;

  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | Headers,
    headers?: Headers,
  ): this {
    const first = this.firstHeaders;
    if (typeof reasonOrHeaders === 'string')
      return super.writeHead(
        statusCode,
        reasonOrHeaders,
        first ? headersAfter(first, headers) : headers,
      );
    return super.writeHead(
      statusCode,
      first ? headersAfter(first, reasonOrHeaders) : reasonOrHeaders,
    );
  }
}

export interface FastPathOptions {
  reads: readonly Read[];
  /** The security headers of every answer, as name, value, name, value... */
  securityHeaders: readonly string[];
  /** Requests that must go through Express even when a read matches. */
  needsExpress: (req: IncomingMessage) => boolean;
  /** What every request passes through first: its id, log line and metrics. */
  observe: Observation;
}

export function serverWithFastPath(
  express: (req: IncomingMessage, res: ServerResponse) => void,
  { reads, securityHeaders, needsExpress, observe }: FastPathOptions,
): Server {
  const match = matcher(reads);
  const toExpress = (req: IncomingMessage, res: ReadResponse, requestId: string) => {
    res.firstHeaders = null;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    express(req, res);
  };
  return createServer({ ServerResponse: ReadResponse }, (req, res) => {
    observe(req, res, (requestId) => {
      const read =
        (req.method === 'GET' || req.method === 'HEAD') && !needsExpress(req)
          ? match(pathOf(req.url ?? '/'))
          : null;
      if (!read) {
        toExpress(req, res, requestId);
        return;
      }
      markRoute(req, read.path);
      res.firstHeaders = [...securityHeaders, REQUEST_ID_HEADER, requestId];
      read.handle(req, res, read.params).catch(() => {
        if (res.headersSent) res.destroy();
        else toExpress(req, res, requestId);
      });
    });
  });
}
