import { z } from 'zod';
import { addressSchema, idSchema, lengthLimit, optionalText, requiredText } from './common.js';
import { phoneSchema } from './auth.js';
import type { FieldTextKey } from './texts.js';

export const GENDERS = ['Male', 'Female'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** Empty until the patient fills it in. */
export const genderSchema = z.enum(GENDERS).or(z.literal(''));
export const bloodGroupSchema = z.enum(BLOOD_GROUPS).or(z.literal(''));
export const dobSchema = z
  .string()
  .trim()
  .check(lengthLimit(10, 'dateOfBirth' satisfies FieldTextKey))
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'dateOfBirth' satisfies FieldTextKey);

export const userDataSchema = z.object({
  _id: idSchema,
  name: z.string(),
  fathername: z.string(),
  mothername: z.string(),
  email: z.string(),
  phone: z.string(),
  address: addressSchema,
  gender: genderSchema,
  dob: z.string(),
  bloodGroup: bloodGroupSchema,
  allergy: z.string(),
  medicalCondition: z.string(),
  image: z.string(),
});
export type UserData = z.infer<typeof userDataSchema>;

export const profileResponse = z.object({ success: z.literal(true), userData: userDataSchema });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** `address` arrives as JSON text in the multipart form (docs/product.md, Calls). */
export const addressJsonSchema = z
  .string()
  .check(lengthLimit(1000))
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'address' satisfies FieldTextKey });
      return z.NEVER;
    }
  })
  .pipe(addressSchema);

/** The text fields of the update-profile form; `email` is not among them and cannot change. */
export const updateProfileRequest = z.object({
  name: requiredText(100),
  fathername: optionalText(100).default(''),
  mothername: optionalText(100).default(''),
  phone: phoneSchema,
  address: addressJsonSchema.default({ line1: '', line2: '' }),
  gender: genderSchema.default(''),
  dob: dobSchema.default(''),
  bloodGroup: bloodGroupSchema.default(''),
  allergy: optionalText(500).default(''),
  medicalCondition: optionalText(1000).default(''),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
export type UpdateProfileForm = z.input<typeof updateProfileRequest>;

/** Profile images: by their bytes, not their names (docs/decisions.md, Security). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Width × height at most: a file of a few hundred kB can decode to hundreds of megabytes. */
export const IMAGE_MAX_PIXELS = 16_000_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
