import { useState } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { LoadingShell } from './layout/loading-shell';
import { isLazyPage, type PageRoute } from './page-route';
import { matchPage, PAGE_ROUTES } from './pages';
import { RouteMeta } from './route-meta';

/** A page as react-router's route: the page module itself is its handle. */
function routeOf(page: PageRoute): RouteObject {
  const { path, page: component } = page;
  if (!isLazyPage(component)) return { path, handle: page, Component: component };
  return {
    path,
    handle: page,
    lazy: async () => ({ Component: (await component.load()).default }),
  };
}

/**
 * Every page: its head tags (its module's `useHead`, route-meta.tsx), then the layout. The head is
 * keyed by the page: one page's head hooks are not another's, so a new page mounts its own.
 */
function SitePage() {
  const { route } = matchPage(useLocation().pathname);
  return (
    <>
      <RouteMeta key={route.path} />
      <RootLayout />
    </>
  );
}

/** Every page (pages.ts) inside the site's layout. */
export const routes: RouteObject[] = [
  {
    Component: SitePage,
    HydrateFallback: LoadingShell,
    children: [
      {
        // Errors (a chunk that fails to load, a bug) render inside the layout, navigation intact.
        errorElement: <RouteError />,
        children: PAGE_ROUTES.map(routeOf),
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
