import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

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

/** True once the element has come near the viewport; the map's page weight waits until then. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

interface ClinicMapProps {
  embedUrl: string;
  name: string;
  addressLines: string[];
}

/**
 * The embedded Google map over a placeholder that names the address, so the page reads the same
 * offline, before the map arrives, or when no map is configured.
 */
export function ClinicMap({ embedUrl, name, addressLines }: ClinicMapProps) {
  const online = useOnline();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const query = encodeURIComponent([name, ...addressLines].join(', '));
  const showMap = embedUrl !== '' && online && near;

  return (
    <div
      ref={ref}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-xl border border-gray-200 bg-primary-soft sm:aspect-video"
    >
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center">
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
        {!online && (
          <p className="text-xs text-gray-600">The map will appear when you are back online.</p>
        )}
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${query}`}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-medium text-primary underline underline-offset-4"
        >
          Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {showMap && (
        <iframe
          src={embedUrl}
          title={`Map showing ${name}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 h-full w-full border-0"
        />
      )}
    </div>
  );
}
