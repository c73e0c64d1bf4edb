import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { LoadingShell } from './layout/loading-shell';
import HomePage from '../features/home/home-page';

/**
 * Loads a page module's default export as the route's component: every page but home gets its
 * own chunk, fetched on first visit.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** One route per line; feature pages plug in here. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
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

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
