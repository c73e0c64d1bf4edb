/**
 * The messages a failure is made of from values (`params` on the wire): their codes, English
 * templates and filling. Without zod, unlike the wire schemas in errors.ts: the patient site's
 * first screen words server answers with these, and its code stays small (apps/web/README.md).
 */

/** Values a composed message was made from, by name (`{ limit: 3 }`); on the wire, errorParamsSchema. */
export type ErrorParams = Record<string, string | number>;

/**
 * The codes of the messages made from values, each with the names of the values it puts in; an
 * answer carrying one of them carries those values as `params`.
 */
export interface ComposedErrors {
  /** The refusal of a booking over the clinic's cap (MAX_UNPAID_BOOKINGS) on unpaid upcoming appointments. */
  unpaidBookingsLimit: { limit: number };
  /** Once the cancellation policy's cut-off has passed: changes go through the clinic, by phone. */
  changeByPhone: { cutoffHours: number; phone: string };
  /** While a proof of payment waits: the clinic cancels it, and refunds what was sent. */
  cancelByPhone: { phone: string };
  /** The refusal of a family member over the cap (MAX_FAMILY_MEMBERS) one account keeps. */
  familyMembersLimit: { limit: number };
}
export type ComposedErrorCode = keyof ComposedErrors;

/** A template whose English wording follows a count: `one` when the value named `count` is 1. */
interface CountedTemplate {
  count: string;
  one: string;
  other: string;
}

/**
 * The English templates of the composed messages: `{name}` is filled with the value of that name.
 * Other languages fill their own template for the same code with `fillTemplate` (the web app's
 * Hindi: apps/web/src/locales/hi/lib.json, "lib/server-message").
 */
export const COMPOSED_TEXTS: Record<ComposedErrorCode, string | CountedTemplate> = {
  unpaidBookingsLimit: {
    count: 'limit',
    one: 'You already have {limit} unpaid upcoming appointment. Please pay for or cancel one before booking another.',
    other:
      'You already have {limit} unpaid upcoming appointments. Please pay for or cancel one before booking another.',
  },
  changeByPhone: {
    count: 'cutoffHours',
    one: 'Changes within {cutoffHours} hour of the visit are made by phone: please call the clinic on {phone}.',
    other:
      'Changes within {cutoffHours} hours of the visit are made by phone: please call the clinic on {phone}.',
  },
  cancelByPhone:
    'Your payment is being verified. To cancel this appointment, please call the clinic on {phone}.',
  familyMembersLimit: {
    count: 'limit',
    one: 'You can keep {limit} family member. Please remove one before adding another.',
    other: 'You can keep {limit} family members. Please remove one before adding another.',
  },
};

/** The template with each `{name}` replaced by the value of that name; an unknown name stays. */
export function fillTemplate(template: string, params: Readonly<ErrorParams>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

export function isComposedErrorCode(code: string): code is ComposedErrorCode {
  return Object.hasOwn(COMPOSED_TEXTS, code);
}

/** The English template of a composed message for these values (its form for the count). */
export function composedTemplate(code: ComposedErrorCode, params: Readonly<ErrorParams>): string {
  const template = COMPOSED_TEXTS[code];
  if (typeof template === 'string') return template;
  return params[template.count] === 1 ? template.one : template.other;
}

/** The English of a composed message, from its code and values. */
export function composedText<Code extends ComposedErrorCode>(
  code: Code,
  params: ComposedErrors[Code],
): string {
  return fillTemplate(composedTemplate(code, params), params);
}
