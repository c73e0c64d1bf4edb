/**
 * Reads answered by the HTTP server before Express (see createHttpServer in app.ts): the busiest
 * GET calls, where Express's per-request set-up would cost more than the answer itself. A reader
 * takes a request (true) or leaves it to Express (false); when it cannot answer after all (a bad
 * id, a token that fails), it hands the request to `fallback`, and Express answers it in full.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Role } from '@clinic/contracts';
import { readToken } from './auth.js';
import type { Auth, AuthSession } from './auth.js';

export type FastReader = (
  req: IncomingMessage,
  res: ServerResponse,
  fallback: (error?: unknown) => void,
) => boolean;

export function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The first reader that takes the request. */
export function firstReader(readers: FastReader[]): FastReader {
  return (req, res, fallback) => readers.some((read) => read(req, res, fallback));
}

export interface SessionRead {
  path: string;
  role: Role;
  /** The answer for this caller; a personal one, so it is never cached. */
  body: (session: AuthSession) => Promise<unknown>;
}

/** GET of personal reads for a valid session of the right role; anything else goes to Express. */
export function sessionReader(
  reads: SessionRead[],
  auth: Auth,
  headers: readonly string[],
): FastReader {
  const byPath = new Map(reads.map((read) => [read.path, read]));
  return (req, res, fallback) => {
    const read = req.method === 'GET' ? byPath.get(pathOf(req)) : undefined;
    const token = read ? readToken(req) : null;
    if (!read || !token) return false;
    auth
      .verify(token)
      .then(async (session) => {
        if (session?.role !== read.role) {
          fallback();
          return;
        }
        const bytes = Buffer.from(JSON.stringify(await read.body(session)));
        res.writeHead(200, [
          ...headers,
          'Cache-Control',
          'no-store',
          'Content-Type',
          'application/json; charset=utf-8',
          'Content-Length',
          String(bytes.length),
        ]);
        res.end(bytes);
      })
      .catch(fallback);
    return true;
  };
}
