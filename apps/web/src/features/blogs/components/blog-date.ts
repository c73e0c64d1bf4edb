import { DEFAULT_CLINIC_TZ } from '@clinic/contracts';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DEFAULT_CLINIC_TZ,
});

/** '2026-03-05T09:00:00.000Z' -> '5 March 2026', as a calendar day in the clinic's zone. */
export const formatBlogDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};
