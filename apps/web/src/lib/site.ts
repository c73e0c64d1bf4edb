/** Static facts about the site that do not come from the API's configuration. */
export const SITE = {
  name: 'Holistic Mind Clinic',
  developer: { href: '/about' },
  /** The clinic's public profiles; shown in the footer. */
  socialLinks: [
    { label: 'Facebook', href: 'https://www.facebook.com/holisticmindclinic.in' },
    { label: 'Instagram', href: 'https://www.instagram.com/holisticmindclinic.in' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/holisticmindclinic.in' },
    { label: 'YouTube', href: 'https://www.youtube.com/@holisticmindclinic.in' },
  ],
} as const;
