/**
 * The reader's language and the interface texts (docs/decisions.md, Hindi and English).
 * English is written in the components (`i18n('<feature>/<component>', { ... })`); Hindi lives in
 * locales/hi/<feature>.json, one file per first segment of the component names, each its own chunk
 * that only a Hindi reader downloads.
 */
import {
  isLocale,
  LOCALE_COOKIE,
  localeFromCookie,
  localeFromLanguages,
  type Locale,
} from '@clinic/contracts';
import { createI18n, formatter, type Components, type ComponentsJSON } from '@nanostores/i18n';
import { atom, computed } from 'nanostores';

export type { Locale } from '@clinic/contracts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The reader's choice when made, else the language the server rendered the page in (it read the
 * same cookie, else Accept-Language: hydration must start from the same texts), else the
 * browser's languages; en where there is no browser.
 */
export function initialLocale(): Locale {
  if (typeof document === 'undefined') return 'en';
  const rendered = document.getElementById('app-state') ? document.documentElement.lang : '';
  return (
    localeFromCookie(document.cookie) ??
    (isLocale(rendered) ? rendered : localeFromLanguages(navigator.languages))
  );
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
    // A file that fails to arrive leaves its texts in English rather than the page unhydrated.
    [...prefixes].map(
      (prefix) => hindiFiles[`../locales/hi/${prefix}.json`]?.().catch(() => ({})) ?? {},
    ),
  );
  // Every asked-for component is answered, even without a file: the library waits for each one
  // before it re-renders the texts.
  const answered: ComponentsJSON = Object.fromEntries(components.map((name) => [name, {}]));
  return Object.assign(answered, ...files);
}

const define = createI18n(locale, {
  baseLocale: 'en',
  // The server build has every Hindi text in memory (src/entry-server.tsx fills it), so each
  // render switches language at once; the browser's build fetches the files above.
  ...(import.meta.env.SSR && { cache: { en: {}, hi: {} } }),
  get: (code, components) => (code === 'hi' ? loadHindi(components) : Promise.resolve({})),
});

// The library types its cache one level short: it holds components, each with its texts.
const serverHindi = (define.cache as unknown as Record<Locale, Components>).hi;

/**
 * On the server, the components whose texts were read since it was last cleared: src/entry-server.tsx
 * clears it before a render and names the Hindi files of what the render read, for preloading.
 */
export const textsRead = new Set<string>();

/**
 * The library's `i18n`, each messages atom kept mounted from its definition: it follows the
 * locale and the Hindi files as they arrive even before a component reads it. On the server that
 * makes setting `locale` switch every text at once; in the browser, a Hindi reader's files for
 * the first page are fetched as the page's code is defined, and src/main.tsx hydrates once they
 * are in (hindiReady), so the first render is the server's Hindi.
 */
export const i18n = Object.defineProperties(
  ((name, base) => {
    // A component without Hindi is answered on the server too, or switching would wait for it.
    if (import.meta.env.SSR) serverHindi[name] ??= {};
    const messages = define(name, base);
    messages.listen(() => {});
    if (import.meta.env.SSR) {
      // Components read their texts through get (useStore): the render's record of them.
      const get = messages.get.bind(messages);
      messages.get = () => {
        textsRead.add(name);
        return get();
      };
    }
    return messages;
  }) as typeof define,
  // The library replaces its cache object as files arrive: read through to it.
  { cache: { get: () => define.cache }, loading: { value: define.loading } },
);

/** Resolves once the texts defined so far are in the reader's language. */
export function hindiReady(): Promise<void> {
  return new Promise((resolve) => {
    if (!define.loading.get()) {
      resolve();
      return;
    }
    const stop = define.loading.listen((loading) => {
      if (loading) return;
      stop();
      resolve();
    });
  });
}

/** Intl's name for the reader's language as written in India. */
export const intlLocale = computed(locale, (code) => (code === 'hi' ? 'hi-IN' : 'en-IN'));

/** Dates and numbers in the reader's language (Intl with 'hi-IN' or 'en-IN'). */
export const format = formatter(intlLocale);
