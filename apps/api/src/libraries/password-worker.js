// @ts-check
/**
 * The bcrypt work of libraries/passwords.ts, run in its piscina worker threads so that a burst of
 * logins never stalls the event loop. Plain JavaScript (allowJs copies it to dist) because a
 * worker thread cannot borrow tsx's loader on Node 20: the same file runs from src and dist.
 * Synchronous calls: a worker has nothing else to do meanwhile.
 */
import bcrypt from 'bcryptjs';

/** @param {{ preHashed: string, cost: number }} task */
export function hash({ preHashed, cost }) {
  return bcrypt.hashSync(preHashed, cost);
}

/** @param {{ preHashed: string, hash: string }} task */
export function verify({ preHashed, hash }) {
  return bcrypt.compareSync(preHashed, hash);
}
