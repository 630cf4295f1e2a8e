import { createContext, useContext } from 'react';

/**
 * The clock of the film page (today's date, the showtime status). Stories and tests pin it, so
 * fixtures recorded on one day keep their days "to come".
 */
const NowContext = createContext<() => Date>(() => new Date());

export const NowProvider = NowContext.Provider;

export function useNow(): Date {
  return useContext(NowContext)();
}
