import { createContext, useContext, type ReactNode } from 'react';

/** Time-dependent screens read the clock from here, so tests can fix it. */
const ClockContext = createContext<() => Date>(() => new Date());

export function ClockProvider({ now, children }: { now: () => Date; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

export const useClock = () => useContext(ClockContext);
