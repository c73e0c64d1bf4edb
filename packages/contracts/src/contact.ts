import { z } from 'zod';
import { lengthLimit } from './common.js';
import { TEXTS } from './texts.js';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns.js';

/** `tooLong`: the text of the pattern that follows, which an over-long value fails too. */
const field = (max: number, tooLong?: string) =>
  z
    .string({ error: TEXTS.contactAllFieldsRequired })
    .trim()
    .min(1, TEXTS.contactAllFieldsRequired)
    .check(lengthLimit(max, tooLong));

/** The 'Email Us' form; its checks and texts are docs/product.md's (Validation), in that order. */
export const contactRequest = z.object({
  name: field(100),
  email: field(254, TEXTS.contactInvalidEmail).regex(EMAIL_PATTERN, TEXTS.contactInvalidEmail),
  subject: field(200),
  phone: field(20, TEXTS.contactInvalidPhone).regex(PHONE_PATTERN, TEXTS.contactInvalidPhone),
  message: field(5000),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/**
 * The first message the form shows for these values: missing fields first, then the e-mail,
 * then the phone. Null when the form is valid.
 */
export function contactFormError(values: Record<keyof ContactRequest, string>): string | null {
  if (Object.values(values).some((value) => value.trim() === ''))
    return TEXTS.contactAllFieldsRequired;
  if (!EMAIL_PATTERN.test(values.email.trim())) return TEXTS.contactInvalidEmail;
  if (!PHONE_PATTERN.test(values.phone.trim())) return TEXTS.contactInvalidPhone;
  return null;
}
