import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
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

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A transition: the first render yields to the browser every few milliseconds instead of running
// as one long task (Lighthouse's Total Blocking Time on a mid-range phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
