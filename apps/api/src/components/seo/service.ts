/**
 * What search engines read about the patient site: the sitemap of its public pages, from the live
 * doctors and blog posts, and robots.txt, which keeps them out of the API, the console and the
 * private pages (docs/product.md, Calls).
 */
import { SERVICE_SECTIONS, SITE_PAGES, toDateKey, zonedClock } from '@clinic/contracts';
import type { AppContext } from '../../context.js';

interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** The pages behind a login or a one-time link: nothing there for a search engine. */
const PRIVATE_PATHS = [
  '/api/',
  '/console/',
  '/login',
  '/my-profile',
  '/my-appointment',
  '/reset-password',
];

export function createSeoService({ store, config, clock }: AppContext) {
  async function entries(): Promise<SitemapEntry[]> {
    const today = toDateKey(zonedClock(clock(), config.clinic.timeZone));
    const [doctors, blogs] = await Promise.all([
      store.doctors.list({ from: today }),
      store.blogs.list(),
    ]);
    return [
      ...[
        SITE_PAGES.home,
        SITE_PAGES.doctors,
        SITE_PAGES.about,
        SITE_PAGES.contact,
        SITE_PAGES.privacy,
        SITE_PAGES.blogs,
        SITE_PAGES.services,
      ].map((path) => ({ path })),
      ...SERVICE_SECTIONS.map((section) => ({ path: SITE_PAGES.service(section) })),
      ...blogs.map((blog) => ({
        path: SITE_PAGES.blog(blog._id),
        lastmod: blog.createdAt.slice(0, 10),
      })),
      ...doctors
        .filter((doctor) => doctor.available)
        .map((doctor) => ({ path: SITE_PAGES.booking(doctor._id) })),
    ];
  }

  /** The sitemap protocol's XML; `origin` is the site's address without a trailing slash. */
  async function sitemap(origin: string): Promise<string> {
    const urls = (await entries()).map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(`${origin}${path}`)}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  function robots(origin: string): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  return { sitemap, robots };
}
