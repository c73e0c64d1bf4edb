import { z } from 'zod';
import { ID_PATTERN } from './patterns.js';

/** Every JSON answer carries `success`; a failure carries `message` (docs/decisions.md, Wire conventions). */
export const failureResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  /** The contact form's client reads this field (docs/product.md, Calls). */
  error: z.string().optional(),
  /** Field-level problems of a 400: field path -> message. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type FailureResponse = z.infer<typeof failureResponse>;

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const idSchema = z.string().regex(ID_PATTERN, 'Invalid id');

/** A trimmed, non-blank string of bounded length; objects and numbers are refused. */
export const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);
export const optionalText = (max: number) => z.string().trim().max(max);

export const addressSchema = z.object({
  line1: optionalText(200),
  line2: optionalText(200),
});
export type Address = z.infer<typeof addressSchema>;
