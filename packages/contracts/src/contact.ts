import { z } from 'zod';
import { lengthLimit } from './common.js';
import type { TextKey } from './texts.js';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns.js';

/** The longest value of each field, counted after trimming. */
const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, phone: 20, message: 5000 } as const;

/** A required field; `pattern`, when given, with the text an over-long value fails it with too. */
/**
 * A required field of the form, at most its limit long; `pattern`, when given, with the text an
 * over-long value fails it with too. Free of side effects, like the limit it reads (a property
 * read outside it would keep the unused form in the web's build: apps/web/vite.config.ts).
 */
/* #__NO_SIDE_EFFECTS__ */
function field(
  name: keyof typeof CONTACT_LIMITS,
  pattern?: { pattern: RegExp; error: ContactFormError },
) {
  const required = z
    .string({ error: 'contactAllFieldsRequired' satisfies TextKey })
    .trim()
    .min(1, 'contactAllFieldsRequired' satisfies TextKey)
    .check(lengthLimit(CONTACT_LIMITS[name], pattern?.error));
  return pattern ? required.regex(pattern.pattern, pattern.error) : required;
}

/** The 'Email Us' form; its checks and texts are docs/product.md's (Validation), in that order. */
export const contactRequest = z.object({
  name: field('name'),
  email: field('email', { pattern: EMAIL_PATTERN, error: 'contactInvalidEmail' }),
  subject: field('subject'),
  phone: field('phone', { pattern: PHONE_PATTERN, error: 'contactInvalidPhone' }),
  message: field('message'),
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
