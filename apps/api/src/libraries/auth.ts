/**
 * Tokens and the middleware that checks them (docs/decisions.md, Security): JWT HS256 only, `exp` from the session
 * length, and a server-side session checked on every call so that logging out revokes the token.
 * The role travels in the token: patient tokens fail operator calls and operator tokens fail
 * patient calls, with 403.
 */
import { createSecretKey } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { TOKEN_HEADER } from '@clinic/contracts';
import type { Role } from '@clinic/contracts';
import type { Request, RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import type { Store } from '../store/types.js';
import { AppError } from './errors.js';

export interface AuthSession {
  subjectId: string;
  role: Role;
  sessionId: string;
}

declare global {
  // Express's own extension point for request properties.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthSession;
    }
  }
}

export interface AuthOptions {
  store: Store;
  secret: string;
  clock: () => Date;
  sessionHours: number;
}

interface TokenClaims {
  sub: string;
  sid: string;
  role: Role;
  exp: number;
}

/** The token from the `token` header or `Authorization: Bearer` (docs/product.md, Calls). */
function readToken(req: IncomingMessage): string | null {
  const header = req.headers[TOKEN_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = req.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  return null;
}

function isClaims(payload: unknown): payload is TokenClaims {
  const claims = payload as Partial<TokenClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.sub === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.exp === 'number' &&
    (claims.role === 'patient' || claims.role === 'admin')
  );
}

export interface Auth {
  /** Opens a session and answers its signed token. */
  issueToken(subjectId: string, role: Role): Promise<string>;
  /** The session behind a token, or null when the token is missing, forged, expired or revoked. */
  verify(token: string): Promise<AuthSession | null>;
  /** Any valid session: 401 otherwise. */
  authenticate: RequestHandler;
  /** The caller's session of this role: AppError 401 without one, 403 for the other role. */
  sessionFor(req: IncomingMessage, role: Role): Promise<AuthSession>;
  /**
   * For a call anyone may make: null when no token is sent; a token that is sent is checked as
   * `sessionFor` checks it (401, 403), so a stale one is dropped rather than quietly ignored.
   */
  optionalSessionFor(req: IncomingMessage, role: Role): Promise<AuthSession | null>;
  /** Middleware form of `sessionFor`: the session is then `sessionOf(req)`. */
  requireRole(role: Role): RequestHandler;
  revoke(sessionId: string): Promise<void>;
}

/** Verified tokens kept so that a signature is checked once per token, not on every call. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createAuth({ store, secret, clock, sessionHours }: AuthOptions): Auth {
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  // A KeyObject spares jsonwebtoken from trying to parse the secret as a PEM key on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // Keyed by the whole token: the same string carries the same, already checked, signature.
  const verified = new Map<string, TokenClaims>();

  function claimsOf(token: string): TokenClaims | null {
    let claims = verified.get(token);
    if (!claims) {
      let payload: unknown;
      try {
        payload = jwt.verify(token, key, { algorithms: ['HS256'], ignoreExpiration: true });
      } catch {
        return null;
      }
      if (!isClaims(payload)) return null;
      claims = payload;
      if (verified.size >= VERIFIED_TOKENS_KEPT)
        verified.delete(verified.keys().next().value as string);
      verified.set(token, claims);
    }
    // Expiry is checked on every call against the injected clock.
    return claims.exp > seconds(clock()) ? claims : null;
  }

  async function issueToken(subjectId: string, role: Role): Promise<string> {
    const now = clock();
    const expiresAt = new Date(now.getTime() + sessionHours * 3_600_000);
    const session = await store.sessions.create({ subjectId, role, expiresAt });
    return jwt.sign({ sid: session._id, role, iat: seconds(now), exp: seconds(expiresAt) }, key, {
      algorithm: 'HS256',
      subject: subjectId,
    });
  }

  async function verify(token: string): Promise<AuthSession | null> {
    const payload = claimsOf(token);
    if (!payload) return null;
    const session = await store.sessions.findById(payload.sid);
    if (
      !session ||
      session.revoked ||
      session.expiresAt.getTime() <= clock().getTime() ||
      session.subjectId !== payload.sub ||
      session.role !== payload.role
    ) {
      return null;
    }
    return { subjectId: session.subjectId, role: session.role, sessionId: session._id };
  }

  /**
   * The caller's session, of `role` when given: one async step over the store's read, as every
   * step costs each call a promise and a turn of the queue.
   */
  async function anySession(req: IncomingMessage, role?: Role): Promise<AuthSession> {
    const token = readToken(req);
    const session = token ? await verify(token) : null;
    if (!session) throw AppError.unauthorized();
    if (role !== undefined && session.role !== role) throw AppError.forbidden();
    return session;
  }

  function sessionFor(req: IncomingMessage, role: Role): Promise<AuthSession> {
    return anySession(req, role);
  }

  async function optionalSessionFor(req: IncomingMessage, role: Role): Promise<AuthSession | null> {
    return readToken(req) === null ? null : sessionFor(req, role);
  }

  const authenticate: RequestHandler = async (req, _res, next) => {
    req.auth = await anySession(req);
    next();
  };

  function requireRole(role: Role): RequestHandler {
    return async (req, _res, next) => {
      req.auth = await sessionFor(req, role);
      next();
    };
  }

  async function revoke(sessionId: string): Promise<void> {
    await store.sessions.revoke(sessionId);
  }

  return {
    issueToken,
    verify,
    authenticate,
    sessionFor,
    optionalSessionFor,
    requireRole,
    revoke,
  };
}

/** The caller's session, set by `authenticate` or `requireRole` earlier in the chain. */
export function sessionOf(req: Request): AuthSession {
  if (!req.auth) throw AppError.unauthorized();
  return req.auth;
}
