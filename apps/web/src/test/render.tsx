import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { ClockProvider } from '../lib/clock';
import { tokenStore } from '../lib/storage';
import { TEST_TOKEN } from './server';

interface RenderOptions {
  /** Start signed in as the test patient. */
  signedIn?: boolean;
  /** The clock the page reads; the real one when absent. */
  now?: Date;
}

/** Renders the whole app (layout, routes, providers) at `path`, as a patient would open it. */
export function renderApp(path: string, { signedIn = false, now }: RenderOptions = {}) {
  if (signedIn) tokenStore.set(TEST_TOKEN);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const clock = now ? () => now : () => new Date();
  const user = userEvent.setup();
  const view = render(
    <ClockProvider now={clock}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ClockProvider>,
  );
  return { ...view, user, router, queryClient };
}
