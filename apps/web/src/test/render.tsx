import { useLayoutEffect } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { AppProviders, createQueryClient } from '../app/providers';
import { SiteRoutes } from '../app/router';
import { ClockProvider } from '../lib/clock';
import { tokenStore } from '../lib/storage';
import { TEST_TOKEN } from './server';

interface RenderOptions {
  /** Start signed in as the test patient. */
  signedIn?: boolean;
  /** The clock the page reads; the real one when absent. */
  now?: Date;
}

/** What a test reads and drives of the router: the address shown, and navigation. */
interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Hands the test the router it renders in, after each change of address. */
function RouterProbe({ onChange }: { onChange: (router: TestRouter) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange({ state: { location }, navigate });
  }, [location, navigate, onChange]);
  return null;
}

/** Renders the whole app (layout, routes, providers) at `path`, as a patient would open it. */
export function renderApp(path: string, { signedIn = false, now }: RenderOptions = {}) {
  if (signedIn) tokenStore.set(TEST_TOKEN);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = {} as TestRouter;
  const clock = now ? () => now : () => new Date();
  const user = userEvent.setup();
  const view = render(
    <ClockProvider now={clock}>
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          <SiteRoutes />
          <RouterProbe onChange={(current) => Object.assign(router, current)} />
        </MemoryRouter>
      </AppProviders>
    </ClockProvider>,
  );
  return { ...view, user, router, queryClient };
}
