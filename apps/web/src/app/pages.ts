/**
 * The patient site's pages: every module of routes/, one page each (page-route.ts). Adding a
 * page is adding its module there; the browser's router and the server's renderer find it here.
 */
import { matchRoutes, type Params } from 'react-router-dom';
import type { PageRoute } from './page-route';

export const PAGE_ROUTES: PageRoute[] = Object.values(
  import.meta.glob<PageRoute>('./routes/*.ts', { eager: true, import: 'default' }),
);

/** The page at `pathname` and its parameters: the not-found page (`*`) for an unknown address. */
export function matchPage(pathname: string): { route: PageRoute; params: Params } {
  return matchRoutes(PAGE_ROUTES, pathname)!.at(-1)!;
}
