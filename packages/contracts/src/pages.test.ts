import { describe, expect, it } from 'vitest';
import { isPrivatePage } from './index.js';

describe('isPrivatePage', () => {
  it('when the path is a signed-in or one-time page, or under one, then it is private', () => {
    for (const path of [
      '/login',
      '/reset-password',
      '/my-profile',
      '/my-appointment',
      '/my-appointment/65f0a1b2c3d4e5f6a7b8c9d0',
    ]) {
      expect(isPrivatePage(path)).toBe(true);
    }
  });

  it('when the path is public, or only starts with the same letters, then it is not', () => {
    for (const path of ['/', '/doctors', '/blogs/1', '/login-help', '/my-appointments', '/about']) {
      expect(isPrivatePage(path)).toBe(false);
    }
  });
});
