import { useState, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../lib/i18n';

export const messages = i18n('contact/map', {
  title: params('Map showing {name}'),
  show: 'Show map',
  open: 'Open in Google Maps',
  newTab: '(opens in a new tab)',
  offline: 'The map can be shown when you are back online.',
});

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

interface ClinicMapProps {
  embedUrl: string;
  name: string;
  addressLines: string[];
}

/**
 * A placeholder naming the address, with the Google map loaded into it only when asked for: the
 * page stays whole offline or when Google cannot be reached (a failed frame would cover it), and
 * no third-party content loads until the visitor wants it.
 */
export function ClinicMap({ embedUrl, name, addressLines }: ClinicMapProps) {
  const t = useStore(messages);
  const online = useOnline();
  const [requested, setRequested] = useState(false);
  const query = encodeURIComponent([name, ...addressLines].join(', '));
  const showMap = requested && online && embedUrl !== '';

  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl border border-gray-200 bg-primary-soft sm:aspect-video">
      {showMap ? (
        <iframe
          src={embedUrl}
          title={t.title({ name })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 fill-primary">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
          <address className="text-sm text-gray-800 not-italic">
            <span className="block font-medium">{name}</span>
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <div className="flex flex-wrap items-center justify-center gap-3">
            {embedUrl !== '' && (
              <button
                type="button"
                onClick={() => setRequested(true)}
                disabled={!online}
                className="btn-primary"
              >
                {t.show}
              </button>
            )}
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${query}`}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-medium text-primary underline underline-offset-4"
            >
              {t.open}
              <span className="sr-only"> {t.newTab}</span>
            </a>
          </div>
          {!online && <p className="text-xs text-gray-600">{t.offline}</p>}
        </div>
      )}
    </div>
  );
}
