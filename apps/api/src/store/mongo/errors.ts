import { ID_PATTERN } from '@clinic/contracts';
import { StoreConflictError } from '../types.js';

export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** Runs a write, turning MongoDB's duplicate-key error (11000) into the store's conflict error. */
export async function onConflict<T>(
  key: StoreConflictError['key'],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKey(error)) throw new StoreConflictError(key);
    throw error;
  }
}

/**
 * Whether a string can be an ObjectId. Anything else finds nothing, as in sqlite, instead of
 * failing a cast.
 */
export const isId = (id: string): boolean => ID_PATTERN.test(id);
