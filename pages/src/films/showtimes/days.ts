import {
  everyCinema,
  scopeCinemas,
  selectedDay,
  showtimeDays,
  toShowCinemaSchedules,
  todayOn,
  wireShowCinemas,
  type AddressFilters,
  type ShowtimesScope,
  type SiteCode,
} from '@marquee/data';
import type { PageCall } from '../../page.ts';

/**
 * The showtimes call of a day: with a cinema chosen, that cinema's (show/{slug}/showtimes/{date}/{cinema}),
 * else every cinema's (show/{slug}/showtimes/{date}). The page's hook reads the same params, so the
 * server render has the answer. A city or zone (the locator's choice, or the filter naming one) is
 * the same area call with the zone's slug.
 */
export function showtimesCall(slug: string, date: string, localisation: string | undefined): PageCall {
  return localisation
    ? { id: 'showShowtimesByDateAndArea', params: { slug, date, cinemaOrZone: localisation } }
    : { id: 'showShowtimesByDate', params: { slug, date } };
}

/** The day's showtimes call of a scope: the area's for a cinema or zone, every cinema's otherwise. */
export function scopeCall(slug: string, date: string, scope: ShowtimesScope): PageCall {
  return showtimesCall(slug, date, scope.type === 'area' ? scope.area : undefined);
}

/**
 * followUpCalls of the film page: the showtimes of the selected day, from the showCinemas answer,
 * for the page's scope (by default the address's localisation filter alone).
 */
export function selectedDayCall(
  site: SiteCode,
  slug: string,
  filters: AddressFilters | undefined,
  showCinemasAnswer: unknown,
  now: Date,
  scope: ShowtimesScope = filters?.localisation
    ? { type: 'area', area: filters.localisation, cinemas: [filters.localisation] }
    : everyCinema,
): PageCall | null {
  if (filters?.date) return scopeCall(slug, filters.date, scope);
  const parsed = wireShowCinemas.safeParse(showCinemasAnswer);
  if (!parsed.success) return null;
  const days = showtimeDays(toShowCinemaSchedules(parsed.data), todayOn(site, now), scopeCinemas(scope));
  const day = selectedDay(days, undefined);
  return day ? scopeCall(slug, day, scope) : null;
}
