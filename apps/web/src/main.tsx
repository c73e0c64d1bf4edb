import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRouter } from './app/router';
import { clinicConfigQueryOptions } from './lib/clinic-config';
import { doctorsQueryOptions } from './lib/doctors';
import './index.css';

// The home page's largest image, asked for before React renders it; only on the home page, where
// it shows (in index.html it took bandwidth from the code of every other page).
if (window.location.pathname === '/') {
  const hero = Object.assign(document.createElement('link'), {
    rel: 'preload',
    as: 'image',
    href: '/images/hero.webp',
    fetchPriority: 'high',
  });
  document.head.append(hero);
}

// The two calls index.html preloads start now, not when the first component asks: a lazy page
// (doctors, booking) then renders with its data in the first, time-sliced render.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(clinicConfigQueryOptions());
void queryClient.prefetchQuery(doctorsQueryOptions());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A transition: the first render yields to the browser every few milliseconds instead of running
// as one long task (Lighthouse's Total Blocking Time on a mid-range phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
