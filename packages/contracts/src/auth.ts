import { z } from 'zod';
import { lengthLimit, requiredText } from './common.js';
import { EMAIL_PATTERN, OTP_PATTERN, PHONE_PATTERN } from './patterns.js';
import type { FieldTextKey, TextKey } from './texts.js';

export const PASSWORD_MIN = 8;
/** At least 64 must be allowed (ASVS); bcrypt reads 72 bytes, so the API pre-hashes. */
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .check(lengthLimit(254))
  .regex(EMAIL_PATTERN, 'contactInvalidEmail' satisfies TextKey);
export const phoneSchema = z
  .string()
  .trim()
  .check(lengthLimit(10, 'phone' satisfies FieldTextKey))
  .regex(PHONE_PATTERN, 'phone' satisfies FieldTextKey);
export const passwordSchema = z
  .string()
  .min(1, 'required' satisfies FieldTextKey)
  .check(lengthLimit(1024));
/** The 6-digit code mailed for a sign-up or a password reset. */
export const otpSchema = z
  .string()
  .trim()
  .check(lengthLimit(6, 'otp' satisfies FieldTextKey))
  .regex(OTP_PATTERN, 'otp' satisfies FieldTextKey);

export const sendOtpRequest = z.object({ email: emailSchema });
export type SendOtpRequest = z.infer<typeof sendOtpRequest>;

export const registerRequest = z.object({
  name: requiredText(100),
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  otp: otpSchema,
  /** The patient ticked the notice's box: a clear affirmative act, never a default. */
  consent: z.literal(true, { error: 'consentRequired' satisfies TextKey }),
  /** The notice version the form showed; the API records the one in force when absent. */
  noticeVersion: z.string().check(lengthLimit(40)).optional(),
  /** The separate, optional consent to non-essential mail. */
  newsletter: z.boolean().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const ROLES = ['patient', 'admin'] as const;
export type Role = (typeof ROLES)[number];
