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

/**
 * Loads a page module's default export as the route's component: every page but home gets its
 * own chunk, fetched on first visit.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
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
          { path: 'doctors', lazy: lazyPage(() => import('../features/doctors/doctors-page')) },
          { path: 'login', lazy: lazyPage(() => import('../features/auth/login-page')) },
          {
            path: 'reset-password',
            lazy: lazyPage(() => import('../features/auth/reset-password-page')),
          },
          {
            path: 'my-profile',
            lazy: lazyPage(() => import('../features/profile/my-profile-page')),
          },
          {
            path: 'my-appointment',
            lazy: lazyPage(() => import('../features/appointments/my-appointments-page')),
          },
          {
            path: 'my-appointment/:id',
            lazy: lazyPage(() => import('../features/appointments/appointment-page')),
          },
          {
            path: 'appointment/:docId',
            lazy: lazyPage(() => import('../features/booking/booking-page')),
          },
          {
            path: 'services/:section?',
            lazy: lazyPage(() => import('../features/services/services-page')),
          },
          { path: 'about', lazy: lazyPage(() => import('../features/about/about-page')) },
          { path: 'contact', lazy: lazyPage(() => import('../features/contact/contact-page')) },
          { path: 'privacy', lazy: lazyPage(() => import('../features/privacy/privacy-page')) },
          { path: 'blog', lazy: lazyPage(() => import('../features/blogs/blog-list-page')) },
          { path: 'blogs/:id', lazy: lazyPage(() => import('../features/blogs/blog-detail-page')) },
          { path: '*', lazy: lazyPage(() => import('./layout/not-found-page')) },
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
