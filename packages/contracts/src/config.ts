import { z } from 'zod';
import { SOCIAL_NETWORKS } from './social-networks.js';

export const socialLinkSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS),
  url: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/**
 * Clinic details and payment configuration the web app shows; they come from the API's env, but
 * for the social links, which are the clinic's setting (the console's Settings), in the store.
 */
export const clinicConfigSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.object({ line1: z.string(), line2: z.string() }),
  mapEmbedUrl: z.string(),
  emergencyNumbers: z.array(z.object({ label: z.string(), number: z.string() })),
  /** The neutral site the 'Leave this site' button replaces the page with. */
  quickExitUrl: z.string(),
  upi: z.object({ vpa: z.string(), payeeName: z.string() }),
  /** Only the networks the clinic set, in SOCIAL_NETWORKS' order; none shows nothing. */
  socialLinks: z.array(socialLinkSchema),
  timeZone: z.string(),
  /** Hours before a visit after which the patient changes it by phone only; 0: until it starts. */
  cancelCutoffHours: z.number().int().nonnegative(),
  /** The contact for privacy questions and grievances, and the notice version in force. */
  privacy: z.object({
    contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    noticeVersion: z.string(),
  }),
});
export type ClinicConfig = z.infer<typeof clinicConfigSchema>;

export const clinicConfigResponse = z.object({
  success: z.literal(true),
  config: clinicConfigSchema,
});
export type ClinicConfigResponse = z.infer<typeof clinicConfigResponse>;
