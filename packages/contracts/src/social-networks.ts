// No zod here: the web app's footer reads these names on every page, within the home page's
// JavaScript budget (apps/web/README.md).

/** The social networks the clinic may link to from the site's footer, in the footer's order. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's own name, the same in every language. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
};
