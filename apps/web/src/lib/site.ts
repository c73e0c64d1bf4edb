/** Static facts about the site that do not come from the API's configuration. */
export const SITE = {
  name: 'Holistic Mind Clinic',
  tagline: 'Holistic mental health care for adults and children',
  developer: { name: 'the Holistic Mind Clinic web team', href: '/about' },
  /** The clinic's public profiles; shown in the footer. */
  socialLinks: [
    { label: 'Facebook', href: 'https://www.facebook.com/holisticmindclinic.in' },
    { label: 'Instagram', href: 'https://www.instagram.com/holisticmindclinic.in' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/holisticmindclinic.in' },
    { label: 'YouTube', href: 'https://www.youtube.com/@holisticmindclinic.in' },
  ],
} as const;
