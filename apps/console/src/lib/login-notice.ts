import type { To } from 'react-router-dom';

/** The login page, showing a message from the screen that sent the person there. */
export const loginWithNotice = (notice: string): { to: To; state: { notice: string } } => ({
  to: '/login',
  state: { notice },
});

/** The message `loginWithNotice` left in the location's state, if any. */
export function readLoginNotice(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  return typeof state.notice === 'string' ? state.notice : undefined;
}
