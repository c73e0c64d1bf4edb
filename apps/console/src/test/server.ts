import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  ATTENDANCE_TEXTS,
  RECEIPT_TEXTS,
  RECONCILE_TEXTS,
  STAFF_TEXTS,
  TEXTS,
  errorResponse,
} from '@clinic/contracts';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { config } from './fixtures';

/**
 * Each test installs the handlers it needs with `server.use(...)`. The one every signed-in screen
 * calls, the safety alerts' count behind the banner, answers none waiting unless a test says so;
 * the clinic's configuration, which several screens read for its time zone, is the fixture's.
 */
export const server = setupServer(
  http.get(ADMIN_API.openSafetyAlerts, () => HttpResponse.json({ success: true, open: 0 })),
  http.get(API.config, () => HttpResponse.json({ success: true, config })),
);

/** The fixed texts a failure may carry, by their `code` (the API's precedence: TEXTS last). */
const FAILURE_TEXTS = {
  ...RECEIPT_TEXTS,
  ...RECONCILE_TEXTS,
  ...STAFF_TEXTS,
  ...ADMIN_TEXTS,
  ...ATTENDANCE_TEXTS,
  ...TEXTS,
};

/**
 * A failure as the API writes it: the fixed text of `code`, the code beside it, and any extra
 * fields the API adds (a 400's field `errors`).
 */
export const failure = (
  code: keyof typeof FAILURE_TEXTS,
  status: number,
  extra: { errors?: Record<string, string> } = {},
) =>
  HttpResponse.json(
    errorResponse.parse({ ...extra, success: false, message: FAILURE_TEXTS[code], code }),
    { status },
  );
