import { useEffect, useRef } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigation,
  type Location,
} from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { i18n } from '../../lib/i18n';
import { fieldMessages, messages as serverMessages } from '../../lib/server-message';
import { receiptTexts, texts } from '../../lib/texts';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { ToastHost } from '../toast-host';
import { CrisisLine } from '../../components/crisis-line';

/**
 * After a client-side navigation, focus moves to the new page's content, as a full page load
 * would put it, so keyboard and screen-reader users do not start again from the navigation. A
 * new query is a new page too (the doctors grid's speciality and its pages).
 */
function useFocusMainOnNavigate() {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const mainRef = useRef<HTMLElement>(null);
  const firstAddress = useRef(address);
  useEffect(() => {
    if (address === firstAddress.current) return;
    firstAddress.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [address]);
  return mainRef;
}

/**
 * Every page loaded from the address bar gets the key 'default', so a page typed or opened in the
 * tab would open where the tab's previous such page was left; its path tells them apart.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname : location.key;

export const messages = i18n('layout/root', {
  skipToContent: 'Skip to main content',
  loadingPage: 'Loading page',
});

export function RootLayout() {
  const t = useStore(messages);
  // Loaded for the whole visit: toasts read them outside React (src/lib/server-message.ts).
  useStore(texts);
  useStore(receiptTexts);
  useStore(serverMessages);
  useStore(fieldMessages);
  const navigation = useNavigation();
  const mainRef = useFocusMainOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t.skipToContent}
      </a>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label={t.loadingPage}
          className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-soft"
        >
          <div className="h-full w-1/3 animate-pulse bg-primary motion-reduce:animate-none" />
        </div>
      )}
      <CrisisLine />
      <Navbar />
      <main
        ref={mainRef}
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 outline-none sm:px-6"
      >
        <Outlet />
      </main>
      <Footer />
      {/* New pages open at the top; back and forward return to where the patient was. */}
      <ScrollRestoration getKey={scrollKey} />
      <ToastHost />
    </div>
  );
}
