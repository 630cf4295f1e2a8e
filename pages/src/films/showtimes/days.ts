import {
  apiDate,
  sites,
  toShowCinemaSchedules,
  wireShowCinemas,
  type AddressFilters,
  type ShowCinemaSchedule,
  type SiteCode,
} from '@marquee/data';
import type { PageCall } from '../../page.ts';

/** Today in the site's time zone, as the API writes days (catalogue.txt §9 YYYY-MM-DD). */
export function todayOn(site: SiteCode, now: Date): string {
  return apiDate(now, sites[site].timeZone);
}

/**
 * The days with showtimes from today on, for one cinema (the localisation filter) or for every
 * cinema showing the film; sorted. A cinema not showing the film gives none.
 */
export function showtimeDays(schedules: readonly ShowCinemaSchedule[], today: string, localisation?: string): string[] {
  const chosen = localisation ? schedules.filter((schedule) => schedule.cinema === localisation) : schedules;
  const days = new Set(chosen.flatMap((schedule) => Object.keys(schedule.days)).filter((day) => day >= today));
  return [...days].sort();
}

/**
 * The day whose showtimes the page shows: the address's date when it names one, else the first day
 * from today on with showtimes; null when there is none (the film has no showtimes to come).
 */
export function selectedDay(days: readonly string[], requested: string | undefined): string | null {
  return requested ?? days[0] ?? null;
}

/**
 * The showtimes call of a day: with a cinema chosen, that cinema's (show/{slug}/showtimes/{date}/{cinema}),
 * else every cinema's (show/{slug}/showtimes/{date}). The page's hook reads the same params, so the
 * server render has the answer. (A city or zone localisation comes with the locator, issue 10: it
 * is the same area call with the zone's id.)
 */
export function showtimesCall(slug: string, date: string, localisation: string | undefined): PageCall {
  return localisation
    ? { id: 'showShowtimesByDateAndArea', params: { slug, date, cinemaOrZone: localisation } }
    : { id: 'showShowtimesByDate', params: { slug, date } };
}

/** followUpCalls of the film page: the showtimes of the selected day, from the showCinemas answer. */
export function selectedDayCall(
  site: SiteCode,
  slug: string,
  filters: AddressFilters | undefined,
  showCinemasAnswer: unknown,
  now: Date,
): PageCall | null {
  if (filters?.date) return showtimesCall(slug, filters.date, filters.localisation);
  const parsed = wireShowCinemas.safeParse(showCinemasAnswer);
  if (!parsed.success) return null;
  const days = showtimeDays(toShowCinemaSchedules(parsed.data), todayOn(site, now), filters?.localisation);
  const day = selectedDay(days, undefined);
  return day ? showtimesCall(slug, day, filters?.localisation) : null;
}
