import type { AdminLoginResponse } from '@clinic/contracts';

type Enrolment = NonNullable<AdminLoginResponse['enrolment']>;

/** 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP', easier to copy into an app by hand. */
const inFours = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The new secret for the authenticator app: the server's QR code, and the same key as text for
 * an app that cannot scan. The SVG is shown as an image, so nothing in it can run.
 */
export function EnrolmentKey({ enrolment }: { enrolment: Enrolment }) {
  return (
    <div className="space-y-3">
      <img
        src={`data:image/svg+xml,${encodeURIComponent(enrolment.qrSvg)}`}
        alt="QR code for your authenticator app"
        className="mx-auto size-48"
      />
      <dl className="text-center">
        <dt className="text-sm text-gray-600">Or type this key</dt>
        <dd className="mt-1 font-mono text-base tracking-wide text-gray-900">
          {inFours(enrolment.secret)}
        </dd>
      </dl>
    </div>
  );
}
