import { setupServer } from 'msw/node';

/** Each test installs the handlers it needs with `server.use(...)`. */
export const server = setupServer();
