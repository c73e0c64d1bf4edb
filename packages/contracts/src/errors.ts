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
import { isComposedErrorCode, type ComposedErrorCode, type ErrorParams } from './composed-texts.js';

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

/** Every `code` of a failure: a fixed text's key, or the code of a composed message. */
export type ErrorCode = FixedErrorCode | ComposedErrorCode;

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

/** Values a composed message was made from, by name (`{ limit: 3 }`). */
export const errorParamsSchema: z.ZodType<ErrorParams> = z.record(
  z.string(),
  z.union([z.string(), z.number()]),
);

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
