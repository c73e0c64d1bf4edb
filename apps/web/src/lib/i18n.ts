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
  PAGE_ELEMENT_IDS,
  type Locale,
} from '@clinic/contracts';
import { createI18n, type Components, type ComponentsJSON } from '@nanostores/i18n';
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';

export type { Locale } from '@clinic/contracts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language the server rendered the page in (it read the reader's cookie, else
 * Accept-Language): hydration must start from the same texts, even if the cookie has changed since.
 * Else the reader's choice when made, else the browser's languages; en where there is no browser.
 * A hydrated page so never reads the cookie before it is interactive: reading it is a synchronous
 * call to the browser's cookie store.
 */
export function initialLocale(): Locale {
  if (typeof document === 'undefined') return 'en';
  const rendered = document.getElementById(PAGE_ELEMENT_IDS.state)
    ? document.documentElement.lang
    : '';
  if (isLocale(rendered)) return rendered;
  return localeFromCookie(document.cookie) ?? localeFromLanguages(navigator.languages);
}

/**
 * On the server, the render in progress: its language, and the components whose texts it read
 * (src/entry-server.tsx preloads their Hindi files). Each render runs in a scope of its own.
 */
export interface RenderScope {
  language: Locale;
  textsRead: Set<string>;
}

let renderScope: () => RenderScope | undefined = () => undefined;

/** How the server finds the render in progress (src/entry-server.tsx, once at start). */
export function readRenderScopeWith(read: () => RenderScope | undefined): void {
  renderScope = read;
}

/**
 * On the server, one store of each language behind one that answers each render in its own:
 * no render changes what another reads.
 */
function perRender<T>(stores: Record<Locale, ReadableAtom<T>>, onRead = () => {}): WritableAtom<T> {
  const each = atom(stores.en.get());
  each.get = () => {
    onRead();
    return stores[renderScope()?.language ?? 'en'].get();
  };
  return each;
}

const current = atom<Locale>(initialLocale());
/** The reader's language; on the server, the language of the render in progress. */
export const locale: WritableAtom<Locale> = import.meta.env.SSR
  ? perRender({ en: atom('en'), hi: atom('hi') })
  : current;

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

const loadTexts = (code: Locale, components: string[]) =>
  code === 'hi' ? loadHindi(components) : Promise.resolve({});

const define = createI18n(current, { baseLocale: 'en', get: loadTexts });

/**
 * The server's texts: every Hindi text in memory (src/entry-server.tsx fills it before the first
 * render), and one set of messages per language, each kept mounted so that it follows the texts.
 * Its Hindi set starts in English and turns to Hindi once the texts are in (loadServerHindi).
 */
const server = import.meta.env.SSR
  ? (() => {
      const hindi: Components = {};
      const hindiLocale = atom<Locale>('en');
      const cache = { en: {}, hi: hindi };
      return {
        hindi,
        hindiLocale,
        define: {
          en: createI18n(atom<Locale>('en'), { baseLocale: 'en', cache, get: loadTexts }),
          hi: createI18n(hindiLocale, { baseLocale: 'en', cache, get: loadTexts }),
        },
      };
    })()
  : undefined;

/** The server's Hindi texts (the JSON files: plain strings), all of them, before any render. */
export function loadServerHindi(files: Components[]): void {
  if (!server) return;
  Object.assign(server.hindi, ...files);
  server.hindiLocale.set('hi');
}

/**
 * The library's `i18n`. In the browser each messages atom is kept mounted from its definition:
 * it follows the locale and the Hindi files as they arrive even before a component reads it, so a
 * Hindi reader's files for the first page are fetched as the page's code is defined, and
 * src/main.tsx hydrates once they are in (hindiReady): the first render is the server's Hindi. On
 * the server a component's texts are those of the render in progress (perRender), and reading
 * them records the component in it.
 */
export const i18n = Object.defineProperties(
  ((name, base) => {
    if (server) {
      // A component without Hindi is answered too, or the Hindi set would wait for it.
      server.hindi[name] ??= {};
      const en = server.define.en(name, base);
      const hi = server.define.hi(name, base);
      en.listen(() => {});
      hi.listen(() => {});
      return perRender({ en, hi }, () => renderScope()?.textsRead.add(name));
    }
    const messages = define(name, base);
    messages.listen(() => {});
    return messages;
  }) as typeof define,
  // The library replaces its cache object as files arrive: read through to it.
  {
    cache: { get: () => (server ? server.define.hi.cache : define.cache) },
    loading: { value: define.loading },
  },
);

/** Resolves once the texts defined so far are in the reader's language. */
export function hindiReady(): Promise<void> {
  // The server has every text in memory.
  if (server) return Promise.resolve();
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
export const intlLocale: ReadableAtom<string> = import.meta.env.SSR
  ? perRender({ en: atom('en-IN'), hi: atom('hi-IN') })
  : computed(current, (code) => (code === 'hi' ? 'hi-IN' : 'en-IN'));
