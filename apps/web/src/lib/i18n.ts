/**
 * The reader's language and the interface texts (docs/decisions.md, Hindi and English).
 * English is written in the components (`i18n('<feature>/<component>', { ... })`); Hindi lives in
 * locales/hi/<feature>.json, one file per first segment of the component names, each its own chunk
 * that only a Hindi reader downloads.
 */
import { createI18n, formatter, type ComponentsJSON } from '@nanostores/i18n';
import { atom, computed } from 'nanostores';

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The cookie keeping the reader's choice, so a server can render the same language. */
export const LOCALE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function isLocale(value: string | undefined): value is Locale {
  return value === 'en' || value === 'hi';
}

/** The `lang` cookie's value in a Cookie header (or document.cookie), if it names a locale. */
export function localeFromCookie(cookie: string): Locale | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The first of the browser's languages that is Hindi or English ('hi-IN' counts as hi), else en. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

/** The reader's choice when made, else the browser's languages; en where there is no browser. */
export function initialLocale(): Locale {
  if (typeof document === 'undefined') return 'en';
  return localeFromCookie(document.cookie) ?? localeFromLanguages(navigator.languages);
}

const current = atom<Locale>(initialLocale());
export const locale = current;

if (typeof document !== 'undefined') document.documentElement.lang = current.get();

/** Switches the texts without a reload, tells assistive technology (`<html lang>`), remembers it. */
export function setLocale(code: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  document.documentElement.lang = code;
  current.set(code);
}

// Lazy: each file is a chunk of its own, fetched the first time a Hindi page needs it.
const hindiFiles = import.meta.glob<ComponentsJSON>('../locales/hi/*.json', { import: 'default' });

async function loadHindi(components: string[]): Promise<ComponentsJSON> {
  const prefixes = new Set(components.map((name) => name.split('/')[0]));
  const files = await Promise.all(
    [...prefixes].map((prefix) => hindiFiles[`../locales/hi/${prefix}.json`]?.() ?? {}),
  );
  // Every asked-for component is answered, even without a file: the library waits for each one
  // before it re-renders the texts.
  const answered: ComponentsJSON = Object.fromEntries(components.map((name) => [name, {}]));
  return Object.assign(answered, ...files);
}

export const i18n = createI18n(locale, {
  baseLocale: 'en',
  get: (code, components) => (code === 'hi' ? loadHindi(components) : Promise.resolve({})),
});

/** Intl's name for the reader's language as written in India. */
export const intlLocale = computed(locale, (code) => (code === 'hi' ? 'hi-IN' : 'en-IN'));

/** Dates and numbers in the reader's language (Intl with 'hi-IN' or 'en-IN'). */
export const format = formatter(intlLocale);
