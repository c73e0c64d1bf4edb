/**
 * The built index.html as a template: the API sets `<html lang>` to the page's language, puts a
 * rendered page's head tags in place of the
 * block between `<!--app-head-->` and `<!--/app-head-->`, its markup inside #root, and the data
 * the browser hydrates from in a JSON script after it (apps/web/index.html marks both places).
 * The chunks of the page's lazy routes are preloaded from the head (named by the build's Vite
 * manifest), so they arrive with the page and the browser hydrates it before a reader's first
 * click, not a round trip later.
 */
import type { RenderedPage } from '@clinic/contracts';

const HEAD_START = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';
const ROOT_START = '<div id="root">';
const ROOT_END = '<!--/app-html-->';
/** index.html's language, replaced by the one each page was rendered in. */
const HTML_LANG = '<html lang="en">';

/** The id main.tsx reads the server's data from. */
export const STATE_ID = 'app-state';

export type PageDocument = (page: RenderedPage) => string;

/** The parts of Vite's manifest (dist/.vite/manifest.json) that name a module's chunks. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** `<link rel="modulepreload">` for each chunk `modules` need beyond the entry's own. */
function preloadsFor(manifest: ViteManifest, modules: string[]): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
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
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

function find(html: string, marker: string, from = 0): number {
  const at = html.indexOf(marker, from);
  if (at === -1) throw new Error(`index.html has no ${marker}`);
  return at;
}

export function pageDocument(indexHtml: string, manifest: ViteManifest): PageDocument {
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

  return ({ locale, head, html, state, modules }) => {
    const root = html === '' ? rootPlaceholder : html;
    const data =
      state === null ? '' : `<script type="application/json" id="${STATE_ID}">${state}</script>`;
    const preloads = preloadsFor(manifest, modules);
    const htmlTag = `<html lang="${locale}">`;
    return `${beforeLang}${htmlTag}${langToHead}${head}${headToClose}${preloads}${closeToRoot}${root}</div>${data}${afterRoot}`;
  };
}
