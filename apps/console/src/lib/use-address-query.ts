import { useSearchParams } from 'react-router-dom';

/** A schema that reads a query from the address and has defaults for an empty one. */
interface QuerySchema<Query> {
  safeParse(input: unknown): { success: true; data: Query } | { success: false };
  parse(input: unknown): Query;
}

/**
 * A screen's filters and page kept in the address, so a filtered list can be bookmarked and Back
 * works: the query read with its contract schema (its defaults when the address holds nonsense),
 * the address itself, and `update`, which writes the given values (blank ones left out).
 */
export function useAddressQuery<Query>(schema: QuerySchema<Query>) {
  const [params, setParams] = useSearchParams();
  const parsed = schema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : schema.parse({});
  const update = (values: object) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values) as [string, unknown][])
      if (value !== undefined && value !== '') next.set(key, String(value));
    setParams(next);
  };
  return { query, address: params.toString(), update };
}
