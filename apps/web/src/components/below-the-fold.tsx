import { createElement, lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { hindiReady } from '../lib/i18n';

/** How far below the screen a part starts loading, so that it is in before the reader gets there. */
const LOAD_AHEAD = '0px 0px 200px 0px';

/** Every part's loader: the server loads them all before its first render (preloadBelowTheFold). */
const loaders: (() => Promise<unknown>)[] = [];

/** Loads every part below the fold, so that the server renders them whole and at once. */
export async function preloadBelowTheFold(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}

/**
 * A part of a page below its first screen (a home page section, the footer) as a chunk of its own,
 * fetched when the reader nears it: the first screen's code stays small (apps/web/README.md,
 * Performance budget). The server renders it whole; the browser keeps the server's markup until
 * the chunk and the Hindi of its texts are in, then hydrates it in place with the same texts. A
 * page the browser renders alone shows nothing in its place until then.
 */
export function belowTheFold<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(async (component) => {
      // Its texts are defined now: a Hindi reader's arrive before it renders.
      await hindiReady();
      loaded = component;
      return component;
    }));
  loaders.push(loadOnce);

  let near: () => void = () => {};
  const nearing = new Promise<void>((resolve) => (near = resolve));
  const Lazy = lazy(async () => {
    await nearing;
    return { default: await loadOnce() };
  });

  return function BelowTheFold(props: Props) {
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = place.current;
      if (loaded || !element) return;
      if (typeof IntersectionObserver === 'undefined') {
        near();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          near();
        },
        { rootMargin: LOAD_AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={place} className="below-the-fold">
        <Suspense fallback={null}>
          {loaded ? createElement(loaded, props) : <Lazy {...props} />}
        </Suspense>
      </div>
    );
  };
}
