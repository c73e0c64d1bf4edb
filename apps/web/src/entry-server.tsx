/**
 * The server entry: the API renders the public pages with it (apps/api/src/components/pages), so
 * that their text is in the HTML before any JavaScript runs; src/main.tsx then hydrates the same
 * tree. Built with `vite build --ssr` into dist-server/entry-server.js.
 */
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { Locale, PageData, PageRenderRequest, RenderedPage } from '@clinic/contracts';
import { AppProviders, createQueryClient } from './app/providers';
import { conditionMetaQueryOptions, RouteMeta, SiteOrigin } from './app/route-meta';
import { routes, type RouteHandle } from './app/router';
import { scriptJson } from './app/page-meta';
import { blogQueryOptions } from './features/blogs/api/get-blog';
import { blogsQueryOptions } from './features/blogs/api/get-blogs';
import { conditionQueryOptions } from './features/services/content/condition-query';
import { isServiceSection } from './features/services/content/catalogue';
import { clinicConfigQueryOptions } from './lib/clinic-config';
import { doctorsQueryOptions } from './lib/doctors';
import { i18n, locale, textsRead } from './lib/i18n';

const hindiFiles = import.meta.glob<Record<string, object>>('./locales/hi/*.json', {
  import: 'default',
  eager: true,
});
// Every Hindi text in memory (src/lib/i18n.ts keeps the texts following the locale), so that a
// render switches language at once (renderIn). The JSON files hold plain strings.
Object.assign(i18n.cache.hi, ...Object.values(hindiFiles));

/**
 * The Hindi files (as the web build's Vite manifest names them) of the texts the last render
 * read: a Hindi reader's browser hydrates once they are in (src/main.tsx), so the page preloads
 * them.
 */
function hindiModules(language: Locale): string[] {
  if (language !== 'hi') return [];
  const prefixes = new Set([...textsRead].map((name) => name.split('/')[0]));
  return [...prefixes]
    .map((prefix) => `./locales/hi/${prefix}.json`)
    .filter((file) => file in hindiFiles)
    .map((file) => `src/${file.slice('./'.length)}`);
}

/** What the browser hydrates from: the origin the page was rendered for and react-query's cache. */
export interface HydrationState {
  origin: string;
  queries: ReturnType<typeof dehydrate>;
}

/** A path only the catch-all route matches: the not-found page of an unknown post or doctor. */
const NOT_FOUND_PATH = '/404';

/** An address whose route exists but whose post or doctor does not. */
function isMissing(pathname: string, data: PageData): boolean {
  const blogId = matchPath('/blogs/:id', pathname)?.params.id;
  if (blogId !== undefined) return data.blog?._id !== blogId;
  const docId = matchPath('/appointment/:docId', pathname)?.params.docId;
  if (docId !== undefined) return !data.doctors?.some((doctor) => doctor._id === docId);
  return false;
}

/** The queries the page's components ask for, answered before rendering (no effects run here). */
async function fillQueries(
  queryClient: QueryClient,
  pathname: string,
  data: PageData,
  language: Locale,
) {
  queryClient.setQueryData(clinicConfigQueryOptions().queryKey, data.config);
  if (data.doctors) queryClient.setQueryData(doctorsQueryOptions().queryKey, data.doctors);
  if (data.blogs) queryClient.setQueryData(blogsQueryOptions().queryKey, data.blogs);
  if (data.blog) queryClient.setQueryData(blogQueryOptions(data.blog._id).queryKey, data.blog);
  // A condition page's head and text are chunks of their own, loaded by queries
  // (app/route-meta.tsx, features/services/content/condition-query.ts).
  const section = matchPath('/services/:section', pathname)?.params.section;
  if (section !== undefined)
    await queryClient.prefetchQuery(conditionMetaQueryOptions(section, language));
  if (isServiceSection(section))
    await queryClient.prefetchQuery(conditionQueryOptions(section, language));
}

/**
 * React renders the page's title, meta and link elements ahead of the markup when there is no
 * <head> in the tree (src/app/route-meta.tsx): they are taken off the front for the head.
 */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

const matchedCatchAll = (context: StaticHandlerContext) =>
  context.matches.at(-1)?.route.path === '*';

const headTags = (markup: string) => LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';

/**
 * renderToString in the reader's language. Every messages atom stays mounted on the server and
 * has its Hindi in memory (src/lib/i18n.ts), so setting the locale switches every text at once;
 * rendering is synchronous, so no other request's render can run between the switch and the
 * end of this one, and one process serves readers of both languages.
 */
function renderIn(language: Locale, element: ReactElement): string {
  locale.set(language);
  textsRead.clear();
  return renderToString(element);
}

/** A page that depends on the session (a private page) renders in the browser: its head only. */
function renderHead(
  url: URL,
  origin: string,
  queryClient: QueryClient,
  language: Locale,
): RenderedPage {
  const markup = renderIn(
    language,
    <StaticRouter location={url.pathname + url.search}>
      <SiteOrigin.Provider value={origin}>
        <AppProviders queryClient={queryClient}>
          <RouteMeta />
        </AppProviders>
      </SiteOrigin.Provider>
    </StaticRouter>,
  );
  return {
    status: 200,
    locale: language,
    head: headTags(markup),
    html: '',
    state: null,
    modules: [],
  };
}

export async function render(request: PageRenderRequest): Promise<RenderedPage> {
  const { origin, data, headOnly = false, locale: language } = request;
  const asked = new URL(request.url, origin);
  const missing = isMissing(asked.pathname, data);
  const url = missing ? new URL(NOT_FOUND_PATH, origin) : asked;
  const queryClient = createQueryClient();
  await fillQueries(queryClient, url.pathname, data, language);
  if (headOnly) return renderHead(url, origin, queryClient, language);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const markup = renderIn(
    language,
    <StrictMode>
      <SiteOrigin.Provider value={origin}>
        <AppProviders queryClient={queryClient}>
          {/* No hydration data script: the routes have no loaders, and the CSP allows no inline code. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </SiteOrigin.Provider>
    </StrictMode>,
  );
  const head = headTags(markup);
  const html = markup.slice(head.length);
  // The not-found page standing in for another address is rendered again by the browser.
  if (missing)
    return {
      status: 404,
      locale: language,
      head,
      html,
      state: null,
      modules: hindiModules(language),
    };
  const state: HydrationState = { origin, queries: dehydrate(queryClient) };
  const status = context.statusCode === 404 || matchedCatchAll(context) ? 404 : 200;
  const modules = [
    ...context.matches.flatMap(
      ({ route }) => (route.handle as RouteHandle | undefined)?.module ?? [],
    ),
    ...hindiModules(language),
  ];
  return { status, locale: language, head, html, state: scriptJson(state), modules };
}
