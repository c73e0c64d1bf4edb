/**
 * Patients' privacy rights (India's DPDP Act 2023): the notice's version, the consent a patient
 * gives at sign-up, the summary of their data they can download, erasure, and password reset and
 * change. Changing the notice is a deliberate act: a new PRIVACY_NOTICE_VERSION, which the
 * notice page shows and every new consent records.
 */
import { z } from 'zod';
import { emailSchema, otpSchema, passwordSchema } from './auth.js';
import { idSchema } from './common.js';

/** The version of the privacy notice in force (apps/web shows it at /privacy). */
export const PRIVACY_NOTICE_VERSION = '2026-11-22';

/**
 * What a patient agrees to. `care` (booking, payments, the visit's mails, keeping health details
 * they enter) is essential to the service and given at sign-up; `newsletter` is optional and
 * separate; `intake` (the questionnaires before a visit, read by the doctor and the owner) is
 * asked for by the intake itself, and withdrawing it hides the answers from staff.
 */
export const CONSENT_PURPOSES = ['care', 'newsletter', 'intake'] as const;
export const consentPurposeSchema = z.enum(CONSENT_PURPOSES);
export type ConsentPurpose = z.infer<typeof consentPurposeSchema>;

export const consentRecordSchema = z.object({
  noticeVersion: z.string(),
  purposes: z.array(consentPurposeSchema),
  /** ISO 8601. A later record supersedes this one: the last record is in force. */
  givenAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/**
 * What the console says beside an appointment whose patient has no consent record, and what
 * staff should do about it (docs/privacy.md, Consent).
 */
export const CONSENT_TEXTS = {
  noConsentOnRecord: 'No consent on record',
  noConsentMeaning:
    'The clinic holds no record of this patient agreeing to the privacy notice. Sign-up records one for every account, so this account was made another way, or the patient has deleted it since.',
  noConsentAction:
    "Keep the appointment and use the patient's details for this visit only, not for clinic news. If the account still exists, ask the patient to read the privacy notice and save their choice under My Profile, Your data: that records their consent.",
} as const;

/** The clinic's contact for privacy questions and grievances (shown on /privacy and the footer). */
export const privacyContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type PrivacyContact = z.infer<typeof privacyContactSchema>;

/** The patient's consents, newest last: the last one is in force. */
export const consentsResponse = z.object({
  success: z.literal(true),
  consents: z.array(consentRecordSchema),
});
export type ConsentsResponse = z.infer<typeof consentsResponse>;

/** Gives or withdraws the optional consent to clinic news, as easily as it was given. */
export const newsletterConsentRequest = z.object({ newsletter: z.boolean() });
export type NewsletterConsentRequest = z.infer<typeof newsletterConsentRequest>;

export const forgotPasswordRequest = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const changePasswordRequest = z.object({
  currentPassword: passwordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const deleteAccountRequest = z.object({ password: passwordSchema });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

/**
 * Everything the site holds about the patient (GET /api/user/my-data). Loose on purpose inside
 * each record: the export carries every stored field, and a field added later must not be lost.
 */
export const myDataSchema = z.object({
  exportedAt: z.string(),
  noticeVersion: z.string(),
  account: z.record(z.string(), z.unknown()),
  consents: z.array(consentRecordSchema),
  /** The people the patient books for, each with the guardian's consents given for them. */
  familyMembers: z.array(z.record(z.string(), z.unknown())),
  appointments: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(z.record(z.string(), z.unknown())),
  blogLikes: z.array(z.object({ blogId: idSchema, title: z.string() })),
  /** Each intake with its answers and results in clear. */
  intakes: z.array(z.record(z.string(), z.unknown())),
  /** The clinic's calls after a worrying answer: when raised, who called back, what came of it. */
  safetyAlerts: z.array(z.record(z.string(), z.unknown())),
  /** The doctors' waiting lists the patient is on. */
  waitlist: z.array(z.record(z.string(), z.unknown())),
  dataRequests: z.array(z.object({ kind: z.string(), at: z.string() })),
});
export type MyData = z.infer<typeof myDataSchema>;

export const myDataResponse = z.object({ success: z.literal(true), data: myDataSchema });
export type MyDataResponse = z.infer<typeof myDataResponse>;

/** A patient's request the clinic must be able to show it honoured (console: Data requests). */
export const DATA_REQUEST_KINDS = ['export', 'erasure'] as const;
export const dataRequestSchema = z.object({
  _id: idSchema,
  kind: z.enum(DATA_REQUEST_KINDS),
  /** The patient while the account exists; erased accounts leave only the request. */
  patientId: z.string(),
  at: z.string(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const adminDataRequestsResponse = z.object({
  success: z.literal(true),
  requests: z.array(dataRequestSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminDataRequestsResponse = z.infer<typeof adminDataRequestsResponse>;
