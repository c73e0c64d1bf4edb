/**
 * The styles a server-rendered page's own markup needs (docs/decisions.md, First paint): beasties
 * (the maintained fork of critters) keeps the rules of the web build's stylesheet that match the
 * markup, and document.ts inlines them, so the first paint waits for no stylesheet. Keeping them
 * takes tens of milliseconds, so the answer is remembered by the language and the tags, attribute
 * names and classes the markup uses: every page of one kind (two doctors' booking pages, say)
 * shares it, and a page in another state (an unavailable doctor) gets its own.
 */
import type { Locale } from '@clinic/contracts';
import beastiesModule from 'beasties';

// beasties' types describe its CommonJS build (the class under `default`); Node loads its ES
// build, whose default export is the class itself.
const Beasties = beastiesModule as unknown as typeof beastiesModule.default;

/** The rules of `stylesheet` that the markup of #root uses, for a page in `locale`. */
export type CriticalCss = (markup: string, locale: Locale) => Promise<string>;

/** Kinds of page remembered; the site has a few dozen, so this bound is never reached in use. */
const REMEMBERED_SHAPES = 256;

const TAG = /<([a-z][a-z0-9-]*)/g;
const ATTRIBUTE = /\s([a-z][\w:.-]*)=/g;
const CLASS = /\sclass="([^"]*)"/g;
const STYLE = /<style>([\s\S]*?)<\/style>/;

/** What the stylesheet's selectors can tell apart in `markup`: its tags, attributes and classes. */
function shapeOf(markup: string): string {
  const words = new Set<string>();
  for (const [, tag] of markup.matchAll(TAG)) words.add(`<${tag}`);
  for (const [, name] of markup.matchAll(ATTRIBUTE)) words.add(`[${name}`);
  for (const [, classes] of markup.matchAll(CLASS))
    for (const name of classes?.split(/\s+/) ?? []) if (name !== '') words.add(`.${name}`);
  return [...words].sort().join(' ');
}

/** `stylesheet` is the built CSS file's path under `webDist` (`assets/index-<hash>.css`). */
export function criticalCss(webDist: string, stylesheet: string): CriticalCss {
  const pickers = new Map<Locale, InstanceType<typeof Beasties>>();
  /**
   * Rules beasties would drop, kept whatever the markup: it cannot tell which `:lang()` a page
   * matches (the page's own language is kept), and it drops every selector inside `:where()` or
   * `:is()`, the way Tailwind writes `space-y-*` (whose margins shifted a page once the whole
   * stylesheet came), `group-*`, `peer-*` and a few base rules: about 3 KB, unused ones included.
   */
  const pickerFor = (locale: Locale) => {
    const known = pickers.get(locale);
    if (known) return known;
    const picker = new Beasties({
      path: webDist,
      allowRules: [new RegExp(`:lang\\(${locale}\\)`), /:where\(/, /:is\(/],
      // The fonts' own files load when text needs them (font-display: swap), never ahead of it.
      inlineFonts: true,
      preloadFonts: false,
      logLevel: 'silent',
    });
    pickers.set(locale, picker);
    return picker;
  };
  const remembered = new Map<string, Promise<string>>();
  return (markup, locale) => {
    const key = `${locale} ${shapeOf(markup)}`;
    const known = remembered.get(key);
    if (known) return known;
    const oldest = remembered.keys().next();
    if (remembered.size >= REMEMBERED_SHAPES && !oldest.done) remembered.delete(oldest.value);
    // Only the rules come from beasties' copy of the page: the page itself is sent as rendered.
    const css = pickerFor(locale)
      .process(
        `<!doctype html><html lang="${locale}"><head><link rel="stylesheet" href="/${stylesheet}"></head><body>${markup}</body></html>`,
      )
      .then((processed) => STYLE.exec(processed)?.[1] ?? '');
    remembered.set(key, css);
    css.catch(() => remembered.delete(key));
    return css;
  };
}
