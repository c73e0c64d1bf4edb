/** Static facts about the site that do not come from the API's configuration. */
export const SITE = {
  name: 'Holistic Mind Clinic',
  developer: { href: '/about' },
} as const;
