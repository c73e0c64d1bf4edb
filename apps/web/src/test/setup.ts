import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb, server } from './server';

// Route chunks load on first use; give the first render of each page time to arrive.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so nothing it renders ever changes size: an observer with nothing to
// report (src/app/toast-container.tsx measures the bars above the toasts with one).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Every request a test makes must have a handler: an unexpected call fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
