import type { ConsentRecord } from '@clinic/contracts';

const PURPOSES: Record<ConsentRecord['purposes'][number], string> = {
  care: 'care',
  newsletter: 'clinic news',
  intake: 'the intake',
};

/**
 * The patient's consent in force (the latest record: sign-up, then each change of the optional
 * news consent; docs/privacy.md), with the notice's version. An erased patient's rows have none; an answer without consents shows
 * nothing.
 */
export function ConsentNote({ consents }: { consents: ConsentRecord[] | undefined }) {
  if (!consents) return null;
  const latest = consents.at(-1);
  if (!latest) return <p className="text-xs text-gray-500">No consent on record</p>;
  const purposes = latest.purposes.map((purpose) => PURPOSES[purpose]).join(' and ');
  return (
    <p className="text-xs text-gray-500">
      Consented to {purposes} (notice {latest.noticeVersion})
    </p>
  );
}
