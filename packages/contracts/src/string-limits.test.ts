import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';
import { emailSchema } from './index.js';

type Schema = z.core.$ZodType;

/** `schema` and every schema inside it, each with where it is (`registerRequest.phone`). */
function* schemasIn(schema: Schema, where: string, seen: Set<Schema>): Generator<[Schema, string]> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield [schema, where];
  for (const [key, value] of Object.entries(schema._zod.def)) {
    const children: [string, unknown][] =
      key === 'shape'
        ? Object.entries(value as object)
        : Array.isArray(value)
          ? value.map((child, index) => [`${key}[${index}]`, child])
          : [[key, value]];
    for (const [name, child] of children) {
      if (child instanceof z.core.$ZodType) yield* schemasIn(child, `${where}.${name}`, seen);
    }
  }
}

const checksOf = (schema: Schema) =>
  (schema._zod.def.checks ?? []).map((check) => check._zod.def as z.core.$ZodCheckDef);

/** The string fields of the exported schemas whose `name` passes, where `fails` says of them. */
function stringsWhere(
  name: (exported: string) => boolean,
  fails: (checks: z.core.$ZodCheckDef[]) => boolean,
): string[] {
  const found: string[] = [];
  for (const [exported, schema] of Object.entries(contracts)) {
    if (!name(exported) || !(schema instanceof z.core.$ZodType)) continue;
    for (const [inner, where] of schemasIn(schema, exported, new Set())) {
      if (inner._zod.def.type === 'string' && fails(checksOf(inner))) found.push(where);
    }
  }
  return found;
}

const limitAt = (checks: z.core.$ZodCheckDef[]) =>
  checks.findIndex(({ check, abort }) => check === 'max_length' && abort);

/** A pattern or a refinement reads the value before its length is known to be in bounds. */
function readsUnbounded(checks: z.core.$ZodCheckDef[]): boolean {
  const reader = checks.findIndex(({ check }) => check === 'string_format' || check === 'custom');
  return reader !== -1 && !(limitAt(checks) !== -1 && limitAt(checks) < reader);
}

describe('string fields', () => {
  it('when a field has a pattern or a refinement, then a length limit that ends its checks comes first', () => {
    expect(stringsWhere(() => true, readsUnbounded)).toEqual([]);
  });

  it('when a request or a query takes a string, then it has a length limit that ends its checks', () => {
    const request = (name: string) => name.endsWith('Request') || name.endsWith('Query');

    expect(stringsWhere(request, (checks) => limitAt(checks) === -1)).toEqual([]);
  });

  it('when the e-mail is 100 kB, then the length is its only problem', () => {
    const issues = emailSchema.safeParse(`a@${'.'.repeat(100_000)}@`).error?.issues;

    expect(issues?.map(({ code }) => code)).toEqual(['too_big']);
  });
});
