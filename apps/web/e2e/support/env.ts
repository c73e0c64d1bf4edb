/** Where the journeys' server runs and what it was started with; set by e2e/run.mjs. */
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the journeys with "npm run e2e" (e2e/run.mjs)`);
  return value;
}

const port = Number(required('E2E_PORT'));

export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  dataDir: required('E2E_DATA_DIR'),
  browser: required('E2E_BROWSER'),
  admin: { email: 'operator@clinic.test', password: 'front-desk-e2e-2026' },
  /** Screenshots of every route, for people to look at. */
  screenshotDir: new URL('../../screenshots/', import.meta.url).pathname,
};
