/**
 * A server-rendered page's only script (apps/api/src/components/pages/document.ts): the page
 * shows whole from its HTML, so the app's code is asked for only once that first screen is on the
 * glass, after the load event (its images and the stylesheet are in) and the frame that paints
 * them. Until then the code takes none of a slow link from the HTML and the first screen's
 * pictures. The server names, in the JSON script #app-chunks, the app's entry and every chunk the
 * page's hydration needs (the entry's own, the page's route, its Hindi texts): they are preloaded
 * together and the entry is imported. Nothing but a type is imported here, so this stays one
 * small file.
 */
import type { AppCode } from '@clinic/contracts';

/**
 * The JSON script's id, PAGE_ELEMENT_IDS.chunks in packages/contracts/src/pages.ts: importing it
 * would put that module in a chunk of its own, one more request before the paint (boot.test.ts
 * holds the two equal).
 */
export const CHUNKS_ID = 'app-chunks';

function startApp({ entry, preload }: AppCode) {
  for (const href of preload) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href,
      crossOrigin: '',
    });
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

const chunks = document.getElementById(CHUNKS_ID)?.textContent;
if (chunks) {
  const code = JSON.parse(chunks) as AppCode;
  const afterFirstScreen = () => requestAnimationFrame(() => setTimeout(() => startApp(code)));
  if (document.readyState === 'complete') afterFirstScreen();
  else window.addEventListener('load', afterFirstScreen, { once: true });
}
