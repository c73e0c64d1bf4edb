import { PAGE_ELEMENT_IDS } from '@clinic/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

const appCode = { run: ['/assets/react-dom.js', '/assets/index.js'], preload: ['/assets/page.js'] };
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

const listChunks = (code: { run: string[]; preload: string[] }) =>
  document.body.append(
    Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: PAGE_ELEMENT_IDS.chunks,
      textContent: JSON.stringify(code),
    }),
  );

/** A browser's paint timing: `report(name)` tells the page's observers of a paint named so. */
function stubPaintTiming() {
  const reporters = new Set<(name: string) => void>();
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    private readonly reporter: (name: string) => void;
    constructor(callback: PerformanceObserverCallback) {
      this.reporter = (name) =>
        callback(
          {
            getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []),
          } as unknown as PerformanceObserverEntryList,
          this as unknown as PerformanceObserver,
        );
    }
    observe() {
      reporters.add(this.reporter);
    }
    disconnect() {
      reporters.delete(this.reporter);
    }
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  return { report: (name: string) => reporters.forEach((reporter) => reporter(name)) };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.resetModules();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the entry of a server-rendered page', () => {
  it('reads the list the server writes under the id the contracts name', async () => {
    const { CHUNKS_ID } = await import('./boot');

    expect(CHUNKS_ID).toBe(PAGE_ELEMENT_IDS.chunks);
  });

  it('in a browser without paint timing, preloads the app and the page’s chunks only after the load event and the next frame, then runs the app’s chunks in order', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      setTimeout(() => callback(0), 0);
      return 0;
    });
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const list = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: PAGE_ELEMENT_IDS.chunks,
      textContent: JSON.stringify({
        ...appCode,
        run: [
          'data:text/javascript,globalThis.ran=[1]',
          'data:text/javascript,globalThis.ran.push(2)',
        ],
      }),
    });
    document.body.append(list);

    await import('./boot');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloads()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloads()).toEqual([
      'text/javascript,globalThis.ran=[1]',
      'text/javascript,globalThis.ran.push(2)',
      ...appCode.preload,
    ]);
    // The app's chunks ran, one after the other.
    expect((globalThis as { ran?: number[] }).ran).toEqual([1, 2]);
  });

  it('asks for the preloads a few at a time, each few in a task of its own', async () => {
    const { PRELOADS_PER_TASK } = await import('./boot');
    vi.resetModules();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      setTimeout(() => callback(0), 0);
      return 0;
    });
    const preload = Array.from({ length: 9 }, (_, n) => `/assets/page-${n}.js`);
    document.body.append(
      Object.assign(document.createElement('script'), {
        type: 'application/json',
        id: PAGE_ELEMENT_IDS.chunks,
        textContent: JSON.stringify({ run: [], preload }),
      }),
    );
    const perTask: number[] = [];
    const observer = new MutationObserver((records) => {
      perTask.push(records.reduce((sum, record) => sum + record.addedNodes.length, 0));
    });
    observer.observe(document.head, { childList: true });

    await import('./boot');
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();

    expect(perTask).toHaveLength(Math.ceil(preload.length / PRELOADS_PER_TASK));
    expect(perTask.every((count) => count <= PRELOADS_PER_TASK)).toBe(true);
    expect(preloads()).toEqual(preload);
  });

  it('waits for the browser to report the first contentful paint, not only the first paint', async () => {
    const paintTiming = stubPaintTiming();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    listChunks({ run: [], preload: appCode.preload });

    await import('./boot');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toEqual([]);

    paintTiming.report('first-paint');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toEqual([]);

    paintTiming.report('first-contentful-paint');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toEqual(appCode.preload);
  });

  it('starts at once when the browser reported the first contentful paint before the load event', async () => {
    stubPaintTiming();
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : [],
    );
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    listChunks({ run: [], preload: appCode.preload });

    await import('./boot');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toEqual(appCode.preload);
  });

  it('starts anyway when the browser has reported no contentful paint after a while', async () => {
    const { PAINT_REPORT_WAIT_MS } = await import('./boot');
    vi.resetModules();
    stubPaintTiming();
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    listChunks({ run: [], preload: appCode.preload });
    await import('./boot');

    vi.useFakeTimers();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_WAIT_MS - 1);
    expect(preloads()).toEqual([]);

    // The wait's end, then the start's task of its own.
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersToNextTimerAsync();
    expect(preloads()).toEqual(appCode.preload);
  });
});
