import type { QueryClient } from '@tanstack/react-query';

/** A booking changed: every figure that counts bookings, slots or money is stale. */
export function invalidateBookingViews(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    ['appointments', 'dashboard', 'doctors', 'audit'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  ).then(() => undefined);
}
