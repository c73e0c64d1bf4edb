/**
 * The server entry: the API renders the public pages with it (apps/api/src/components/pages), so
 * that their text is in the HTML before any JavaScript runs; src/main.tsx then hydrates the same
 * tree. Built with `vite build --ssr` into dist-server/entry-server.js.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Components } from '@nanostores/i18n';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import {
  isPrivatePage,
  type PageDataSource,
  type PageRenderRequest,
  type RenderedPage,
} from '@clinic/contracts';
import { AppProviders, createQueryClient } from './app/providers';
import { preloadBelowTheFold } from './components/below-the-fold';
import { isLazyPage, sourceModule } from './app/page-route';
import { matchPage } from './app/pages';
import { RouteMeta, SiteOrigin } from './app/route-meta';
import { AppRouter, preloadPage } from './app/router';
import { scriptJson } from './app/page-meta';
import { blogQueryOptions } from './features/blogs/api/get-blog';
import { blogsQueryOptions } from './features/blogs/api/get-blogs';
import { clinicConfigQueryOptions } from './lib/clinic-config';
import { doctorsQueryOptions } from './lib/doctors';
import { loadServerHindi, readRenderScopeWith, type RenderScope } from './lib/i18n';

const hindiFiles = import.meta.glob<Components>('./locales/hi/*.json', {
  import: 'default',
  eager: true,
});
loadServerHindi(Object.values(hindiFiles));

/**
 * Each render's language and record of the texts it read (src/lib/i18n.ts reads them from here):
 * passed down with the render, so readers of both languages share one process, however their
 * renders interleave.
 */
const renders = new AsyncLocalStorage<RenderScope>();
readRenderScopeWith(() => renders.getStore());

/**
 * The Hindi files (as the web build's Vite manifest names them) of the texts a render read: a
 * Hindi reader's browser hydrates once they are in (src/main.tsx), so the page preloads them.
 */
function hindiModules({ language, textsRead }: RenderScope): string[] {
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

/**
 * The API's data source, each answer also put in react-query's cache under the key the pages'
 * components ask for: they render it at once (no effects run here), and the browser hydrates
 * from the same.
 */
function cachingSource(source: PageDataSource, queryClient: QueryClient): PageDataSource {
  return {
    config: async () => {
      const config = await source.config();
      queryClient.setQueryData(clinicConfigQueryOptions().queryKey, config);
      return config;
    },
    doctors: async () => {
      const doctors = await source.doctors();
      queryClient.setQueryData(doctorsQueryOptions().queryKey, doctors);
      return doctors;
    },
    blogs: async () => {
      const blogs = await source.blogs();
      queryClient.setQueryData(blogsQueryOptions().queryKey, blogs);
      return blogs;
    },
    blog: async (id) => {
      const blog = await source.blog(id);
      if (blog) queryClient.setQueryData(blogQueryOptions(id).queryKey, blog);
      return blog;
    },
  };
}

/**
 * React renders the page's title, meta and link elements ahead of the markup when there is no
 * <head> in the tree (src/app/route-meta.tsx): they are taken off the front for the head.
 */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

const headTags = (markup: string) => LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';

/** renderToString in the reader's language, recording the texts it read in `scope`. */
const renderIn = (scope: RenderScope, element: ReactElement): string =>
  renders.run(scope, () => renderToString(element));

/** A page that depends on the session (a private page) renders in the browser: its head only. */
function renderHead(
  url: URL,
  origin: string,
  queryClient: QueryClient,
  scope: RenderScope,
): RenderedPage {
  const markup = renderIn(
    scope,
    <Router ssrPath={url.pathname + url.search}>
      <SiteOrigin.Provider value={origin}>
        <AppProviders queryClient={queryClient}>
          <RouteMeta />
        </AppProviders>
      </SiteOrigin.Provider>
    </Router>,
  );
  return {
    status: 200,
    noindex: true,
    locale: scope.language,
    head: headTags(markup),
    html: '',
    state: null,
    modules: [],
  };
}

/** The source module of the page at `pathname` when it is lazy: the document preloads its chunk. */
function pageModules(pathname: string): string[] {
  const { page } = matchPage(pathname).route;
  return isLazyPage(page) ? [sourceModule(page)] : [];
}

/**
 * The page at the request's address: its route (src/app/routes/) reads its data from the
 * request's source, then it renders in the request's language.
 */
export async function render(request: PageRenderRequest): Promise<RenderedPage> {
  const { origin, locale: language } = request;
  const scope: RenderScope = { language, textsRead: new Set() };
  const asked = new URL(request.url, origin);
  const queryClient = createQueryClient();
  const source = cachingSource(request.source, queryClient);
  // Every page's layout shows the clinic's configuration.
  await source.config();
  if (isPrivatePage(asked.pathname)) return renderHead(asked, origin, queryClient, scope);

  const { route, params } = matchPage(asked.pathname);
  const found = (await route.load?.({ params, source, queryClient, language })) ?? true;
  const url = found ? asked : new URL(NOT_FOUND_PATH, origin);
  // renderToString does not wait for lazy code: the page's chunk and the parts below the fold
  // are loaded first.
  await Promise.all([preloadPage(url.pathname), preloadBelowTheFold()]);

  const markup = renderIn(
    scope,
    <StrictMode>
      <SiteOrigin.Provider value={origin}>
        <AppProviders queryClient={queryClient}>
          <AppRouter ssrPath={url.pathname + url.search} />
        </AppProviders>
      </SiteOrigin.Provider>
    </StrictMode>,
  );
  const head = headTags(markup);
  const html = markup.slice(head.length);
  const page = { noindex: false, locale: language, head, html };
  // The not-found page standing in for another address is rendered again by the browser.
  if (!found) return { ...page, status: 404, state: null, modules: hindiModules(scope) };
  const state: HydrationState = { origin, queries: dehydrate(queryClient) };
  const status = matchPage(url.pathname).route.path === '*' ? 404 : 200;
  const modules = [...pageModules(url.pathname), ...hindiModules(scope)];
  return { ...page, status, state: scriptJson(state), modules };
}
