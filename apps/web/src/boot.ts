/**
 * A server-rendered page's only script (apps/api/src/components/pages/document.ts): the page
 * shows whole from its HTML, so the app's code is asked for only once that first screen is on the
 * glass, after the load event (its images and the stylesheet are in) and the first contentful
 * paint. Until then the code takes none of a slow link from the HTML and the first screen's
 * pictures. The server names, in the JSON script #app-chunks, the app's chunks and those the page's
 * hydration needs beyond them (its route, its Hindi texts): all are preloaded, a few per task, then
 * the app's chunks run one per task, the entry last: run together they were one task of 16 to 24 ms
 * on this project's machine, 64 to 96 ms on a 4x slower phone's CPU. Nothing but a type is
 * imported here, so this stays one small file.
 */
import type { AppCode } from '@clinic/contracts';

/**
 * The JSON script's id, PAGE_ELEMENT_IDS.chunks in packages/contracts/src/pages.ts: importing it
 * would put that module in a chunk of its own, one more request before the paint (boot.test.ts
 * holds the two equal).
 */
export const CHUNKS_ID = 'app-chunks';

/** A task of its own for what follows: the browser may paint and answer input in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Preloads asked for in one task: appending a page's 20 at once took 2 to 9 ms on this project's
 * machine, a task of up to 36 ms on a 4x slower phone's CPU.
 */
export const PRELOADS_PER_TASK = 4;

async function startApp({ run, preload }: AppCode) {
  const hrefs = [...run, ...preload];
  for (let first = 0; first < hrefs.length; first += PRELOADS_PER_TASK) {
    const links = document.createDocumentFragment();
    for (const href of hrefs.slice(first, first + PRELOADS_PER_TASK)) {
      links.append(
        Object.assign(document.createElement('link'), {
          rel: 'modulepreload',
          href,
          crossOrigin: '',
        }),
      );
    }
    document.head.append(links);
    await nextTask();
  }
  for (const chunk of run) {
    await import(/* @vite-ignore */ chunk);
    await nextTask();
  }
}

/**
 * The longest wait for the browser's report of the first contentful paint, for one that paints
 * without reporting it.
 */
export const PAINT_REPORT_WAIT_MS = 1000;

/**
 * Calls `start` in a task of its own once the page's first contentful paint is on the screen, as
 * the browser's paint timing reports it. The frame after the load event was not enough: its paint
 * can reach the screen after that frame's tasks have run, and the code then asked for took a slow
 * link from the first screen (Lighthouse counted the preloads in the Hindi about page's first
 * paint, 1.03 s instead of 0.85 s). A browser without paint timing starts after the next frame.
 */
function afterFirstContentfulPaint(start: () => void) {
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  // Reported already (the usual case): no wait for the observer's callback, a task of its own.
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    setTimeout(start);
    return;
  }
  // Whichever comes first, the report or the longest wait, cancels the other.
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    clearTimeout(fallback);
    setTimeout(start);
  });
  const fallback = setTimeout(() => {
    observer.disconnect();
    start();
  }, PAINT_REPORT_WAIT_MS);
  observer.observe({ type: 'paint', buffered: true });
}

const chunks = document.getElementById(CHUNKS_ID)?.textContent;
if (chunks) {
  const code = JSON.parse(chunks) as AppCode;
  const afterFirstScreen = () => afterFirstContentfulPaint(() => void startApp(code));
  if (document.readyState === 'complete') afterFirstScreen();
  else window.addEventListener('load', afterFirstScreen, { once: true });
}
