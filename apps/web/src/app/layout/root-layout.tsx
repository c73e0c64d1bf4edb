import { Component, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useStore } from '@nanostores/react';
import { belowTheFold } from '../../components/below-the-fold';
import { PageSkeleton } from '../../components/page-skeleton';
import { i18n } from '../../lib/i18n';
import { cameBack, useEntryKey, useLocationSearch } from '../../lib/history';
import { pagesLoading } from '../page-route';
import { RouteError } from './route-error';
import { Navbar } from './navbar';
import { ToastHost } from '../toast-host';
import { CrisisLine } from '../../components/crisis-line';

/**
 * After a client-side navigation, focus moves to the new page's content, as a full page load
 * would put it, so keyboard and screen-reader users do not start again from the navigation. A
 * new query is a new page too (the doctors grid's speciality and its pages).
 */
function useFocusMainOnNavigate() {
  const [pathname] = useLocation();
  const address = `${pathname}${useLocationSearch()}`;
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
const scrollKey = (entryKey: string, pathname: string) =>
  entryKey === 'default' ? pathname : entryKey;

/** Where the patient had scrolled on each page of this visit, by scrollKey. */
const scrollPositions = new Map<string, number>();

/**
 * New pages open at the top (or at the element their `#hash` names); back and forward return to
 * where the patient was. The first page is left where the browser put it.
 */
function useScrollRestoration() {
  const [pathname] = useLocation();
  const key = scrollKey(useEntryKey(), pathname);
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    const remember = () => {
      if (shownKey.current !== null) scrollPositions.set(shownKey.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    const first = shownKey.current === null;
    shownKey.current = key;
    if (first) return;
    const { hash } = window.location;
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    // Instant, whatever the stylesheet's smooth scrolling: a glide still running would carry the
    // page past what the new page scrolls into view itself (a kept booking's button).
    const jump = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });
    if (cameBack()) jump(scrollPositions.get(key) ?? 0);
    else if (target) target.scrollIntoView({ behavior: 'instant' });
    else jump(0);
  }, [key]);
}

interface PageBoundaryProps {
  /** The address shown: a new one renders its page again, whatever failed before. */
  address: string;
  children: ReactNode;
}

/** Errors (a chunk that fails to load, a bug) render inside the layout, navigation intact. */
class PageErrorBoundary extends Component<PageBoundaryProps, { failed: boolean; address: string }> {
  override state = { failed: false, address: this.props.address };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PageBoundaryProps, state: { address: string }) {
    return props.address === state.address ? null : { failed: false, address: props.address };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The page at the address: a failure or the wait for its chunk shows inside the layout. */
function PageOutlet({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <PageErrorBoundary address={pathname}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

// Below every page's first screen: its code comes as the reader scrolls to it.
const Footer = belowTheFold(() => import('./footer').then((m) => m.Footer));

export const messages = i18n('layout/root', {
  skipToContent: 'Skip to main content',
  loadingPage: 'Loading page',
});

/** The site's layout around `children`, the page at the address (router.tsx). */
export function RootLayout({ children }: { children: ReactNode }) {
  const t = useStore(messages);
  const loading = useStore(pagesLoading) > 0;
  const mainRef = useFocusMainOnNavigate();
  useScrollRestoration();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t.skipToContent}
      </a>
      {loading && (
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
        <PageOutlet>{children}</PageOutlet>
      </main>
      <Footer />
      <ToastHost />
    </div>
  );
}
