import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'wouter/use-browser-location';
import { keyedNavigation } from '../lib/history';
import { AppProviders, createQueryClient } from '../app/providers';
import { AppRouter } from '../app/router';
import { ClockProvider } from '../lib/clock';
import { tokenStore } from '../lib/storage';
import { TEST_TOKEN } from './server';

interface RenderOptions {
  /** Start signed in as the test patient. */
  signedIn?: boolean;
  /** The clock the page reads; the real one when absent. */
  now?: Date;
}

/**
 * What a test reads and drives of the router: the address shown (jsdom's, as the browser's), a
 * navigation as a link makes it, and the browser's back button (-1).
 */
const router = {
  state: {
    get location() {
      return { pathname: window.location.pathname, search: window.location.search };
    },
  },
  navigate(to: string | -1): Promise<void> {
    if (to !== -1) {
      keyedNavigation(navigate, to);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
      window.history.back();
    });
  },
};

/**
 * Renders the whole app (layout, routes, providers) at `path`, as a patient would open it: jsdom's
 * address is the app's.
 */
export function renderApp(path: string, { signedIn = false, now }: RenderOptions = {}) {
  if (signedIn) tokenStore.set(TEST_TOKEN);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  window.history.replaceState(null, '', path);
  const clock = now ? () => now : () => new Date();
  const user = userEvent.setup();
  const view = render(
    <ClockProvider now={clock}>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </ClockProvider>,
  );
  return { ...view, user, router, queryClient };
}
