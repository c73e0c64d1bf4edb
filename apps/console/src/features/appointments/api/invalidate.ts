import type { QueryClient } from '@tanstack/react-query';
import { AUDIT_KEY, dashboardQueryOptions, doctorsQueryOptions } from '../../../lib/shared-queries';
import { APPOINTMENTS_KEY } from './get-appointments';

/** A booking changed: every figure that counts bookings, slots or money is stale. */
export function invalidateBookingViews(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      APPOINTMENTS_KEY,
      dashboardQueryOptions().queryKey,
      doctorsQueryOptions().queryKey,
      AUDIT_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
