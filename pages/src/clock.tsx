import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The one clock of a page (ARCHITECTURE "One clock"): the instant its `PageContext.now` carries.
 * The site's server reads the time once per request and the browser renders from the same
 * instant, so both draw the same day strip and the same showtime statuses; stories pin it to the
 * instant their fixtures were recorded, so no story depends on the day it runs.
 */
const ClockContext = createContext<Date | null>(null);

export function ClockProvider({ now, children }: { now: string | Date; children: ReactNode }) {
  const instant = useMemo(() => new Date(now), [now]);
  return <ClockContext.Provider value={instant}>{children}</ClockContext.Provider>;
}

/** The page's "now". Outside a provider (a component test that does not care) the system clock. */
export function useClock(): Date {
  return useContext(ClockContext) ?? new Date();
}
