/**
 * The start of the appointments query's key (features/appointments/api/get-appointments.ts), one
 * entry per token: booking, cancelling and paying make it stale, the session's end drops it
 * (forgetEndedSessions in src/lib/session.ts). Apart from the query because booking needs it, and
 * the query brings the answer schema and zod.
 */
export const APPOINTMENTS_KEY = ['appointments'] as const;
