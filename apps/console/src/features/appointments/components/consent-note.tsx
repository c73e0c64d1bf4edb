import type { ConsentRecord } from '@clinic/contracts';

const PURPOSES: Record<ConsentRecord['purposes'][number], string> = {
  care: 'care',
  newsletter: 'clinic news',
};

/**
 * The patient's latest consent to the privacy notice, with the notice's version (sign-up records
 * it; docs/privacy.md). An erased patient's rows have none; an answer without consents shows
 * nothing.
 */
export function ConsentNote({ consents }: { consents: ConsentRecord[] | undefined }) {
  if (!consents) return null;
  const latest = consents.at(-1);
  if (!latest) return <p className="text-xs text-gray-500">No consent on record</p>;
  const purposes = latest.purposes.map((purpose) => PURPOSES[purpose]).join(' and ');
  return (
    <p className="text-xs text-gray-500">
      {latest.withdrawnAt
        ? `Consent withdrawn (notice ${latest.noticeVersion})`
        : `Consented to ${purposes} (notice ${latest.noticeVersion})`}
    </p>
  );
}
