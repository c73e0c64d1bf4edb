/**
 * The page's first script: it starts the app (main.tsx). A page the server rendered shows whole
 * from its HTML (apps/api/src/components/pages/document.ts), so the app's code is asked for only
 * once that first screen is on the glass: the load event (its images and the stylesheet are in),
 * then the frame that paints them. Until then the code takes none of a slow link from the HTML,
 * the first screen's pictures and the fonts. The server lists, in the JSON script #app-chunks,
 * the chunks that page's hydration needs beyond the app's own (its route, its Hindi texts); they
 * are preloaded with the app, in parallel. A page the browser draws (a private page) starts at
 * once.
 */
import { PAGE_ELEMENT_IDS } from '@clinic/contracts';
import './index.css';

function startApp(chunks: readonly string[]) {
  for (const href of chunks) {
    const preload = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href,
      crossOrigin: '',
    });
    document.head.append(preload);
  }
  void import('./main');
}

const chunksScript = document.getElementById(PAGE_ELEMENT_IDS.chunks);
if (!chunksScript) startApp([]);
else {
  const chunks = JSON.parse(chunksScript.textContent || '[]') as string[];
  const afterFirstScreen = () => requestAnimationFrame(() => setTimeout(() => startApp(chunks)));
  if (document.readyState === 'complete') afterFirstScreen();
  else window.addEventListener('load', afterFirstScreen, { once: true });
}
