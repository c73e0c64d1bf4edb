import { fieldText } from '@clinic/contracts';
/** What a failed zod parse reports, without importing zod for it. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message for each of the form's fields among a failed parse's issues, in English. */
export function fieldErrors<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) found[field] ??= fieldText(issue.message);
  }
  return found;
}
