/** Static facts about the site that do not come from the API's configuration. */
export const SITE = {
  name: 'Mind Care Clinic',
  tagline: 'Holistic mental health care for adults and children',
  developer: { name: 'the Mind Care Clinic web team', href: '/about' },
  /** The clinic's public profiles; shown in the footer. */
  socialLinks: [
    { label: 'Facebook', href: 'https://www.facebook.com/mindcareclinic.in' },
    { label: 'Instagram', href: 'https://www.instagram.com/mindcareclinic.in' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/mindcareclinic-in' },
    { label: 'YouTube', href: 'https://www.youtube.com/@mindcareclinic-in' },
  ],
} as const;
