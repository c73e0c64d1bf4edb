/** Where the journeys' servers run and what they were started with; set by e2e/run.mjs. */
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the journeys with "npm run e2e" (e2e/run.mjs)`);
  return value;
}

const port = Number(required('E2E_PORT'));
const cutoffPort = Number(required('E2E_CUTOFF_PORT'));

export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  dataDir: required('E2E_DATA_DIR'),
  browser: required('E2E_BROWSER'),
  /** A second server, started with the cancellation policy's cut-off, for its own journeys. */
  cutoff: {
    hours: 24,
    port: cutoffPort,
    baseUrl: `http://127.0.0.1:${cutoffPort}`,
    dataDir: required('E2E_CUTOFF_DATA_DIR'),
  },
  /** The main server's QUICK_EXIT_URL: a file of its own, so the journey can see it arrived. */
  quickExitUrl: `http://127.0.0.1:${port}/favicon.svg`,
  admin: { email: 'operator@clinic.test', password: 'front-desk-e2e-2026' },
  /** Screenshots of every route, for people to look at. */
  screenshotDir: new URL('../../screenshots/', import.meta.url).pathname,
};
