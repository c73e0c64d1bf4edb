import { useNavigate } from 'react-router-dom';

/** Goes to the login page, which shows `notice` from the screen that sent the person there. */
export function useLoginWithNotice(): (notice: string) => void {
  const navigate = useNavigate();
  return (notice) => {
    navigate('/login', { state: { notice } });
  };
}

/** The message `useLoginWithNotice` left in the location's state, if any. */
export function readLoginNotice(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  return typeof state.notice === 'string' ? state.notice : undefined;
}
