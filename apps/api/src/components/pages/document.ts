/**
 * The built index.html as a template: the API sets `<html lang>` to the page's language, puts a
 * rendered page's head tags in place of the
 * block between `<!--app-head-->` and `<!--/app-head-->`, its markup inside #root, and the data
 * the browser hydrates from in a JSON script after it (apps/web/index.html marks both places).
 * The chunks of the page's lazy routes are preloaded from the head (named by the build's Vite
 * manifest), so they arrive with the page and the browser hydrates it before a reader's first
 * click, not a round trip later.
 *
 * A page rendered with its markup paints from the HTML alone (docs/decisions.md, First paint): the
 * rules its markup uses are inlined (critical-css.ts), the whole stylesheet comes as print-only,
 * which never holds up a paint (src/main.tsx turns it on for the screen), and the code is fetched
 * at low priority, behind the HTML and the images of the first screen.
 */
import type { RenderedPage } from '@clinic/contracts';
import type { CriticalCss } from './critical-css.js';

const HEAD_START = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';
const ROOT_START = '<div id="root">';
const ROOT_END = '<!--/app-html-->';
/** index.html's language, replaced by the one each page was rendered in. */
const HTML_LANG = '<html lang="en">';

/** The id main.tsx reads the server's data from. */
export const STATE_ID = 'app-state';
/** The id of the whole stylesheet, which main.tsx turns on for the screen. */
export const STYLESHEET_ID = 'app-styles';

export type PageDocument = (page: RenderedPage) => Promise<string>;

/** The parts of Vite's manifest (dist/.vite/manifest.json) that name a module's chunks and CSS. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }
>;

const entryOf = (manifest: ViteManifest) => Object.values(manifest).find((chunk) => chunk.isEntry);

/** `<link rel="modulepreload">` for each chunk `modules` need beyond the entry's own. */
function preloadsFor(manifest: ViteManifest, modules: string[], priority: string): string {
  const entry = entryOf(manifest);
  const loaded = new Set(entry?.imports ?? []);
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (loaded.has(key) || !chunk || chunk.isEntry) return;
    loaded.add(key);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return files
    .map((file) => `<link rel="modulepreload"${priority} crossorigin href="/${file}">`)
    .join('');
}

const LOW_PRIORITY = ' fetchpriority="low"';

/** The built head with its code (the entry, its preloads, as Vite writes them) at low priority. */
const lowPriorityCode = (head: string) =>
  head.replace(/<(script type="module"|link rel="modulepreload")/g, `<$1${LOW_PRIORITY}`);

/** The built head's `<link>` of the stylesheet at `file`, as Vite wrote it. */
function stylesheetLinkOf(head: string, file: string): string | undefined {
  const href = head.indexOf(` href="/${file}"`);
  const start = head.lastIndexOf('<link rel="stylesheet"', href);
  return href === -1 || start === -1 ? undefined : head.slice(start, head.indexOf('>', href) + 1);
}

function find(html: string, marker: string, from = 0): number {
  const at = html.indexOf(marker, from);
  if (at === -1) throw new Error(`index.html has no ${marker}`);
  return at;
}

/**
 * `criticalFor` picks a page's rules from the stylesheet the manifest's entry names; a build
 * without one (no CSS) sends every page with the head as built.
 */
export function pageDocument(
  indexHtml: string,
  manifest: ViteManifest,
  criticalFor: (stylesheet: string) => CriticalCss,
): PageDocument {
  const langAt = find(indexHtml, HTML_LANG);
  const headStart = find(indexHtml, HEAD_START);
  const headEnd = find(indexHtml, HEAD_END, headStart) + HEAD_END.length;
  const rootStart = find(indexHtml, ROOT_START, headEnd) + ROOT_START.length;
  // Nothing may stay beside the markup inside #root (not even white space): it is hydrated.
  const rootEnd = find(indexHtml, '</div>', find(indexHtml, ROOT_END, rootStart));
  const beforeLang = indexHtml.slice(0, langAt);
  const langToHead = indexHtml.slice(langAt + HTML_LANG.length, headStart);
  // The preloads go last in the head: the stylesheet and the entry are asked for first.
  const headClose = find(indexHtml, '</head>', headEnd);
  const headToClose = indexHtml.slice(headEnd, headClose);
  const closeToRoot = indexHtml.slice(headClose, rootStart);
  const rootPlaceholder = indexHtml.slice(rootStart, rootEnd);
  const afterRoot = indexHtml.slice(rootEnd + '</div>'.length);
  const stylesheet = entryOf(manifest)?.css?.[0];
  const stylesheetLink = stylesheet && stylesheetLinkOf(headToClose, stylesheet);
  const critical = stylesheet && stylesheetLink ? criticalFor(stylesheet) : null;
  /** The head of a page painted from its markup, whose rules are `css`. */
  const paintingHead = (css: string) =>
    lowPriorityCode(headToClose).replace(
      stylesheetLink || '',
      `<style>${css}</style>${(stylesheetLink || '').replace('<link ', `<link id="${STYLESHEET_ID}" media="print" `)}`,
    );

  return async ({ locale, head, html, state, modules }) => {
    const painted = html !== '' && critical !== null;
    const root = html === '' ? rootPlaceholder : html;
    const data =
      state === null ? '' : `<script type="application/json" id="${STATE_ID}">${state}</script>`;
    const preloads = preloadsFor(manifest, modules, painted ? LOW_PRIORITY : '');
    const builtHead = painted ? paintingHead(await critical(html, locale)) : headToClose;
    const htmlTag = `<html lang="${locale}">`;
    return `${beforeLang}${htmlTag}${langToHead}${head}${builtHead}${preloads}${closeToRoot}${root}</div>${data}${afterRoot}`;
  };
}
