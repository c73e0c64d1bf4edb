import { createContext, useContext } from 'react';
import { useStore } from '@nanostores/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router-dom';
import { blogQueryOptions } from '../features/blogs/api/get-blog';
import { clinicConfigQueryOptions } from '../lib/clinic-config';
import { doctorsQueryOptions } from '../lib/doctors';
import { hindiReady, i18n, locale, type Locale } from '../lib/i18n';
import { specialityNames, specialityPlurals } from '../lib/specialities';
import { messages, pageMeta, scriptJson, type ConditionMeta } from './page-meta';

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
 * A condition's title and summary in one language (null for an unknown section), from the
 * services catalogue's chunk: the home page does not carry the ten summaries. The server fills it
 * before rendering. Read from the translations rather than the catalogue's messages, which follow
 * whichever language the server last rendered.
 */
export const conditionMetaQueryOptions = (section: string, language: Locale) =>
  queryOptions({
    queryKey: ['condition-meta', section, language],
    queryFn: async (): Promise<ConditionMeta | null> => {
      const { CONDITIONS, isServiceSection } =
        await import('../features/services/content/catalogue');
      if (!isServiceSection(section)) return null;
      await hindiReady();
      const { title, summary } = CONDITIONS[section];
      const hindi = (language === 'hi' ? i18n.cache.hi?.['services/catalogue'] : undefined) as
        Record<string, unknown> | undefined;
      const translated = (key: string, english: string) => {
        const text = hindi?.[key];
        return typeof text === 'string' ? text : english;
      };
      return {
        title: translated(section, title),
        summary: translated(`${section}Summary`, summary),
      };
    },
    staleTime: Infinity,
  });

const needsDoctors = (pathname: string) =>
  pathname === '/doctors' || matchPath('/appointment/:docId', pathname) !== null;

/**
 * The page's title, description, Open Graph tags, canonical link and JSON-LD (src/app/page-meta.ts).
 * React hoists the title, meta and link elements into the head, reusing the server's on hydration.
 */
export function RouteMeta() {
  const { pathname, search } = useLocation();
  const origin = useContext(SiteOrigin) ?? window.location.origin;
  const blogId = matchPath('/blogs/:id', pathname)?.params.id;
  const section = matchPath('/services/:section', pathname)?.params.section;
  const config = useQuery(clinicConfigQueryOptions());
  const doctors = useQuery({ ...doctorsQueryOptions(), enabled: needsDoctors(pathname) });
  const blog = useQuery({ ...blogQueryOptions(blogId ?? ''), enabled: blogId !== undefined });
  const language = useStore(locale);
  const condition = useQuery({
    ...conditionMetaQueryOptions(section ?? '', language),
    enabled: section !== undefined,
  });
  const meta = pageMeta({
    pathname,
    search,
    origin,
    config: config.data,
    doctors: doctors.data,
    blog: blogId === undefined ? undefined : blog.data,
    condition: section === undefined ? undefined : condition.data,
    texts: useStore(messages),
    specialities: useStore(specialityNames),
    specialityPlurals: useStore(specialityPlurals),
  });

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
