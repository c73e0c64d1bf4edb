import { STATEMENT_FORMATS } from '@clinic/contracts';

const Code = ({ children }: { children: string }) => (
  <code className="break-words rounded bg-gray-100 px-1">{children}</code>
);

/** The exports the API reads, shown from the very descriptions it reads them by. */
export function StatementFormats() {
  return (
    <section aria-labelledby="statement-formats" className="text-sm text-gray-700">
      <h2 id="statement-formats" className="font-semibold text-gray-900">
        Statements the console reads
      </h2>
      <p className="mt-1">
        Download the statement from your bank or UPI merchant app as CSV (not Excel or PDF), at most
        2 MB. Its header row must be one of these; the lines above it are skipped. The clinic keeps
        no copy of the file.
      </p>
      <ul className="mt-3 space-y-3">
        {STATEMENT_FORMATS.map((format) => (
          <li key={format.id}>
            <p className="font-medium text-gray-900">{format.name}</p>
            <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt>Header row</dt>
              <dd>
                <Code>{format.headers.join(',')}</Code>
              </dd>
              <dt>Transaction IDs from</dt>
              <dd className="flex flex-wrap gap-2">
                {format.references.map((reference) => (
                  <Code key={reference.column}>{reference.column}</Code>
                ))}
              </dd>
              {format.only && (
                <>
                  <dt>Lines that count</dt>
                  <dd>
                    <Code>{format.only.column}</Code> {format.only.values.join(' or ')}
                  </dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
