/**
 * Rate limits on the store's counters (LimitRepository in src/store/types.ts): they survive a
 * restart and hold across every API process on the store. A hit is counted before the work it
 * guards (a password or code compare, a mail), so requests sent in parallel cannot slip past.
 *
 * rate-limiter-flexible keeps counters the same way, but reads `Date.now()` itself; the API's
 * clock is injected (tests move a fake one), so the counting lives in the two store engines as
 * one atomic statement each.
 */
import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { LimitRepository } from '../store/types.js';
import { AppError } from './errors.js';

/**
 * The client a limit counts: an IPv4 address, or an IPv6 client by its /64 (one household or
 * phone is given a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function clientGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

/** Counter keys carry no e-mail or address in clear: the store keeps a digest. */
function counterKey(name: string, value: string): string {
  return `${name}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
}

export interface LimitRule {
  /** Names the counter family, and keeps families apart. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface Limiter {
  /** Counts one hit of `value`; false once it is over the limit in the current window. */
  take(value: string): Promise<boolean>;
  reset(value: string): Promise<void>;
}

export function createLimiter(
  limits: LimitRepository,
  clock: () => Date,
  { name, limit, windowMs }: LimitRule,
): Limiter {
  return {
    async take(value) {
      return (await limits.hit(counterKey(name, value), windowMs, clock())) <= limit;
    },
    async reset(value) {
      await limits.reset(counterKey(name, value));
    },
  };
}

export interface LoginThrottleOptions {
  /** Tries per (e-mail, client) pair within the window. */
  perPair: number;
  /** Tries per e-mail from every client together: far higher, it stops guessing spread out. */
  perEmail: number;
  /** Tries per client across every e-mail: far higher, a shared address serves many people. */
  perClient: number;
  windowMs: number;
}

export interface LoginThrottle {
  /**
   * Counts one login attempt before the password is compared; throws 429 when the pair, the
   * e-mail or the client is over its limit. One client's failures stop that client only, until
   * the e-mail's far higher ceiling.
   */
  attempt(email: string, ip: string): Promise<void>;
  /** A right password starts the pair afresh. */
  succeeded(email: string, ip: string): Promise<void>;
}

/** Shared by patient and operator logins: an e-mail is one account name to an attacker. */
export function createLoginThrottle(
  limits: LimitRepository,
  clock: () => Date,
  options: LoginThrottleOptions,
): LoginThrottle {
  const windowMs = options.windowMs;
  const byPair = createLimiter(limits, clock, { name: 'login', limit: options.perPair, windowMs });
  const byEmail = createLimiter(limits, clock, {
    name: 'login-email',
    limit: options.perEmail,
    windowMs,
  });
  const byClient = createLimiter(limits, clock, {
    name: 'login-client',
    limit: options.perClient,
    windowMs,
  });
  const pair = (email: string, ip: string) => `${email}\n${clientGroup(ip)}`;
  return {
    async attempt(email, ip) {
      // The pair first: a client over its own limit adds nothing to the shared ceilings.
      const allowed =
        (await byPair.take(pair(email, ip))) &&
        (await byClient.take(clientGroup(ip))) &&
        (await byEmail.take(email));
      if (!allowed) throw AppError.tooManyRequests('tooManyLogins');
    },
    async succeeded(email, ip) {
      await byPair.reset(pair(email, ip));
    },
  };
}
