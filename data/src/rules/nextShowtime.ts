import type { Showtime } from '../model/showtime.ts';
import { zonedTimeToInstant } from './dates.ts';
import { isWithinUpcomingLookahead, showtimeStatus } from './showtimes.ts';

export interface CinemaShowtimes {
  slug: string;
  /** The showtimes the page shows at that cinema (the visitor's filters applied). */
  shown: readonly Showtime[];
}

/**
 * The next showtime of the visitor's choice (issue 20; decision 0058): among the cinemas and
 * showtimes the page shows, the earliest still bookable one starting within member-and-shell.txt
 * §9's upcoming-showtime lookahead (7 days from now). Times are the cinema's wall clock, read in
 * the site's zone. Null when none qualifies.
 */
export function nextShowtime(
  rows: readonly CinemaShowtimes[],
  now: Date,
  timeZone: string,
): { cinema: string; showtime: Showtime } | null {
  let next: { cinema: string; showtime: Showtime; at: number } | null = null;
  for (const row of rows) {
    for (const showtime of row.shown) {
      const instant = zonedTimeToInstant(showtime.datetime, timeZone);
      if (!instant || !isWithinUpcomingLookahead(instant, now)) continue;
      const status = showtimeStatus(
        { status: showtime.serverStatus, reservabilityEnd: showtime.reservabilityEnd },
        now,
      );
      if (status !== 'available') continue;
      if (!next || instant.getTime() < next.at) next = { cinema: row.slug, showtime, at: instant.getTime() };
    }
  }
  return next ? { cinema: next.cinema, showtime: next.showtime } : null;
}

/** Issue 20 (decision 0058): "tonight" is from 18:00 on the cinema's clock. */
export const eveningStart = '18:00';

/** The showtimes of a day from the evening on. */
export const eveningOnly = <T extends CinemaShowtimes>(rows: readonly T[]): T[] =>
  rows.map((row) => ({ ...row, shown: row.shown.filter((showtime) => showtime.time >= eveningStart) }));
