import { z } from 'zod';
import { ID_PATTERN } from './patterns.js';
import type { FieldTextKey } from './texts.js';

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * The length limit of a string field, the one every schema gives: `.check(lengthLimit(254))`.
 * Failing it ends the field's checks. Zod otherwise goes on to run the patterns and refinements
 * after a failed `.max()` on the whole value, however long. A field with a pattern passes the
 * pattern's own text as `error`, since an over-long value could never match it anyway
 * (string-limits.test.ts holds every schema to this).
 */
/* #__NO_SIDE_EFFECTS__ */
export function lengthLimit(max: number, error?: string) {
  return z.maxLength(max, { abort: true, error });
}

export const idSchema = z
  .string()
  .check(lengthLimit(24, 'id' satisfies FieldTextKey))
  .regex(ID_PATTERN, 'id' satisfies FieldTextKey);

/** A trimmed, non-blank string of bounded length; objects and numbers are refused. */
/* #__NO_SIDE_EFFECTS__ */
export function requiredText(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'required' satisfies FieldTextKey)
    .check(lengthLimit(max));
}
/* #__NO_SIDE_EFFECTS__ */
export function optionalText(max: number) {
  return z.string().trim().check(lengthLimit(max));
}

export const addressSchema = z.object({
  line1: optionalText(200),
  line2: optionalText(200),
});
export type Address = z.infer<typeof addressSchema>;

type WithoutDefault<Field> =
  Field extends z.ZodDefault<infer Inner>
    ? Inner
    : Field extends z.ZodPrefault<infer Inner>
      ? Inner
      : Field;
type PatchShape<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[Key]>>;
};

/**
 * The patch of a form: every field optional, and a field left out stays out. zod's `.partial()`
 * keeps a field's `.default()`, so a patch without `available` would set it to its default;
 * here the defaults are dropped first, and only the fields sent change.
 */
/* #__NO_SIDE_EFFECTS__ */
export function patchOf<Shape extends z.ZodRawShape>(
  form: z.ZodObject<Shape>,
): z.ZodObject<PatchShape<Shape>> {
  const shape = Object.fromEntries(
    Object.entries(form.shape).map(([key, field]) => [
      key,
      z.optional(
        field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? field.unwrap() : field,
      ),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<PatchShape<Shape>>;
}
