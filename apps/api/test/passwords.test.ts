import { afterAll, describe, expect, it, vi } from 'vitest';
import { closePasswordHashing, hashPassword, verifyPassword } from '../src/libraries/passwords.js';

// bcrypt on this (the main) thread fails: every hash below must have run in a worker thread.
vi.mock('bcryptjs', () => {
  const offThread = () => {
    throw new Error('bcrypt ran on the main thread');
  };
  return {
    default: { hash: offThread, hashSync: offThread, compare: offThread, compareSync: offThread },
  };
});

afterAll(() => closePasswordHashing());

describe('password hashing', () => {
  it('when bcrypt is unusable on the main thread, then hashing and verifying still work (worker threads)', async () => {
    const hash = await hashPassword('tulip garden 1', 4);

    expect(hash).toMatch(/^\$2b\$04\$.{53}$/);
    expect(await verifyPassword('tulip garden 1', hash)).toBe(true);
    expect(await verifyPassword('tulip garden 2', hash)).toBe(false);
  });

  it('when a hash was stored before the worker pool (bcryptjs on the main thread), then it still verifies', async () => {
    // bcryptjs 3.0.3's hashSync of the SHA-256 pre-hash of 'tulip garden 1', cost 4.
    const stored = '$2b$04$/Pnb6Ivxd8rOcbB0CScj1enp.j3lGglRjDj0yQG9cezt5dtm8JMIi';

    expect(await verifyPassword('tulip garden 1', stored)).toBe(true);
    expect(await verifyPassword('tulip garden 1 ', stored)).toBe(false);
  });

  it('when the pool has been closed, then the next hash starts a new one', async () => {
    await hashPassword('first pool password', 4);

    await closePasswordHashing();
    const hash = await hashPassword('second pool password', 4);

    expect(await verifyPassword('second pool password', hash)).toBe(true);
  });
});
