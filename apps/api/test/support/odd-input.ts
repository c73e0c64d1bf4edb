/**
 * Malformed values for the "no 5xx from input" tests (input-sweep.test.ts over every call,
 * app.test.ts over the patients' JSON posts): the shapes a careless or hostile client sends.
 */
import { z } from 'zod';

export const IMPOSSIBLE_DATES = [
  '31_2_2026',
  '29_2_2025',
  '0_0_0',
  '32_1_2026',
  '1_13_2026',
  '1_1_99999',
];
const IMPOSSIBLE_TIMES = ['25:00', '24:00', '10:60', '-1:00', '10:00:00', '13:30 pm', ''];
export const ODD_VALUES: unknown[] = [
  { $gt: '' },
  { $ne: null },
  ['a', 'b'],
  [],
  42,
  -1,
  1e308,
  true,
  null,
  '',
  'x'.repeat(20_000),
  '\u0000\u202e',
  { toString: 'x' },
  ...IMPOSSIBLE_DATES,
  ...IMPOSSIBLE_TIMES,
];
export const FIELDS = [
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'name',
  'phone',
  'otp',
  'docId',
  'slotDate',
  'slotTime',
  'appointmentId',
  'transactionId',
  'subject',
  'message',
  'address',
  'gender',
  'dob',
  'reason',
  'available',
  'challenge',
  'upiReference',
  'refundedOn',
  'code',
  'setupCode',
  'role',
  'doctorId',
  'disabled',
  'date',
  'times',
  'language',
  'fees',
  'experience',
  'speciality',
  'title',
  'content',
  'mediaUrl',
];

/** A field of a request body or query: its place in the body and the longest string it allows. */
export interface RequestField {
  /** `['payments', 0, 'transactionId']` for a field of the objects in an array. */
  path: (string | number)[];
  /** The longest string it allows; undefined when it has no limit of its own (not a string). */
  maxLength: number | undefined;
}

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxLength?: number;
}

const branches = (schema: JsonSchema) => [
  ...(schema.anyOf ?? []),
  ...(schema.oneOf ?? []),
  ...(schema.allOf ?? []),
];

/** The longest string a field allows, over the branches of a union too. */
function longest(schema: JsonSchema): number | undefined {
  const lengths = [schema.maxLength, ...branches(schema).map(longest)].filter(
    (length) => length !== undefined,
  );
  return lengths.length === 0 ? undefined : Math.max(...lengths);
}

function collectFields(
  schema: JsonSchema,
  path: RequestField['path'],
  into: Map<string, RequestField>,
): void {
  if (path.length > 0) {
    const name = path.join('.');
    const lengths = [into.get(name)?.maxLength, longest(schema)].filter((n) => n !== undefined);
    into.set(name, { path, maxLength: lengths.length === 0 ? undefined : Math.max(...lengths) });
  }
  for (const branch of branches(schema)) collectFields(branch, path, into);
  if (schema.items) collectFields(schema.items, [...path, 0], into);
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    collectFields(field, [...path, key], into);
  }
}

/**
 * Every field `schema` reads, nested ones too, read from its JSON Schema as a client sends them,
 * so that a new field is swept without being listed.
 */
export function fieldsOf(schema: z.ZodType): RequestField[] {
  const fields = new Map<string, RequestField>();
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  collectFields(json as JsonSchema, [], fields);
  return [...fields.values()];
}

/** `{ payments: [{ transactionId: value }] }` for `['payments', 0, 'transactionId']`. */
export function bodyWith(path: RequestField['path'], value: string): unknown {
  return path.reduceRight<unknown>(
    (inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }),
    value,
  );
}

/**
 * Strings of exactly `length` characters shaped to make a backtracking pattern work hardest: a
 * long run of one character that a pattern's quantifiers can share between them, then one that
 * refuses the match (docs/decisions.md, Security: the old e-mail pattern took 19 s on the first at
 * 100 kB).
 */
export const HOSTILE_SHAPES: Record<string, (length: number) => string> = {
  'an address of dots': (length) => `a@${'.'.repeat(length - 3)}@`,
  'spaces inside': (length) => `1${' '.repeat(length - 2)}x`,
  'a run of digits': (length) => `${'1'.repeat(length - 1)}x`,
};
