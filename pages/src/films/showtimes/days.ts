import {
  apiDate,
  initialLocatorChoice,
  locatorCinemaSlugs,
  sites,
  toShowCinemaSchedules,
  wireShowCinemas,
  type AddressFilters,
  type LocatorChoice,
  type LocatorCinemaFacts,
  type ShowCinemaSchedule,
  type SiteCode,
} from '@marquee/data';
import type { PageCall } from '../../page.ts';

/** Today in the site's time zone, as the API writes days (catalogue.txt §9 YYYY-MM-DD). */
export function todayOn(site: SiteCode, now: Date): string {
  return apiDate(now, sites[site].timeZone);
}

/**
 * Whose showtimes the film page shows (issue 10: "the locator's choice drives which showtimes a
 * film page shows"), and through which call: every cinema (by date); a cinema or a city zone
 * (by date and area, the zone's answer keyed by cinema); or a set of cinemas (a position's nearby
 * cinemas, the favourites: by date, kept to the set). `cinemas` decides the days.
 */
export type ShowtimesScope =
  | { type: 'all' }
  | { type: 'area'; area: string; cinemas: readonly string[] }
  | { type: 'cinemas'; cinemas: readonly string[] };

export const everyCinema: ShowtimesScope = { type: 'all' };

/**
 * The scope of the film page: the address's localisation filter wins (a cinema, or a city or
 * region zone), else the locator's choice with the cinemas it stands for, else every cinema.
 */
export function showtimesScope(
  localisation: string | undefined,
  choice: LocatorChoice | null,
  choiceCinemas: readonly string[],
  lists: LocatorCinemaFacts,
): ShowtimesScope {
  if (localisation) {
    const named = initialLocatorChoice({ localisation, cookie: null, cinemas: lists.cinemas, cities: lists.cities });
    // Lists unknown (their calls failed): the filter is taken for a cinema, as the page's own select writes it.
    const cinemas = named.source === 'url' ? locatorCinemaSlugs(named.choice, lists) : [localisation];
    return { type: 'area', area: localisation, cinemas };
  }
  if (!choice) return everyCinema;
  if (choice.type === 'cinema' || choice.type === 'city') {
    return { type: 'area', area: choice.slug, cinemas: choiceCinemas };
  }
  return { type: 'cinemas', cinemas: choiceCinemas };
}

/** The cinemas whose days count; undefined for every cinema. */
export function scopeCinemas(scope: ShowtimesScope): readonly string[] | undefined {
  return scope.type === 'all' ? undefined : scope.cinemas;
}

/**
 * The days with showtimes from today on, for one cinema (the localisation filter), a set of
 * cinemas (the locator's choice) or every cinema showing the film; sorted. Cinemas not showing
 * the film give none.
 */
export function showtimeDays(
  schedules: readonly ShowCinemaSchedule[],
  today: string,
  cinemas?: string | readonly string[],
): string[] {
  const wanted = typeof cinemas === 'string' ? [cinemas] : cinemas;
  const chosen = wanted ? schedules.filter((schedule) => wanted.includes(schedule.cinema)) : schedules;
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
