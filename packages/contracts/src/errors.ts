import { z } from 'zod';
import { ADMIN_TEXTS } from './admin.js';
import { ATTENDANCE_TEXTS } from './attendance.js';
import { lengthLimit } from './common.js';
import { RECEIPT_TEXTS } from './receipts.js';
import { RECONCILE_TEXTS } from './reconciliation.js';
import { SERIES_TEXTS } from './series.js';
import { STAFF_TEXTS } from './staff.js';
import { FIELD_TEXTS, TEXTS } from './texts.js';
import type { FieldTextKey } from './texts.js';

/**
 * The fixed texts a failure may carry, by key: the key is the answer's `code`, the text its
 * English `message`. TEXTS last: where a console table has a key TEXTS has too, TEXTS's stands.
 */
export const FAILURE_TEXTS = {
  ...RECEIPT_TEXTS,
  ...RECONCILE_TEXTS,
  ...SERIES_TEXTS,
  ...STAFF_TEXTS,
  ...ADMIN_TEXTS,
  ...ATTENDANCE_TEXTS,
  ...TEXTS,
} as const;
export type FixedErrorCode = keyof typeof FAILURE_TEXTS;

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

/** Every `code` of a failure: a fixed text's key, or the code of a composed message. */
export type ErrorCode = FixedErrorCode | ComposedErrorCode;

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

export function isFixedErrorCode(code: string): code is FixedErrorCode {
  return Object.hasOwn(FAILURE_TEXTS, code);
}

/**
 * The English of a schema's message. The schemas give the key of each of their texts (FIELD_TEXTS,
 * or a failure text); a message of zod's own is words already, and stays as it is.
 */
export function fieldText(message: string): string {
  if (Object.hasOwn(FIELD_TEXTS, message)) return FIELD_TEXTS[message as FieldTextKey];
  return isFixedErrorCode(message) ? FAILURE_TEXTS[message] : message;
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

/** Values a composed message was made from, by name (`{ limit: 3 }`). */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

/**
 * Every JSON answer carries `success`; a failure carries its English `message` and a stable
 * `code` (docs/decisions.md, Wire conventions): the key of a fixed text (FAILURE_TEXTS) or the
 * code of a composed message with the values it was made from in `params`, so that a client can
 * word it in its own language from the code alone.
 */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z
    .string()
    .check(lengthLimit(64))
    .refine((code) => isFixedErrorCode(code) || isComposedErrorCode(code), 'Unknown error code'),
  params: errorParamsSchema.optional(),
  /** The contact form's client reads this field (docs/product.md, Calls). */
  error: z.string().optional(),
  /** Field-level problems of a 400: field path -> message. */
  errors: z.record(z.string(), z.string()).optional(),
  /** A refused 'block days' (409): the booked times in the range, D_M_YYYY and HH:MM. */
  booked: z.array(z.object({ date: z.string(), time: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
