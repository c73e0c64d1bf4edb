import { DEFAULT_CLINIC_TZ } from '@clinic/contracts';
import { params } from '@nanostores/i18n';
import { i18n, type Locale } from '../../../lib/i18n';

/** The line under a post's title, on its card and its page. */
export const bylineMessages = i18n('blogs/byline', { by: params('By {author}') });

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

function dateFormat(code: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(code);
  if (!format) {
    format = new Intl.DateTimeFormat(code === 'hi' ? 'hi-IN' : 'en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: DEFAULT_CLINIC_TZ,
    });
    dateFormats.set(code, format);
  }
  return format;
}

/**
 * '2026-03-05T09:00:00.000Z' -> '5 March 2026' ('5 मार्च 2026' in Hindi), as a calendar day in the
 * clinic's zone.
 */
export const formatBlogDate = (iso: string, code: Locale = 'en') => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(code).format(date);
};
