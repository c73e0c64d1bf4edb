import { CONSENT_TEXTS, type ConsentRecord } from '@clinic/contracts';

const PURPOSES: Record<ConsentRecord['purposes'][number], string> = {
  care: 'care',
  newsletter: 'clinic news',
  intake: 'the intake',
};

/**
 * The patient's consent in force (the latest record: sign-up, then each change of the optional
 * news consent; docs/privacy.md), with the notice's version. Without one (an erased patient, an
 * account made without sign-up), it says so and, one click away, what that means and what staff
 * should do. An answer without consents shows nothing.
 */
export function ConsentNote({ consents }: { consents: ConsentRecord[] | undefined }) {
  if (!consents) return null;
  const latest = consents.at(-1);
  if (!latest)
    return (
      <details className="text-xs text-gray-500">
        <summary className="cursor-pointer text-amber-800">
          {CONSENT_TEXTS.noConsentOnRecord}
        </summary>
        <p className="mt-1 max-w-sm">{CONSENT_TEXTS.noConsentMeaning}</p>
        <p className="mt-1 max-w-sm">{CONSENT_TEXTS.noConsentAction}</p>
      </details>
    );
  const purposes = latest.purposes.map((purpose) => PURPOSES[purpose]).join(' and ');
  return (
    <p className="text-xs text-gray-500">
      Consented to {purposes} (notice {latest.noticeVersion})
    </p>
  );
}
