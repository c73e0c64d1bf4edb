/**
 * The patient site's pages: every module of routes/, one page each (page-route.ts). Adding a
 * page is adding its module there; the browser's router and the server's renderer find it here.
 */
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import type { PageParams, PageRoute } from './page-route';

/** Every page, the not-found page (`*`, every address) last: the first that matches is the page. */
export const PAGE_ROUTES: PageRoute[] = Object.values(
  import.meta.glob<PageRoute>('./routes/*.ts', { eager: true, import: 'default' }),
).sort((a, b) => Number(a.path === '*') - Number(b.path === '*'));

/** The page at `pathname` and its parameters: the not-found page for an unknown address. */
export function matchPage(pathname: string): { route: PageRoute; params: PageParams } {
  for (const route of PAGE_ROUTES) {
    const [matches, params] = matchRoute(parse, route.path, pathname);
    if (matches) return { route, params };
  }
  throw new Error('The site has no not-found page');
}
