/**
 * The pages of the patient site, rendered on the server (docs/architecture.md, One page, end to
 * end): the public data a page shows is read from the prepared answers (never anything personal),
 * the web app's server entry renders it, and the result is written into the built index.html.
 */
import { idSchema, isPrivatePage } from '@clinic/contracts';
import type {
  Blog,
  BlogListResponse,
  BlogResponse,
  ClinicConfigResponse,
  DoctorListResponse,
  Locale,
  PageData,
  RenderPage,
} from '@clinic/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type { PreparedBody } from '../../libraries/prepared-json.js';
import type { PageDocument } from './document.js';

export interface Page {
  status: number;
  html: string;
  /** Private pages: no search engine may index them. */
  noindex: boolean;
}

/** The pages that show the doctor list (besides each doctor's booking page). */
const DOCTOR_PAGES = new Set(['/', '/doctors', '/about']);

export function createPageService(ctx: AppContext, render: RenderPage, document: PageDocument) {
  const { catalogs } = ctx;
  // Each prepared answer is parsed once, not on every page that shows it.
  const parsed = new WeakMap<PreparedBody, unknown>();
  const valueOf = <T>(body: PreparedBody): T => {
    if (!parsed.has(body)) parsed.set(body, JSON.parse(body.raw.toString('utf8')));
    return parsed.get(body) as T;
  };

  /** The post at `id`, or undefined when there is none (the page is then a 404). */
  async function blogAt(id: string): Promise<Blog | undefined> {
    if (!idSchema.safeParse(id).success) return undefined;
    try {
      return valueOf<BlogResponse>(await catalogs.blogs.detail.get(id)).blog;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  }

  /** The clinic's configuration, its social links from the store (catalogs.ts). */
  const clinicConfig = async () =>
    valueOf<ClinicConfigResponse>(await catalogs.config.answer.get()).config;

  async function dataFor(pathname: string): Promise<PageData> {
    const data: PageData = { config: await clinicConfig() };
    if (DOCTOR_PAGES.has(pathname) || pathname.startsWith('/appointment/'))
      data.doctors = valueOf<DoctorListResponse>(await catalogs.doctors.list.get()).doctors;
    if (pathname === '/blog')
      data.blogs = valueOf<BlogListResponse>(await catalogs.blogs.list.get()).blogs;
    // Ids are hex: an escaped segment is no post (and a malformed escape no error).
    const blogId = /^\/blogs\/([^/]+)$/.exec(pathname)?.[1];
    if (blogId !== undefined) data.blog = await blogAt(blogId);
    return data;
  }

  return {
    /**
     * The page at `url` (path and query) as HTML in the reader's language, its canonical address
     * under `origin`.
     */
    async page(url: string, origin: string, locale: Locale): Promise<Page> {
      const { pathname } = new URL(url, origin);
      // A private page depends on the session: the browser renders it; the server names it only.
      const noindex = isPrivatePage(pathname);
      const rendered = noindex
        ? await render({
            url,
            origin,
            locale,
            data: { config: await clinicConfig() },
            headOnly: true,
          })
        : await render({ url, origin, locale, data: await dataFor(pathname) });
      return { status: rendered.status, html: document(rendered), noindex };
    },
  };
}

export type PageService = ReturnType<typeof createPageService>;
