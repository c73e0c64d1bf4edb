import { useState, type ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { LoadingShell } from './layout/loading-shell';
import { RouteMeta } from './route-meta';
import HomePage from '../features/home/home-page';

/** Every page module but home's: each is its own chunk, fetched on first visit. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  '../features/*/*-page.tsx',
  './layout/not-found-page.tsx',
  '!../features/home/home-page.tsx',
]);

/** What the server names of a route: its page's source module, whose chunk the page preloads. */
export interface RouteHandle {
  module: string;
}

/**
 * The page module at `file` (from this folder) as the route's lazy component, and its path from
 * the app's root (`src/...`, as Vite's manifest names it) as the route's handle.
 */
function lazyPage(file: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = PAGE_MODULES[file];
  if (!load) throw new Error(`No page module ${file}`);
  const handle: RouteHandle = { module: new URL(file, 'file:///src/app/').pathname.slice(1) };
  return { handle, lazy: async () => ({ Component: (await load()).default }) };
}

/** Every page: its head tags and structured data (src/app/page-meta.ts), then the layout. */
function SitePage() {
  return (
    <>
      <RouteMeta />
      <RootLayout />
    </>
  );
}

/** One route per line; feature pages plug in here. */
export const routes: RouteObject[] = [
  {
    Component: SitePage,
    HydrateFallback: LoadingShell,
    children: [
      {
        // Errors (a chunk that fails to load, a bug) render inside the layout, navigation intact.
        errorElement: <RouteError />,
        children: [
          { index: true, Component: HomePage },
          { path: 'doctors', ...lazyPage('../features/doctors/doctors-page.tsx') },
          { path: 'login', ...lazyPage('../features/auth/login-page.tsx') },
          { path: 'reset-password', ...lazyPage('../features/auth/reset-password-page.tsx') },
          { path: 'my-profile', ...lazyPage('../features/profile/my-profile-page.tsx') },
          {
            path: 'my-appointment',
            ...lazyPage('../features/appointments/my-appointments-page.tsx'),
          },
          {
            path: 'my-appointment/:id',
            ...lazyPage('../features/appointments/appointment-page.tsx'),
          },
          {
            path: 'my-appointment/:id/intake',
            ...lazyPage('../features/intake/intake-page.tsx'),
          },
          { path: 'appointment/:docId', ...lazyPage('../features/booking/booking-page.tsx') },
          { path: 'services/:section?', ...lazyPage('../features/services/services-page.tsx') },
          { path: 'about', ...lazyPage('../features/about/about-page.tsx') },
          { path: 'contact', ...lazyPage('../features/contact/contact-page.tsx') },
          { path: 'privacy', ...lazyPage('../features/privacy/privacy-page.tsx') },
          { path: 'blog', ...lazyPage('../features/blogs/blog-list-page.tsx') },
          { path: 'blogs/:id', ...lazyPage('../features/blogs/blog-detail-page.tsx') },
          { path: '*', ...lazyPage('./layout/not-found-page.tsx') },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy route modules `pathname` matches, in place, so that a router made afterwards
 * renders the page at once: hydrating server HTML must not render a fallback first (react-router's
 * pattern for lazy routes and server rendering).
 */
export async function loadLazyRoutes(pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
