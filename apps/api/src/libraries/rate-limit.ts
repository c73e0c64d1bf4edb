/**
 * A sliding-window counter keyed by anything (an e-mail, an address). It takes `now()` so that
 * tests move a fake clock instead of waiting.
 */
export interface SlidingWindowOptions {
  limit: number;
  windowMs: number;
  now: () => Date;
  /** Keys kept before a sweep drops the idle ones; bounds memory under a flood of new keys. */
  maxKeys?: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly maxKeys: number;

  constructor(private readonly options: SlidingWindowOptions) {
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  private recent(key: string, at: number): number[] {
    const since = at - this.options.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }

  /** True when the key has used up its hits within the window. */
  isLimited(key: string): boolean {
    return this.recent(key, this.options.now().getTime()).length >= this.options.limit;
  }

  /** Counts one hit; answers false (and counts nothing) when the key is already limited. */
  take(key: string): boolean {
    const at = this.options.now().getTime();
    const kept = this.recent(key, at);
    if (kept.length >= this.options.limit) return false;
    if (this.hits.size >= this.maxKeys) this.sweep(at);
    this.hits.set(key, [...kept, at]);
    return true;
  }

  /** Counts one hit even when limited (failures keep the window sliding). */
  record(key: string): void {
    const at = this.options.now().getTime();
    if (this.hits.size >= this.maxKeys) this.sweep(at);
    this.hits.set(key, [...this.recent(key, at), at]);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(at: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, at);
  }
}

export interface LoginThrottle {
  /** Whether the e-mail or the address has failed too often lately. */
  isBlocked(email: string, ip: string): boolean;
  recordFailure(email: string, ip: string): void;
  /** A good password clears the e-mail's count; the address keeps its own. */
  recordSuccess(email: string): void;
}

/** N failed logins within the window, per e-mail or per address, block further tries (docs/decisions.md, Security). */
export function createLoginThrottle(options: SlidingWindowOptions): LoginThrottle {
  const byEmail = new SlidingWindowLimiter(options);
  const byIp = new SlidingWindowLimiter(options);
  return {
    isBlocked: (email, ip) => byEmail.isLimited(email) || byIp.isLimited(ip),
    recordFailure(email, ip) {
      byEmail.record(email);
      byIp.record(ip);
    },
    recordSuccess: (email) => byEmail.reset(email),
  };
}
