import { z } from 'zod';
import { lengthLimit } from './common.js';
import type { TextKey } from './texts.js';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns.js';

/** The longest value of each field, counted after trimming. */
const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, phone: 20, message: 5000 } as const;

/** `tooLong`: the text of the pattern that follows, which an over-long value fails too. */
const field = (max: number, tooLong?: ContactFormError) =>
  z
    .string({ error: 'contactAllFieldsRequired' satisfies TextKey })
    .trim()
    .min(1, 'contactAllFieldsRequired' satisfies TextKey)
    .check(lengthLimit(max, tooLong));

/** The 'Email Us' form; its checks and texts are docs/product.md's (Validation), in that order. */
export const contactRequest = z.object({
  name: field(CONTACT_LIMITS.name),
  email: field(CONTACT_LIMITS.email, 'contactInvalidEmail').regex(
    EMAIL_PATTERN,
    'contactInvalidEmail',
  ),
  subject: field(CONTACT_LIMITS.subject),
  phone: field(CONTACT_LIMITS.phone, 'contactInvalidPhone').regex(
    PHONE_PATTERN,
    'contactInvalidPhone',
  ),
  message: field(CONTACT_LIMITS.message),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export type ContactFormError =
  'contactAllFieldsRequired' | 'contactInvalidEmail' | 'contactInvalidPhone';

/**
 * The key of the first text the spec's form shows for these values: missing fields first, then
 * the e-mail, then the phone (an over-long one fails its pattern too). Null when none applies.
 */
export function contactFormError(
  values: Record<keyof ContactRequest, string>,
): ContactFormError | null {
  if (Object.values(values).some((value) => value.trim() === '')) return 'contactAllFieldsRequired';
  const email = values.email.trim();
  if (email.length > CONTACT_LIMITS.email || !EMAIL_PATTERN.test(email))
    return 'contactInvalidEmail';
  const phone = values.phone.trim();
  if (phone.length > CONTACT_LIMITS.phone || !PHONE_PATTERN.test(phone))
    return 'contactInvalidPhone';
  return null;
}
