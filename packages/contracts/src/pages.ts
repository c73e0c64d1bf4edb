/**
 * The patient site's pages as the API renders them: which are private (never indexed), and the
 * interface between the API and the web app's server entry (apps/web/src/entry-server.tsx).
 * Types only, so neither side loads zod for them.
 */
import type { Blog, BlogSummary } from './blogs.js';
import type { ClinicConfig } from './config.js';
import type { Doctor } from './doctors.js';
import type { Locale } from './locale.js';

/** Pages behind a sign-in or a one-time link: no search engine may index them. */
export const PRIVATE_PAGE_PATHS = [
  '/login',
  '/reset-password',
  '/my-profile',
  '/my-appointment',
] as const;

/** `/my-appointment/<id>` is private as `/my-appointment` is: a path is private under its prefix. */
export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PAGE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * The ids of the elements a server-rendered document carries for the app: the API's pages
 * component writes them (apps/api/src/components/pages/document.ts), the web app's entry and app
 * read them (apps/web/src/boot.ts, main.tsx).
 */
export const PAGE_ELEMENT_IDS = {
  /** The JSON script of what the browser hydrates from. */
  state: 'app-state',
  /** The whole stylesheet, print-only until the app turns it on for the screen. */
  stylesheet: 'app-styles',
  /** The JSON script of the page's `AppCode`. */
  chunks: 'app-chunks',
} as const;

/**
 * The code a server-rendered page starts once painted (apps/web/src/boot.ts): the app's chunks,
 * run one at a time, and the chunks its hydration of that page needs, preloaded with them.
 */
export interface AppCode {
  /**
   * The app entry's chunks (`/assets/<name>-<hash>.js`), each after those it imports, the entry
   * (`index-<hash>.js`) last: each runs in a task of its own, so no one task runs them all.
   */
  run: string[];
  /** The page's route and, for a Hindi page, its Hindi texts. */
  preload: string[];
}

/**
 * Where the server reads the public data of a page (the API implements it with its prepared
 * answers); never anything personal. Each page asks for what it shows (apps/web/src/app/routes).
 */
export interface PageDataSource {
  /** The clinic's configuration, as `GET /api/config` answers it. */
  config(): Promise<ClinicConfig>;
  doctors(): Promise<Doctor[]>;
  blogs(): Promise<BlogSummary[]>;
  /** The post with `id`, or undefined when there is none (the page is then a 404). */
  blog(id: string): Promise<Blog | undefined>;
}

export interface PageRenderRequest {
  /** The path and query asked for. */
  url: string;
  /** Where readers reach the site (PUBLIC_URL, else the request's origin): canonical and og:url. */
  origin: string;
  /** Where the page's route reads its data; a post or doctor missing from it makes the page a 404. */
  source: PageDataSource;
  /** The reader's language (the `lang` cookie, else Accept-Language): the page's texts and title. */
  locale: Locale;
}

export interface RenderedPage {
  status: 200 | 404;
  /** A private page: rendered for its head only (it depends on a session), and never indexed. */
  noindex: boolean;
  /** The language the page was rendered in, for `<html lang>`. */
  locale: Locale;
  /** `<title>`, meta and link tags for the document's head. */
  head: string;
  /** The markup of #root; '' for a head-only render. */
  html: string;
  /**
   * The source modules of the page's lazy routes (`src/features/...`) and, for a Hindi page, the
   * Hindi text files it rendered (`src/locales/hi/...`), as the web build's Vite manifest names
   * them: the API preloads their chunks, so the browser hydrates sooner.
   */
  modules: string[];
  /**
   * What the browser hydrates from (JSON, `<` escaped), for a `<script type="application/json">`;
   * null when the browser renders the page itself.
   */
  state: string | null;
}

/** The web app's server entry exports this as `render`. */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;
