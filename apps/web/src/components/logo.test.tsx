import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

/** Each shape of a drawing: its tag and attributes, in order. */
const shapesOf = (svg: Element) =>
  [...svg.children].map((shape) => ({
    tag: shape.tagName,
    attributes: Object.fromEntries([...shape.attributes].map(({ name, value }) => [name, value])),
  }));

describe('Logo', () => {
  // The tests run in apps/web (its package.json, like turbo).
  const favicon = new DOMParser().parseFromString(
    readFileSync(join(process.cwd(), 'public', 'favicon.svg'), 'utf8'),
    'image/svg+xml',
  ).documentElement;

  it('when drawn, then it is the favicon’s drawing, on the same grid', () => {
    const { container } = render(<Logo />);
    const logo = container.querySelector('svg')!;

    expect(logo.getAttribute('viewBox')).toBe(favicon.getAttribute('viewBox'));
    expect(shapesOf(logo)).toEqual(shapesOf(favicon));
    expect(shapesOf(logo)).toHaveLength(3);
  });

  it('when drawn, then assistive technology skips it and the keyboard never stops on it', () => {
    const { container } = render(<Logo />);
    const logo = container.querySelector('svg')!;

    expect(logo.getAttribute('aria-hidden')).toBe('true');
    expect(logo.getAttribute('focusable')).toBe('false');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['32', '32']);
  });
});
