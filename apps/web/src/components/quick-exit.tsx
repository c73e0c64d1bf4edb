import { DEFAULT_QUICK_EXIT_URL } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useClinicConfig } from '../lib/clinic-config';
import { i18n } from '../lib/i18n';

export const messages = i18n('components/quick-exit', {
  leave: 'Leave this site',
});

/**
 * The pages whose subject may be private to someone reading over a shoulder: the conditions,
 * the blog, booking, and the patient's own appointments and profile.
 */
const QUICK_EXIT_ROUTES = [
  '/services/*',
  '/blog',
  '/blogs/:id',
  '/appointment/:docId',
  '/my-appointment',
  '/my-appointment/:id',
  '/my-profile',
];

/**
 * 'Leave this site': replaces the page's history entry with a neutral site, so Back does not
 * return to it (docs/privacy.md, Quick exit). Rendered right after the skip link, so it is the
 * first Tab stop, and fixed to the corner, so it stays in reach however far the page is scrolled.
 */
export function QuickExit() {
  const t = useStore(messages);
  const { pathname } = useLocation();
  const config = useClinicConfig();
  useEffect(() => {
    // Back to a page of this site that the browser kept in memory: show it again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) document.body.style.visibility = '';
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  if (!QUICK_EXIT_ROUTES.some((pattern) => matchPath(pattern, pathname))) return null;

  const leave = () => {
    // Hidden at once: on a slow connection the neutral site may take seconds to arrive.
    document.body.style.visibility = 'hidden';
    window.location.replace(config.data?.quickExitUrl ?? DEFAULT_QUICK_EXIT_URL);
  };
  return (
    <button
      type="button"
      data-quick-exit
      onClick={leave}
      className="fixed right-4 bottom-4 z-50 rounded-full bg-gray-900 px-4 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-gray-700"
    >
      {t.leave}
    </button>
  );
}
