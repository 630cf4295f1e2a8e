import { createContext, useContext } from 'react';

/**
 * The clock of a films page (today's date, a showtime's status). Stories pin it, so fixtures
 * recorded on one day keep their showtimes to come.
 */
const ClockContext = createContext<() => Date>(() => new Date());

export const ClockProvider = ClockContext.Provider;

export function useClock(): Date {
  return useContext(ClockContext)();
}
