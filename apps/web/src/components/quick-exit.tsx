import { DEFAULT_QUICK_EXIT_URL } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { useClinicConfig } from '../lib/clinic-config';
import { i18n } from '../lib/i18n';

export const messages = i18n('components/quick-exit', {
  leave: 'Leave this site',
  explain:
    'Someone nearby? Press Shift 3 times, or this button, to swap this page for another site.',
  twoMore: 'Shift: press it 2 more times to leave this site.',
  oneMore: 'Shift: press it once more to leave this site.',
  leaving: 'Leaving this site.',
});

/** Shift pressed this many times, each within this long of the first, leaves (as GOV.UK's 'Exit this page'). */
const SHIFT_PRESSES = 3;
const SHIFT_WINDOW_MS = 5000;

/**
 * 'Leave this site': replaces the page's history entry with a neutral site, so Back does not
 * return to it (docs/privacy.md, Quick exit). A row of its own at the top of the sticky
 * navigation bar (src/app/layout/navbar.tsx), so it stays one tap away at any scroll position
 * without lying over anything the patient must tap; Shift pressed 3 times leaves too. `shown` on
 * the pages whose subject may be private to someone reading over a shoulder (each page's
 * `quickExit`, src/app/routes/): the conditions, the blog, booking, and the patient's own
 * appointments and profile.
 */
export function QuickExit({ shown }: { shown: boolean }) {
  const t = useStore(messages);
  const config = useClinicConfig();
  const explanationId = useId();
  const [announcement, setAnnouncement] = useState('');
  const quickExitUrl = config.data?.quickExitUrl ?? DEFAULT_QUICK_EXIT_URL;

  useEffect(() => {
    // Back to a page of this site that the browser kept in memory: show it again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) document.body.style.visibility = '';
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (!shown) return;
    let presses = 0;
    let firstPressAt = 0;
    // A Shift held while typing a capital letter is not a press.
    let shiftAlone = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Shift') {
        shiftAlone = !event.repeat || shiftAlone;
        return;
      }
      shiftAlone = false;
      presses = 0;
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== 'Shift' || !shiftAlone) return;
      shiftAlone = false;
      if (presses === 0 || event.timeStamp - firstPressAt > SHIFT_WINDOW_MS) {
        presses = 0;
        firstPressAt = event.timeStamp;
      }
      presses += 1;
      if (presses >= SHIFT_PRESSES) {
        presses = 0;
        setAnnouncement(messages.get().leaving);
        leave(quickExitUrl);
        return;
      }
      setAnnouncement(presses === 1 ? messages.get().twoMore : messages.get().oneMore);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, [shown, quickExitUrl]);

  if (!shown) return null;
  return (
    <div data-quick-exit className="border-b border-gray-200 bg-gray-100">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-1.5 sm:px-6">
        <p id={explanationId} className="text-xs text-gray-700 sm:text-sm">
          {t.explain}
        </p>
        {/* A link drawn and announced as a button: before the page's code has arrived it still
            leaves (the history entry stays then); from then on it replaces the entry. */}
        <a
          href={quickExitUrl}
          role="button"
          rel="noreferrer"
          onClick={(event) => {
            event.preventDefault();
            leave(quickExitUrl);
          }}
          onKeyDown={(event) => {
            if (event.key !== ' ') return;
            event.preventDefault();
            leave(quickExitUrl);
          }}
          aria-describedby={explanationId}
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-gray-900 px-4 text-sm font-semibold text-white hover:bg-gray-700"
        >
          {t.leave}
        </a>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function leave(quickExitUrl: string) {
  // Hidden at once: on a slow connection the neutral site may take seconds to arrive.
  document.body.style.visibility = 'hidden';
  window.location.replace(quickExitUrl);
}
