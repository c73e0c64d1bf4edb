/**
 * The pages of the patient site, rendered on the server (docs/architecture.md, One page, end to
 * end): the web app's server entry renders the address asked for, reading the public data its
 * page shows from the data source here (never anything personal), and the result is written into
 * the built index.html. Which page an address is, and what it shows, is the web app's to know.
 */
import { idSchema } from '@clinic/contracts';
import type { Blog, Locale, PageDataSource, RenderPage } from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type { PageDocument } from './document.js';

export interface Page {
  status: number;
  html: string;
  /** Private pages: no search engine may index them. */
  noindex: boolean;
}

/** The public data of the pages: the prepared answers `GET /api/...` sends (catalogs.ts). */
export function pageDataSource(ctx: AppContext): PageDataSource {
  const { catalogs } = ctx;
  return {
    config: async () => (await catalogs.config.answer.get()).value.config,
    doctors: async () => (await catalogs.doctors.list.get()).value.doctors,
    blogs: async () => (await catalogs.blogs.list.get()).value.blogs,
    async blog(id: string): Promise<Blog | undefined> {
      if (!idSchema.safeParse(id).success) return undefined;
      try {
        return (await catalogs.blogs.detail.get(id)).value.blog;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return undefined;
        throw error;
      }
    },
  };
}

export function createPageService(ctx: AppContext, render: RenderPage, document: PageDocument) {
  const source = pageDataSource(ctx);
  return {
    /**
     * The page at `url` (path and query) as HTML in the reader's language, its canonical address
     * under `origin`.
     */
    async page(url: string, origin: string, locale: Locale): Promise<Page> {
      const rendered = await render({ url, origin, locale, source });
      return { status: rendered.status, html: await document(rendered), noindex: rendered.noindex };
    },
  };
}

export type PageService = ReturnType<typeof createPageService>;
