import { createElement, lazy, type ComponentType } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { isLazyPage, type PageRoute } from './page-route';
import { matchPage, PAGE_ROUTES } from './pages';
import { RouteMeta } from './route-meta';

/** A page's component, and how to fetch its chunk before it first renders. */
interface PageElement {
  Page: ComponentType;
  preload: () => Promise<void>;
}

/**
 * A lazy page renders its module at once when its chunk is in (preloadPage: hydrating server HTML
 * and the server's own render must not suspend), else suspends until it arrives.
 */
function pageElement({ page }: PageRoute): PageElement {
  if (!isLazyPage(page)) return { Page: page, preload: () => Promise.resolve() };
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const load = () => {
    loading ??= page.load().then((module) => (loaded = module.default));
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await load() }));
  return {
    Page: () => (loaded ? createElement(loaded) : <Lazy />),
    preload: async () => {
      await load();
    },
  };
}

const PAGE_ELEMENTS = new Map(PAGE_ROUTES.map((route) => [route, pageElement(route)]));

/**
 * Fetches the chunk of the page at `pathname`, so that a render afterwards shows the page at once
 * (src/main.tsx before it hydrates or renders, src/entry-server.tsx before it renders).
 */
export function preloadPage(pathname: string): Promise<void> {
  return PAGE_ELEMENTS.get(matchPage(pathname).route)!.preload();
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
    element: <SitePage />,
    children: [...PAGE_ELEMENTS].map(([{ path }, { Page }]) => ({ path, element: <Page /> })),
  },
];

/** The site at the router's address (BrowserRouter here, StaticRouter on the server, tests' MemoryRouter). */
export function SiteRoutes() {
  return useRoutes(routes);
}

/**
 * The browser's router. react-router's declarative router, not its data router: the pages read
 * their data through react-query, and the data router's code was a sixth of the home page's
 * JavaScript (apps/web/README.md, Performance budget).
 */
export function AppRouter() {
  return (
    // Not in a transition: a page's chunk on its way shows the skeleton under the progress bar,
    // and a flushSync navigation (src/features/profile/components/your-data.tsx) is done at once.
    <BrowserRouter useTransitions={false}>
      <SiteRoutes />
    </BrowserRouter>
  );
}
