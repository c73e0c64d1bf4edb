import type { ComponentsJSON } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';

// Every module of the app (not tests, not the entry points that render into the page), so each
// component that defines messages registers its English base with `i18n`.
import.meta.glob(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!../main.tsx', '!../entry-*.tsx'],
  { eager: true },
);

const hindiFiles = import.meta.glob<ComponentsJSON>('./hi/*.json', {
  eager: true,
  import: 'default',
});

const english = (i18n.cache as unknown as Record<'en', ComponentsJSON>).en;

/** Every Hindi component with the file it is in ('services' for ./hi/services.json). */
const hindi = Object.entries(hindiFiles).flatMap(([path, components]) =>
  Object.entries(components).map(([name, translations]) => ({
    file: path.replace(/^\.\/hi\/|\.json$/g, ''),
    name,
    translations,
  })),
);

const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe('Hindi and English texts', () => {
  it('finds the components of every feature', () => {
    expect(Object.keys(english).length).toBeGreaterThan(40);
    expect(english).toHaveProperty('texts');
    expect(english).toHaveProperty('layout/navbar');
  });

  it.each(Object.keys(english))('%s: every English key has its Hindi, and no other', (name) => {
    const translated = hindi.find((component) => component.name === name);
    expect(translated, `no Hindi for ${name}`).toBeDefined();
    expect(Object.keys(translated?.translations ?? {}).sort()).toEqual(
      Object.keys(english[name] ?? {}).sort(),
    );
  });

  it.each(hindi.map((component) => [component.name, component] as const))(
    '%s: a Hindi component has its English, in the file named for its feature',
    (name, { file, translations }) => {
      const base = english[name];
      expect(base, `no component defines ${name}`).toBeDefined();
      expect(file).toBe(name.split('/')[0]);
      for (const [key, text] of Object.entries(translations)) {
        expect(typeof text === 'string' && text.trim() !== '', `${name}.${key} is empty`).toBe(
          true,
        );
        expect(placeholders(text).sort(), `${name}.${key} placeholders`).toEqual(
          placeholders(base?.[key]).sort(),
        );
      }
    },
  );
});
