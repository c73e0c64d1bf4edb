import { createElement, lazy, type ComponentType } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { keyedNavigation } from '../lib/history';
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

/** The page at the address (pages.ts), its parameters for `useParams`. */
function PageAtAddress() {
  return (
    <Switch>
      {[...PAGE_ELEMENTS].map(([{ path }, { Page }]) => (
        <Route key={path} path={path}>
          <Page />
        </Route>
      ))}
    </Switch>
  );
}

/**
 * Every page: its head tags (its module's `useHead`, route-meta.tsx), then the layout, which shows
 * the page at the address (PageAtAddress), on the server's address or the browser's (AppRouter; the
 * tests' own). The head is keyed by the page: one page's head hooks are
 * not another's, so a new page mounts its own.
 */
export function SiteRoutes() {
  const [pathname] = useLocation();
  const { route } = matchPage(pathname);
  return (
    <>
      <RouteMeta key={route.path} />
      <RootLayout>
        <PageAtAddress />
      </RootLayout>
    </>
  );
}

/**
 * The router: wouter's, over the browser's address (or the server's `ssrPath`). react-router's
 * was a ninth of the home page's JavaScript and wouter is a fifth of that (apps/web/README.md,
 * Performance budget). Each navigation's history entry carries a key (src/lib/history.ts).
 */
export function AppRouter({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath} aroundNav={keyedNavigation}>
      <SiteRoutes />
    </Router>
  );
}
