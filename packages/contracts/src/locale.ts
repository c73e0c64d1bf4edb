/**
 * The reader's language, as the browser (apps/web/src/lib/i18n.ts) and the server rendering the
 * pages (apps/api/src/components/pages) both pick it: the `lang` cookie when the reader chose,
 * else the browser's languages, else English.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The cookie keeping the reader's choice, so a server can render the same language. */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: string | undefined): value is Locale {
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

/** The first of the languages that is Hindi or English ('hi-IN' counts as hi), else en. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.trim().toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

/** An Accept-Language header's languages, most wanted first (q=0 means not wanted). */
export function languagesOf(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .map((item, index) => {
      const [tag = '', ...options] = item.split(';').map((part) => part.trim());
      const q = options.find((option) => option.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag, quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter(({ tag, quality }) => tag !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The language a server renders a page in, from the request's Cookie and Accept-Language. */
export function requestLocale(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  return localeFromCookie(cookie ?? '') ?? localeFromLanguages(languagesOf(acceptLanguage ?? ''));
}
