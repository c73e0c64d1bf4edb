import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from './index.js';

describe('EMAIL_PATTERN', () => {
  it.each([
    'asha@example.in',
    'a@b.c',
    'first.last+clinic@mail.example.co.in',
    'a@.b.c',
    'a@b..c',
    'a.@b.c',
  ])(
    'when the address is %j, then it has the spec’s something@something.something shape',
    (address) => {
      expect(EMAIL_PATTERN.test(address)).toBe(true);
    },
  );

  it.each([
    '',
    'asha@example',
    'asha@example.',
    'asha@.example',
    '@example.in',
    'asha@',
    'asha@@example.in',
    'a@b@c.in',
    'asha example@x.in',
    'asha@exa mple.in',
    'asha@example.in\n',
  ])('when the address is %j, then it is refused', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false);
  });
});
