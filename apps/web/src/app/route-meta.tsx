import { createContext, useContext } from 'react';
import { isPrivatePage } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { locale, type Locale } from '../lib/i18n';
import { useLocationSearch } from '../lib/history';
import { messages, scriptJson, type PageMeta } from './page-meta';
import { matchPage } from './pages';

/**
 * Where readers reach the site, as the server rendered it (PUBLIC_URL or the request's origin);
 * null in a page the browser rendered alone, which then uses its own address.
 */
export const SiteOrigin = createContext<string | null>(null);

/** The tags RouteMeta renders into the head, as the server wrote them. */
export const PAGE_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], link[rel="canonical"]';

/** The og:locale of each language. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * The page's title, description, Open Graph tags, canonical link and JSON-LD, as its route module
 * makes them (routes/, `useHead`). React hoists the title, meta and link elements into the head,
 * reusing the server's on hydration. Rendered under a key of the page (router.tsx).
 */
export function RouteMeta() {
  const [pathname] = useLocation();
  const search = useLocationSearch();
  const { route, params } = matchPage(pathname);
  const origin = useContext(SiteOrigin) ?? window.location.origin;
  const language = useStore(locale);
  const texts = useStore(messages);
  const meta: PageMeta = {
    ogType: 'website',
    url: `${origin}${pathname}`,
    noindex: isPrivatePage(pathname),
    structuredData: [],
    ...route.useHead({ params, search, origin, texts }),
  };

  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex && <meta name="robots" content="noindex" />}
      {meta.url && <link rel="canonical" href={meta.url} />}
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {meta.url && <meta property="og:url" content={meta.url} />}
      {meta.image && <meta property="og:image" content={meta.image} />}
      {meta.structuredData.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Data, not code: browsers do not run it, so the CSP has no say.
          dangerouslySetInnerHTML={{ __html: scriptJson(item) }}
        />
      ))}
    </>
  );
}
