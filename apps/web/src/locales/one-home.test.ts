/**
 * Every English sentence is typed once: the fixed texts and the composed templates in
 * packages/contracts, each language's translation in its locale file, keyed by the text's key. A
 * source of the patient site or the console that repeated a text would show it however the
 * contracts change, and translate it by its wording.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPOSED_TEXTS, FAILURE_TEXTS, FIELD_TEXTS } from '@clinic/contracts';
import type { ComponentsJSON } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';

const hindiFiles = import.meta.glob<ComponentsJSON>('./hi/*.json', {
  eager: true,
  import: 'default',
});

/** Every English text of the contracts' tables and templates, with where it is defined. */
const englishTexts: { name: string; text: string }[] = [
  ...Object.entries(FAILURE_TEXTS).map(([key, text]) => ({ name: key, text })),
  ...Object.entries(FIELD_TEXTS).map(([key, text]) => ({ name: `FIELD_TEXTS.${key}`, text })),
  ...Object.entries(COMPOSED_TEXTS).flatMap(([code, template]) =>
    (typeof template === 'string' ? [template] : [template.one, template.other]).map((text) => ({
      name: `COMPOSED_TEXTS.${code}`,
      text,
    })),
  ),
];

// The tests run in apps/web (its package.json, like turbo), whose parent holds both apps.
const appsRoot = join(process.cwd(), '..');

/** The sources (not tests) of the patient site and the console. */
function sources(): { file: string; text: string }[] {
  return ['web/src', 'console/src'].flatMap((folder) =>
    readdirSync(join(appsRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(?:^|\/)test\//.test(file))
      .map((file) => ({
        file: `${folder}/${file}`,
        text: readFileSync(join(appsRoot, folder, file), 'utf8'),
      })),
  );
}

/** The string literals of a source: what it would show as it is. */
function literals(source: string): string[] {
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)].map(
    (match) => (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1'),
  );
}

/** Words in Latin letters only, three or more: a Hindi text keeps a name or a code, not a sentence. */
function isEnglish(text: string): boolean {
  return /^[\x20-\x7e]+$/.test(text) && text.split(' ').length >= 3;
}

describe('one home for every English text', () => {
  it('finds the sources of both apps', () => {
    const files = sources().map((source) => source.file);
    expect(files).toContain('web/src/lib/server-message.ts');
    expect(files).toContain('console/src/components/form-error.tsx');
  });

  it('no source of the patient site or the console repeats a sentence of the contracts', () => {
    // A label of a word or two ('Refunded', 'Logged in') may be the console's own word too.
    const sentences = englishTexts.filter(({ text }) => text.split(' ').length >= 3);
    expect(sentences.length).toBeGreaterThan(100);
    const repeated = sources().flatMap(({ file, text }) => {
      const found = new Set(literals(text));
      return sentences
        .filter(({ text: english }) => found.has(english))
        .map(({ name }) => `${file}: ${name}`);
    });
    expect(repeated).toEqual([]);
  });

  it('no Hindi text is left as English, and none repeats a text of the contracts', () => {
    const english = new Set(englishTexts.map(({ text }) => text));
    const untranslated = Object.entries(hindiFiles).flatMap(([file, components]) =>
      Object.entries(components).flatMap(([component, translations]) =>
        Object.entries(translations)
          .filter(([, text]) => typeof text === 'string' && (english.has(text) || isEnglish(text)))
          .map(([key]) => `${file} ${component}.${key}`),
      ),
    );
    expect(untranslated).toEqual([]);
  });
});
