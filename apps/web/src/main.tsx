import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from './app/react-dom-client';
import { hydrate } from '@tanstack/react-query';
import { PAGE_ELEMENT_IDS } from '@clinic/contracts';
import { AppProviders, createQueryClient } from './app/providers';
import { PAGE_HEAD_TAGS, SiteOrigin } from './app/route-meta';
import { AppRouter, preloadPage } from './app/router';
import { heroImage } from './features/home/components/hero';
import { clinicConfigQueryOptions } from './lib/clinic-config';
import { doctorsQueryOptions } from './lib/doctors';
import { hindiReady } from './lib/i18n';
import type { HydrationState } from './entry-server';
import './index.css';

// The home page's largest image, asked for before React renders it; only on the home page, where
// it shows (in index.html it took bandwidth from the code of every other page).
if (window.location.pathname === '/') {
  const hero = Object.assign(document.createElement('link'), {
    rel: 'preload',
    as: 'image',
    href: heroImage.src,
    imageSrcset: heroImage.srcSet,
    imageSizes: heroImage.sizes,
    fetchPriority: 'high',
  });
  document.head.append(hero);
}

// A page the server rendered came with the rules of its markup inlined and the whole stylesheet
// as print-only, which never holds up its first paint (apps/api/src/components/pages/document.ts):
// it applies to the screen from now on, and what renders in the browser waits for it.
const stylesheet = document.getElementById(PAGE_ELEMENT_IDS.stylesheet);
const stylesheetLoaded = new Promise<void>((resolve) => {
  if (!(stylesheet instanceof HTMLLinkElement) || stylesheet.sheet) resolve();
  else {
    stylesheet.addEventListener('load', () => resolve(), { once: true });
    stylesheet.addEventListener('error', () => resolve(), { once: true });
  }
});
if (stylesheet instanceof HTMLLinkElement) stylesheet.media = 'all';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
// The server's data for the page it rendered (apps/api/src/components/pages): present only when
// #root holds that page's markup, which is then hydrated, not thrown away.
const stateScript = document.getElementById(PAGE_ELEMENT_IDS.state);
const state = stateScript?.textContent
  ? (JSON.parse(stateScript.textContent) as HydrationState)
  : null;

/**
 * The page's chunk (its first render is then the page itself, not a skeleton) and the Hindi of the
 * code defined by then. A chunk that fails to arrive is the page's error, shown by the layout.
 */
const pageReady = () =>
  preloadPage(window.location.pathname)
    .catch(() => {})
    .then(hindiReady);

const app = (
  <StrictMode>
    <SiteOrigin.Provider value={state?.origin ?? null}>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </SiteOrigin.Provider>
  </StrictMode>
);

// A transition: the first render yields to the browser every few milliseconds instead of running
// as one long task (Lighthouse's Total Blocking Time on a mid-range phone). For a Hindi reader the
// first render waits for the Hindi of the page's code (src/lib/i18n.ts fetches it as the code is
// defined), so it matches the server's Hindi instead of flashing English; an English reader waits
// for nothing.
if (state) {
  hydrate(queryClient, state.queries);
  void Promise.all([pageReady(), stylesheetLoaded]).then(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  // React adopts the server's head tags only when hydrating: here the app writes its own, so the
  // server's (a private or not-found page) and index.html's defaults go first.
  document.head.querySelectorAll(PAGE_HEAD_TAGS).forEach((element) => element.remove());
  // The two calls every page needs start now, not when the first component asks: a lazy page
  // (doctors, booking) then renders with its data in the first, time-sliced render.
  void queryClient.prefetchQuery(clinicConfigQueryOptions());
  void queryClient.prefetchQuery(doctorsQueryOptions());
  void Promise.all([pageReady(), stylesheetLoaded]).then(() =>
    startTransition(() => {
      createRoot(root).render(app);
    }),
  );
}
