/**
 * The built index.html as a template: the API sets `<html lang>` to the page's language, puts a
 * rendered page's head tags in place of the
 * block between `<!--app-head-->` and `<!--/app-head-->`, its markup inside #root, and the data
 * the browser hydrates from in a JSON script after it (apps/web/index.html marks both places).
 * The chunks of the page's lazy routes and its Hindi texts (named by the build's Vite manifest)
 * are fetched with the app's own, not a round trip after them: for a Hindi page, those its render
 * read and those the code of every chunk it runs defines (hindi-texts.json).
 *
 * A page rendered with its markup paints from the HTML alone (docs/decisions.md, First paint): the
 * rules its markup uses are inlined (critical-css.ts), the whole stylesheet comes as print-only,
 * which never holds up a paint (src/main.tsx turns it on for the screen), and the code is asked
 * for only once the first screen is painted: in place of the app's entry and its preloads, the
 * page has the build's other entry (src/boot.ts, 0.3 KB gzipped, at low priority), which waits for
 * the load event and the next frame, then imports the app's entry with every chunk #app-chunks
 * names. A page the browser draws (private) keeps the head as built, with its chunks preloaded.
 */
import { PAGE_ELEMENT_IDS, type AppCode, type RenderedPage } from '@clinic/contracts';
import type { CriticalCss } from './critical-css.js';

const HEAD_START = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';
const ROOT_START = '<div id="root">';
const ROOT_END = '<!--/app-html-->';
/** index.html's language, replaced by the one each page was rendered in. */
const HTML_LANG = '<html lang="en">';

export type PageDocument = (page: RenderedPage) => Promise<string>;

/** The parts of Vite's manifest (dist/.vite/manifest.json) that name a module's chunks and CSS. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }
>;

/**
 * The web build's dist/.vite/hindi-texts.json (apps/web/vite.config.ts): for each chunk's file,
 * the manifest keys of the Hindi files its texts need.
 */
export type HindiTexts = Record<string, string[]>;

/** The manifest's keys of the app's entry and of the one a server-rendered page starts it with. */
const APP_ENTRY = 'index.html';
const BOOT_ENTRY = 'src/boot.ts';

/**
 * The files of the chunks `modules` import, directly or not, but for the app entry's own
 * (`appKeys`, their manifest keys).
 */
function chunksFor(manifest: ViteManifest, appKeys: Iterable<string>, modules: string[]): string[] {
  const seen = new Set<string>(appKeys);
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return files;
}

/**
 * The app entry's chunks by manifest key, in the order they run: each after the chunks it imports,
 * the entry last (its files, in that order, are the values).
 */
function appChunks(manifest: ViteManifest): Map<string, string> {
  const order = new Map<string, string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (order.has(key) || !chunk) return;
    order.set(key, '');
    chunk.imports?.forEach(visit);
    order.delete(key);
    order.set(key, chunk.file);
  };
  visit(APP_ENTRY);
  return order;
}

/** The built head without its code (the app's entry and its preloads, as Vite writes them). */
const withoutCode = (head: string) =>
  head.replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, '');

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
  hindiTexts: HindiTexts,
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
  const app = manifest[APP_ENTRY];
  const appOrder = appChunks(manifest);
  const runOrder = [...appOrder.values()];
  const boot = manifest[BOOT_ENTRY];
  const stylesheet = app?.css?.[0];
  const stylesheetLink = stylesheet && stylesheetLinkOf(headToClose, stylesheet);
  const critical = app && boot && stylesheet && stylesheetLink ? criticalFor(stylesheet) : null;
  /** The head of a page painted from its markup, whose rules are `css`. */
  const paintingHead = (css: string) =>
    withoutCode(headToClose).replace(
      stylesheetLink || '',
      `<style>${css}</style>${(stylesheetLink || '').replace('<link ', `<link id="${PAGE_ELEMENT_IDS.stylesheet}" media="print" `)}<script type="module" fetchpriority="low" crossorigin src="/${boot?.file}"></script>`,
    );

  return async ({ locale, head, html, state, modules }) => {
    const painted = html !== '' && critical !== null;
    const root = html === '' ? rootPlaceholder : html;
    const data =
      state === null
        ? ''
        : `<script type="application/json" id="${PAGE_ELEMENT_IDS.state}">${state}</script>`;
    const pageChunks = chunksFor(manifest, appOrder.keys(), modules);
    // A Hindi reader's browser hydrates once the texts of the code it has run are in, read or not;
    // a Hindi file's chunk imports nothing, so each adds its own file alone.
    const textFiles =
      locale === 'hi'
        ? [...runOrder, ...pageChunks].flatMap((file) =>
            (hindiTexts[file] ?? []).flatMap((key) => manifest[key]?.file ?? []),
          )
        : [];
    const chunks = [...new Set([...pageChunks, ...textFiles])];
    const preloads = painted
      ? ''
      : chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    const appCode: AppCode = {
      run: runOrder.map((file) => `/${file}`),
      preload: chunks.map((file) => `/${file}`),
    };
    const chunkList = painted
      ? `<script type="application/json" id="${PAGE_ELEMENT_IDS.chunks}">${JSON.stringify(appCode)}</script>`
      : '';
    const builtHead = painted ? paintingHead(await critical(html, locale)) : headToClose;
    const htmlTag = `<html lang="${locale}">`;
    return `${beforeLang}${htmlTag}${langToHead}${head}${builtHead}${preloads}${closeToRoot}${root}</div>${data}${chunkList}${afterRoot}`;
  };
}
