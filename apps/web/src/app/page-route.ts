/**
 * A page of the patient site, declared once: its address, the data the server reads for it, its
 * head tags and its component, in one module of routes/ (docs/architecture.md, One page, end to
 * end). The browser's router (router.tsx) and the server's renderer (src/entry-server.tsx) both
 * use that list (pages.ts).
 */
import type { Locale, PageDataSource } from '@clinic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { atom } from 'nanostores';
import type { PageMeta, PageMetaTexts } from './page-meta';

/** Every page module but home's: each is its own chunk, fetched on first visit. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  '../features/*/*-page.tsx',
  './layout/not-found-page.tsx',
  '!../features/home/home-page.tsx',
]);

/** A page component in a chunk of its own. */
export interface LazyPage {
  /** Its module, from this folder. */
  file: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * How many pages' chunks the browser is fetching: the layout shows its progress bar meanwhile (a
 * navigation waits for its page in a transition, the page it leaves still showing).
 */
export const pagesLoading = atom(0);

/** The page module at `file` (from this folder) as a chunk of its own. */
export function lazyPage(file: string): LazyPage {
  const load = PAGE_MODULES[file];
  if (!load) throw new Error(`No page module ${file}`);
  // The server loads each page once, before its first render, and shows no progress.
  if (import.meta.env.SSR) return { file, load };
  return {
    file,
    load: async () => {
      pagesLoading.set(pagesLoading.get() + 1);
      try {
        return await load();
      } finally {
        pagesLoading.set(pagesLoading.get() - 1);
      }
    },
  };
}

/** A lazy page's module from the app's root (`src/...`, as Vite's manifest names it). */
export const sourceModule = ({ file }: LazyPage) =>
  new URL(file, 'file:///src/app/').pathname.slice(1);

/** The parameters of a page's address, by the names its pattern gives them. */
export type PageParams = Partial<Record<string, string>>;

/** What a page's `load` reads with, on the server. */
export interface PageLoad {
  params: PageParams;
  /**
   * The API's public data. What a page reads from it is put in react-query's cache under the
   * keys its components ask for (src/entry-server.tsx), so they render it at once and the
   * browser hydrates from the same.
   */
  source: PageDataSource;
  queryClient: QueryClient;
  language: Locale;
}

/** What a page's head is made from. */
export interface HeadInput {
  params: PageParams;
  /** The query, `?` included ('' without one). */
  search: string;
  /** Where readers reach the site, without a trailing slash. */
  origin: string;
  /** The head texts in the reader's language (page-meta.ts). */
  texts: PageMetaTexts;
}

/** A page's own head: its title and description, and whatever differs from a plain page's. */
export type PageHead = Pick<PageMeta, 'title' | 'description'> & Partial<PageMeta>;

export interface PageRoute {
  /** wouter's pattern: '/' is the home page, '*' every address no other page has. */
  path: string;
  /** The component: a chunk of its own (lazyPage) for every page but the home page. */
  page: ComponentType | LazyPage;
  /**
   * Reads what the page shows before the server renders it; resolves false when what the address
   * names (a doctor, a post) does not exist, and the not-found page answers instead with a 404.
   * Private pages have none: they depend on a session and render in the browser.
   */
  load?: (page: PageLoad) => Promise<boolean>;
  /**
   * The page's head tags from what is known of its data so far (a hook: it reads the page's
   * queries; in the browser they may still be loading).
   */
  useHead: (input: HeadInput) => PageHead;
  /**
   * The page's subject may be private to someone reading over a shoulder: the quick exit is
   * offered (components/quick-exit.tsx).
   */
  quickExit?: boolean;
}

export const isLazyPage = (page: PageRoute['page']): page is LazyPage => 'load' in page;
